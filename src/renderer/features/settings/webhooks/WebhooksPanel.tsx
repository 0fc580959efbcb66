import { Button, ButtonGroup, Classes, HTMLTable, Intent, Size, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Webhook } from '../../../../shared/api/endpoints/webhooks';
import { formatDateTime } from '../../../../shared/domain/format';
import { useApi } from '../../../core/bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLabels } from '../../../components/labels/useLabels';
import { QueryView } from '../../../components/QueryView';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookDialog } from './WebhookDialog';
import { useRefreshWebhooks, useWebhookMutations, webhooksQuery } from './webhookQueries';
import { DELIVERY_INTENT, STATE_INTENT, webhookState } from './webhookStatus';
import './webhooks.css';

/**
 * Settings › Webhooks (managers): the subscriptions with their events, state and newest
 * delivery; Add and Edit in a dialog (with the secret), the delivery log in a drawer, Delete
 * after a confirmation, and Switch on for one the server switched off.
 */
export function WebhooksPanel() {
  const { t } = useLabels();
  const call = useApi();
  const hooks = useQuery(webhooksQuery(call));
  const mutations = useWebhookMutations((what) => t(`settings.webhooks.${what}`));
  const refresh = useRefreshWebhooks();
  // The dialog's subscription: undefined closed, null a new one.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const current = (hook: Webhook | null | undefined) =>
    hook && (hooks.data?.results.find((h) => h.id === hook.id) ?? hook);

  return (
    <div className="bo-webhooks" data-testid="webhooks-panel">
      <div className="bo-settings-toolbar">
        <span className={Classes.TEXT_MUTED}>{t('settings.webhooks.intro')}</span>
        <Button intent={Intent.PRIMARY} icon="add" text={t('settings.webhooks.add')} onClick={() => setEditing(null)} />
      </div>
      <QueryView
        query={hooks}
        isEmpty={(data) => data.results.length === 0}
        empty={{
          icon: 'globe-network',
          title: t('settings.webhooks.empty'),
          description: t('settings.webhooks.emptyHint'),
        }}
      >
        {(data) => (
          <HTMLTable compact striped className="bo-webhooks-table" data-testid="webhooks-table">
            <thead>
              <tr>
                <th>{t('settings.webhooks.url')}</th>
                <th>{t('settings.webhooks.events')}</th>
                <th>{t('settings.webhooks.status')}</th>
                <th className="bo-webhooks-last">{t('settings.webhooks.lastDelivery')}</th>
                <th aria-label={t('settings.webhooks.actions')} />
              </tr>
            </thead>
            <tbody>
              {data.results.map((hook) => (
                <WebhookRow
                  key={hook.id}
                  hook={hook}
                  onEdit={() => setEditing(hook)}
                  onLog={() => setLogOf(hook)}
                  onDelete={() => setDeleting(hook)}
                  onEnable={() => mutations.update.mutate({ id: hook.id, body: { active: true } })}
                />
              ))}
            </tbody>
          </HTMLTable>
        )}
      </QueryView>
      {editing !== undefined && (
        <WebhookDialog hook={current(editing) ?? null} mutations={mutations} onClose={() => setEditing(undefined)} />
      )}
      <WebhookDeliveriesDrawer
        hook={current(logOf) ?? null}
        mutations={mutations}
        onClose={() => {
          setLogOf(null);
          refresh();
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        icon="trash"
        message={t('settings.webhooks.deleteConfirm', { url: deleting?.url ?? '' })}
        confirmText={t('settings.webhooks.delete')}
        loading={mutations.remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && mutations.remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}

interface WebhookRowProps {
  readonly hook: Webhook;
  readonly onEdit: () => void;
  readonly onLog: () => void;
  readonly onDelete: () => void;
  readonly onEnable: () => void;
}

function WebhookRow({ hook, onEdit, onLog, onDelete, onEnable }: WebhookRowProps) {
  const { t } = useLabels();
  const state = webhookState(hook);
  const last = hook.lastDelivery;
  return (
    <tr data-testid="webhook-row">
      <td className="bo-webhooks-url">
        <div className={Classes.MONOSPACE_TEXT}>{hook.url}</div>
        {hook.description && <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{hook.description}</div>}
      </td>
      <td>
        <div className="bo-webhooks-tags">
          {hook.events.map((name) => (
            <Tag key={name} minimal>
              {t(`settings.webhooks.eventNames.${name}`, { defaultValue: name })}
            </Tag>
          ))}
        </div>
      </td>
      <td className="bo-webhooks-state">
        <Tag minimal intent={STATE_INTENT[state]}>
          {state === 'disabled' ? t('settings.webhooks.delivery.failed') : t(`settings.webhooks.${state}`)}
        </Tag>
        {state === 'disabled' && (
          <div className="bo-webhooks-reason">
            <span className={Classes.TEXT_SMALL}>
              {t('settings.webhooks.disabled', { reason: hook.disabledReason ?? '' })}
            </span>
            <Button
              size={Size.SMALL}
              intent={Intent.SUCCESS}
              icon="play"
              text={t('settings.webhooks.enable')}
              onClick={onEnable}
            />
          </div>
        )}
      </td>
      <td className="bo-webhooks-last">
        {last ? (
          <>
            <Tag minimal intent={DELIVERY_INTENT[last.status]}>
              {last.statusCode ?? t(`settings.webhooks.delivery.${last.status}`)}
            </Tag>{' '}
            <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{formatDateTime(last.at)}</span>
          </>
        ) : (
          <span className={Classes.TEXT_MUTED}>{t('settings.webhooks.never')}</span>
        )}
      </td>
      <td className="bo-webhooks-actions">
        <ButtonGroup variant="minimal" size={Size.SMALL}>
          <Button
            icon="history"
            aria-label={t('settings.webhooks.log')}
            title={t('settings.webhooks.log')}
            onClick={onLog}
          />
          <Button
            icon="edit"
            aria-label={t('settings.webhooks.edit')}
            title={t('settings.webhooks.edit')}
            onClick={onEdit}
          />
          <Button
            icon="trash"
            intent={Intent.DANGER}
            aria-label={t('settings.webhooks.delete')}
            title={t('settings.webhooks.delete')}
            onClick={onDelete}
          />
        </ButtonGroup>
      </td>
    </tr>
  );
}
