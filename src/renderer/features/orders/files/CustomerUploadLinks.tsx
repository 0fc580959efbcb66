import { Classes, Intent, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UPLOAD_LINK_DAYS } from '../../../../shared/api/endpoints/fileLinks';
import { formatDateTime } from '../../../../shared/domain/format';
import { can } from '../../../../shared/domain/permissions';
import { useApi } from '../../../core/bridge';
import { useCurrentUser } from '../../../core/session/useCurrentUser';
import { notify } from '../../../core/toaster';
import { SentLinkItem } from '../../../components/SentLinkItem';
import { SentLinksSection } from '../../../components/SentLinksSection';
import { useLabels } from '../../../components/labels/useLabels';
import { ImageThumbs } from '../ImageThumbs';
import type { OrderDetail } from '../orderQueries';
import { fileLinkQueries } from './fileLinkQueries';

const STATUS_INTENT = { open: Intent.SUCCESS, expired: Intent.NONE, revoked: Intent.DANGER } as const;

/**
 * The customer upload links of an order (POST /file/createLink): mail one to the customer,
 * copy it, revoke it; and the original files customers sent through them.
 */
export function CustomerUploadLinks({ order }: { readonly order: OrderDetail }) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const client = useQueryClient();
  const query = fileLinkQueries.links(call, order.id);
  const { data } = useQuery(query);
  const mayEdit = can(user, 'orders', 'update');
  const [email, setEmail] = useState(order.customer?.email ?? '');
  const refresh = () => client.invalidateQueries({ queryKey: query.queryKey });

  const create = useMutation({
    mutationFn: () => call('POST /file/createLink', { body: { email: email.trim(), orderId: order.id } }),
    onSuccess: () => {
      notify.success(t('files.linkMailed', { email: email.trim() }));
      void refresh();
    },
    onError: (error) => notify.error(error),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call('POST /file/links/:id/revoke', { params: { id } }),
    onSuccess: () => void refresh(),
    onError: (error) => notify.error(error),
  });

  const links = data?.links ?? [];
  const files = data?.files ?? [];
  return (
    <SentLinksSection
      headingId={`file-links-${order.id}`}
      heading={t('files.customerLinks')}
      send={
        mayEdit
          ? {
              email,
              onEmailChange: setEmail,
              emailLabel: t('files.customerEmail'),
              emailRequired: true,
              button: {
                icon: 'envelope',
                text: t('files.mailLink'),
                title: t('files.mailLinkHint', { days: UPLOAD_LINK_DAYS }),
                disabled: email.trim() === '',
              },
              sending: create.isPending,
              onSubmit: () => create.mutate(),
            }
          : null
      }
      made={create.data ? { value: create.data.url, label: t('files.newLink'), id: `new-link-${order.id}` } : null}
      items={links.map((link) => (
        <SentLinkItem
          key={link.id}
          title={link.email}
          tag={
            <Tag minimal intent={STATUS_INTENT[link.status]}>
              {t(`files.status.${link.status}`)}
            </Tag>
          }
          revokeLabel={mayEdit && link.status === 'open' ? t('files.revoke') : null}
          revoking={revoke.isPending && revoke.variables === link.id}
          onRevoke={() => revoke.mutate(link.id)}
        >
          {t('files.expires')} {formatDateTime(link.expiresAt)} · {t('files.received', { count: link.uploadCount })}
        </SentLinkItem>
      ))}
    >
      {files.length > 0 && (
        <div className="bo-tags">
          <span className={Classes.TEXT_MUTED}>{t('files.receivedFiles')}</span>
          <ImageThumbs urls={files.map((f) => f.image)} max={4} />
        </div>
      )}
    </SentLinksSection>
  );
}
