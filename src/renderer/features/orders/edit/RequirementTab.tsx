import { Button, ButtonGroup, Callout, Card, Classes, Intent, Size, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { RICH_TEXT_MIN_HEIGHT_PX } from '../../../../shared/domain/constants';
import { can } from '../../../../shared/domain/permissions';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { useLabels } from '../../../components/labels/useLabels';
import { ImageThumbs } from '../ImageThumbs';
import { useOrderFieldEdit } from '../orderMutations';
import type { OrderDetail } from '../orderQueries';
import { RichTextEditor } from '../RichTextEditor';

/** The platform and catalog card above the requirement. */
function CatalogCard({ order }: { readonly order: OrderDetail }) {
  const { fieldLabel } = useLabels();
  return (
    <Card compact className="bo-catalog-card">
      <div>
        <div className={Classes.TEXT_MUTED}>{fieldLabel('platformId')}</div>
        <div className="bo-tags">
          <ImageThumbs urls={[order.platform?.productDemoFile]} />
          {order.platform?.name ?? '—'}
        </div>
      </div>
      <div>
        <div className={Classes.TEXT_MUTED}>{fieldLabel('productCatalogIds')}</div>
        <div className="bo-tags bo-wrap">
          {(order.productCatalogs ?? []).map((c) => (
            <Tag key={c.id} minimal icon="box">
              {c.name}
            </Tag>
          ))}
        </div>
      </div>
      <div>
        <div className={Classes.TEXT_MUTED}>{fieldLabel('nicheId')}</div>
        <div>{order.niche?.name ?? '—'}</div>
      </div>
    </Card>
  );
}

/**
 * The customer requirement tab (spec section 2): the catalog card and the requirement, HTML
 * the server sanitised; editable with `orders.customerRequirements`.
 */
export function RequirementTab({ order }: { readonly order: OrderDetail }) {
  const { t, fieldLabel } = useLabels();
  const user = useCurrentUser();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useOrderFieldEdit(order);
  const editable = !user.isOutsource && can(user, 'orders', 'customerRequirements');
  const submit = () =>
    save.mutate(
      { field: 'customerRequirements', value: draft },
      {
        onSuccess: () => {
          notify.success(t('orders.updatedOrder', { id: order.id }));
          setDraft(null);
        },
      },
    );
  return (
    <div className="bo-requirement">
      <CatalogCard order={order} />
      {order.customerNote?.trim() && (
        <Callout icon="comment" title={fieldLabel('customerNote')}>
          {order.customerNote}
        </Callout>
      )}
      {draft === null ? (
        <>
          <div
            className={`${Classes.RUNNING_TEXT} bo-requirement-html`}
            data-testid="customer-requirements"
            // The server sanitises customer requirements on every write.
            dangerouslySetInnerHTML={{ __html: order.customerRequirements ?? '' }}
          />
          {editable && (
            <Button icon="edit" text={t('list.edit')} onClick={() => setDraft(order.customerRequirements ?? '')} />
          )}
        </>
      ) : (
        <>
          <RichTextEditor
            id="edit-customerRequirements"
            label={fieldLabel('customerRequirements')}
            value={draft}
            minHeight={RICH_TEXT_MIN_HEIGHT_PX.large}
            onChange={setDraft}
            disabled={save.isPending}
          />
          <ButtonGroup size={Size.MEDIUM} className="bo-step-buttons">
            <Button text={t('common.cancel')} onClick={() => setDraft(null)} disabled={save.isPending} />
            <Button intent={Intent.PRIMARY} text={t('common.save')} loading={save.isPending} onClick={submit} />
          </ButtonGroup>
        </>
      )}
    </div>
  );
}
