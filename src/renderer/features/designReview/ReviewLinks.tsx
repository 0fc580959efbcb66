import { HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LINK_DEFAULT_HOURS, REVIEW_LINK_STATUSES } from '../../../shared/domain/designReview';
import { formatDateTime } from '../../../shared/domain/format';
import type { OrderStatus } from '../../../shared/domain/orderStatus';
import { useApi } from '../../core/bridge';
import { notify } from '../../core/toaster';
import { SentLinkItem } from '../../components/SentLinkItem';
import { SentLinksSection } from '../../components/SentLinksSection';
import { designKeys, designQueries } from './designQueries';

/** The lifetimes the form offers, in hours: a day, three days, a week, a month. */
export const REVIEW_LINK_HOURS = [24, 72, 168, 720] as const;

const STATE_INTENT = {
  open: Intent.SUCCESS,
  used: Intent.PRIMARY,
  expired: Intent.NONE,
  revoked: Intent.DANGER,
  moved: Intent.NONE,
} as const;

export interface ReviewLinksProps {
  readonly orderId: number;
  readonly status: OrderStatus | null;
  /** The customer's email, offered first. */
  readonly email?: string | null;
  /** Whether the user may move the order at its step (and so send or revoke links). */
  readonly mayMove: boolean;
}

/**
 * The customer's review links of an order: send one (mailed when an email is given; the URL
 * shown once to copy) while the order waits for approval or feedback, and the list with its
 * state, decision and last use.
 */
export function ReviewLinks({ orderId, status, email: customerEmail, mayMove }: ReviewLinksProps) {
  const { t } = useTranslation();
  const call = useApi();
  const client = useQueryClient();
  const { data } = useQuery(designQueries.links(call, orderId));
  const [email, setEmail] = useState(customerEmail ?? '');
  const [hours, setHours] = useState<number>(REVIEW_LINK_DEFAULT_HOURS);
  const onSettled = () => client.invalidateQueries({ queryKey: designKeys.links(orderId) });
  const create = useMutation({
    mutationFn: () =>
      call('POST /orders/:id/reviewLinks', {
        params: { id: orderId },
        body: { ...(email.trim() ? { email: email.trim() } : {}), expiresInHours: hours },
      }),
    onSuccess: () => notify.success(t(email.trim() ? 'designReview.links.mailed' : 'designReview.links.made')),
    onError: (error) => notify.error(error),
    onSettled,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => call('DELETE /reviewLinks/:id', { params: { id } }),
    onError: (error) => notify.error(error),
    onSettled,
  });
  const maySend = mayMove && status !== null && (REVIEW_LINK_STATUSES as readonly string[]).includes(status);
  const links = data?.results ?? [];
  if (!maySend && links.length === 0) return null;

  return (
    <SentLinksSection
      headingId={`review-links-${orderId}`}
      heading={t('designReview.links.title')}
      send={
        maySend
          ? {
              email,
              onEmailChange: setEmail,
              emailLabel: t('designReview.links.emailOptional'),
              beside: (
                <HTMLSelect
                  aria-label={t('designReview.links.lifetime')}
                  value={hours}
                  onChange={(e) => setHours(Number(e.currentTarget.value))}
                  options={REVIEW_LINK_HOURS.map((h) => ({
                    value: h,
                    label: t('designReview.links.hours', { count: h }),
                  }))}
                />
              ),
              button: { icon: 'send-to', text: t('designReview.links.send'), className: 'bo-review-link-send' },
              sending: create.isPending,
              onSubmit: () => create.mutate(),
            }
          : null
      }
      made={
        create.data
          ? { value: create.data.url, label: t('designReview.links.newLink'), id: `new-review-link-${orderId}` }
          : null
      }
      items={links.map((link) => (
        <SentLinkItem
          key={link.id}
          title={link.email ?? t('designReview.links.noEmail')}
          tag={
            <Tag minimal intent={STATE_INTENT[link.state]}>
              {t(`designReview.links.state.${link.state}`)}
            </Tag>
          }
          revokeLabel={mayMove && link.state === 'open' ? t('designReview.links.revoke') : null}
          revoking={revoke.isPending && revoke.variables === link.id}
          onRevoke={() => revoke.mutate(link.id)}
        >
          {link.decision && <>{t(`designReview.links.decision.${link.decision}`)} · </>}
          {t('designReview.links.expires', { at: formatDateTime(link.expiresAt) })}
          {link.lastUsedAt && <> · {t('designReview.links.lastUsed', { at: formatDateTime(link.lastUsedAt) })}</>}
        </SentLinkItem>
      ))}
    />
  );
}
