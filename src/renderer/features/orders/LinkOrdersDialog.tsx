import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../core/toaster';
import { ReferenceMultiSelect } from '../../components/form/ReferenceMultiSelect';
import { useSelectedOptions } from '../../components/form/useReferenceOptions';
import { linkedOrderIds, withLinkedOrders } from './linkOrders';
import type { ListedOrder } from './orderQueries';
import { useOrderFieldEdit } from './orderMutations';

export interface LinkOrdersDialogProps {
  readonly order: ListedOrder;
  readonly onClose: () => void;
}

/** Links other orders to this one: a 'Link Order' block inside its customer requirements (spec section 2). */
export function LinkOrdersDialog({ order, onClose }: LinkOrdersDialogProps) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<number[]>(() => linkedOrderIds(order.customerRequirements));
  const selected = useSelectedOptions('orders', ids);
  const save = useOrderFieldEdit(order);
  const submit = () => {
    const linked = selected.filter((o) => o.id !== order.id).map((o) => ({ id: o.id, name: o.title }));
    save.mutate(
      { field: 'customerRequirements', value: withLinkedOrders(order.customerRequirements, linked) },
      {
        onSuccess: () => {
          notify.success(t('orders.updatedOrder', { id: order.id }));
          onClose();
        },
      },
    );
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('orders.linkTitle', { id: order.id })} icon="link">
      <DialogBody>
        <Callout intent={Intent.PRIMARY} icon="info-sign" className="bo-form-callout">
          {t('orders.linkHint')}
        </Callout>
        <FormGroup label={t('orders.linkedOrders')} labelFor="link-orders">
          <ReferenceMultiSelect id="link-orders" resource="orders" value={ids} onChange={setIds} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} text={t('common.save')} loading={save.isPending} onClick={submit} />
          </>
        }
      />
    </Dialog>
  );
}
