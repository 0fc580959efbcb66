import { Button, Classes, Drawer, HTMLTable, Intent, Size, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Webhook, WebhookDelivery } from '../../../../shared/api/endpoints/webhooks';
import { formatDateTime } from '../../../../shared/domain/format';
import { useApi } from '../../../core/bridge';
import { QueryView } from '../../../components/QueryView';
import { useIsNarrow } from '../../../components/useIsNarrow';
import { useLabels } from '../../../components/labels/useLabels';
import { webhookDeliveriesQuery, type useWebhookMutations } from './webhookQueries';
import { attemptResult, DELIVERY_INTENT } from './webhookStatus';

/** Deliveries shown at first, and added by "Older deliveries". */
const PAGE = 20;

/** Props of {@link WebhookDeliveriesDrawer}. */
export interface WebhookDeliveriesDrawerProps {
  readonly hook: Webhook | null;
  readonly mutations: ReturnType<typeof useWebhookMutations>;
  readonly onClose: () => void;
}

/**
 * A subscription's delivery log, newest first: each delivery's event, time and state, and
 * every attempt (status code or error, time, duration); Resend queues a finished one again,
 * Send test queues a ping. Refreshed every few seconds while open.
 */
export function WebhookDeliveriesDrawer({ hook, mutations, onClose }: WebhookDeliveriesDrawerProps) {
  const { t } = useLabels();
  const narrow = useIsNarrow();
  return (
    <Drawer
      isOpen={hook !== null}
      onClose={onClose}
      size={narrow ? '100%' : 760}
      icon="history"
      title={hook ? t('settings.webhooks.logTitle', { url: hook.url }) : ''}
    >
      {hook && <DeliveryLog hook={hook} mutations={mutations} />}
    </Drawer>
  );
}

function DeliveryLog({ hook, mutations }: { hook: Webhook; mutations: ReturnType<typeof useWebhookMutations> }) {
  const { t } = useLabels();
  const call = useApi();
  const [limit, setLimit] = useState(PAGE);
  const log = useQuery(webhookDeliveriesQuery(call, hook.id, limit));

  return (
    <div className="bo-webhook-drawer">
      <div className="bo-settings-toolbar">
        <span className={Classes.TEXT_MUTED}>{hook.description}</span>
        <Button
          icon="send-message"
          text={t('settings.webhooks.test')}
          disabled={!hook.active}
          loading={mutations.test.isPending}
          onClick={() => mutations.test.mutate(hook.id)}
        />
      </div>
      <QueryView
        query={log}
        isEmpty={(data) => data.results.length === 0}
        empty={{
          icon: 'inbox',
          title: t('settings.webhooks.noDeliveries'),
          description: t('settings.webhooks.noDeliveriesHint'),
        }}
      >
        {(data) => (
          <>
            <HTMLTable compact striped className="bo-webhook-log" data-testid="webhook-deliveries">
              <thead>
                <tr>
                  <th>{t('settings.webhooks.event')}</th>
                  <th>{t('settings.webhooks.status')}</th>
                  <th>{t('settings.webhooks.attempts')}</th>
                  <th aria-label={t('settings.webhooks.actions')} />
                </tr>
              </thead>
              <tbody>
                {data.results.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    delivery={delivery}
                    resending={mutations.resend.isPending && mutations.resend.variables === delivery.id}
                    onResend={hook.active ? () => mutations.resend.mutate(delivery.id) : undefined}
                  />
                ))}
              </tbody>
            </HTMLTable>
            {data.total > data.results.length && (
              <Button
                variant="minimal"
                icon="chevron-down"
                text={t('settings.webhooks.more')}
                onClick={() => setLimit(limit + PAGE)}
              />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
}

interface DeliveryRowProps {
  readonly delivery: WebhookDelivery;
  readonly resending: boolean;
  /** Absent while the subscription is switched off. */
  readonly onResend?: () => void;
}

function DeliveryRow({ delivery, resending, onResend }: DeliveryRowProps) {
  const { t } = useLabels();
  return (
    <tr data-testid="webhook-delivery">
      <td>
        <div>{t(`settings.webhooks.eventNames.${delivery.eventType}`, { defaultValue: delivery.eventType })}</div>
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{formatDateTime(delivery.createdAt)}</div>
      </td>
      <td>
        <Tag minimal intent={DELIVERY_INTENT[delivery.status]}>
          {t(`settings.webhooks.delivery.${delivery.status}`)}
        </Tag>
        {delivery.nextAttemptAt && (
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
            {t('settings.webhooks.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}
          </div>
        )}
      </td>
      <td>
        <ol className="bo-webhook-attempts">
          {delivery.attempts.map((attempt) => (
            <li key={attempt.id} data-testid="webhook-attempt">
              <Tag minimal intent={attempt.error === null ? Intent.SUCCESS : Intent.DANGER} className="bo-webhook-code">
                {attemptResult(attempt)}
              </Tag>{' '}
              <span className={Classes.TEXT_MUTED}>
                {formatDateTime(attempt.attemptedAt)} · {t('settings.webhooks.duration', { ms: attempt.durationMs })}
              </span>
            </li>
          ))}
        </ol>
      </td>
      <td className="bo-webhook-actions">
        {delivery.status !== 'pending' && onResend && (
          <Button
            size={Size.SMALL}
            icon="repeat"
            text={t('settings.webhooks.resend')}
            loading={resending}
            onClick={onResend}
          />
        )}
      </td>
    </tr>
  );
}
