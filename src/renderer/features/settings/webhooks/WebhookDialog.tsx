import { Checkbox, Dialog, DialogBody, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { Webhook } from '../../../../shared/api/endpoints/webhooks';
import { WEBHOOK_EVENTS } from '../../../../shared/domain/webhook';
import { DialogSaveFooter } from '../../../components/DialogSaveFooter';
import { useLabels } from '../../../components/labels/useLabels';
import { toggledEvents, webhookFormErrors, webhookFormOf, type WebhookFormErrors } from './webhookForm';
import type { useWebhookMutations } from './webhookQueries';
import { WebhookSecretField } from './WebhookSecretField';

/** Props of {@link WebhookDialog}. */
export interface WebhookDialogProps {
  /** The subscription to change; null adds one. */
  readonly hook: Webhook | null;
  readonly mutations: ReturnType<typeof useWebhookMutations>;
  readonly onClose: () => void;
}

/** Adds a webhook (URL, events, description) or edits one, with its secret to copy or rotate. */
export function WebhookDialog({ hook, mutations, onClose }: WebhookDialogProps) {
  const { t } = useLabels();
  const [values, setValues] = useState(() => webhookFormOf(hook));
  const [errors, setErrors] = useState<WebhookFormErrors>({});
  const busy = mutations.create.isPending || mutations.update.isPending;
  const error = (name: keyof WebhookFormErrors) => {
    const found = errors[name];
    return found ? { intent: Intent.DANGER, helperText: t(found.key, found.values ?? {}) } : {};
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = webhookFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      url: values.url.trim(),
      events: [...values.events],
      description: values.description.trim() || null,
      active: values.active,
    };
    const options = { onSuccess: onClose };
    if (hook) mutations.update.mutate({ id: hook.id, body: { ...body, updatedAt: hook.updatedAt } }, options);
    else mutations.create.mutate(body, options);
  };

  return (
    <Dialog
      isOpen
      icon="globe-network"
      title={t(hook ? 'settings.webhooks.editTitle' : 'settings.webhooks.addTitle')}
      onClose={onClose}
      style={{ width: 600, maxWidth: '95vw' }}
    >
      <form onSubmit={submit} noValidate data-testid="webhook-form">
        <DialogBody>
          <FormGroup label={t('settings.webhooks.url')} labelFor="webhook-url" labelInfo="*" {...error('url')}>
            <InputGroup
              id="webhook-url"
              type="url"
              value={values.url}
              placeholder={t('settings.webhooks.urlPlaceholder')}
              disabled={busy}
              onValueChange={(url) => setValues((prev) => ({ ...prev, url }))}
            />
          </FormGroup>
          <FormGroup label={t('settings.webhooks.events')} labelInfo="*" {...error('events')}>
            <div className="bo-webhook-events" role="group" aria-label={t('settings.webhooks.events')}>
              {WEBHOOK_EVENTS.map((name) => (
                <Checkbox
                  key={name}
                  label={t(`settings.webhooks.eventNames.${name}`)}
                  checked={values.events.includes(name)}
                  disabled={busy}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setValues((prev) => ({ ...prev, events: toggledEvents(prev.events, name, on) }));
                  }}
                />
              ))}
            </div>
          </FormGroup>
          <FormGroup label={t('settings.webhooks.description')} labelFor="webhook-description">
            <InputGroup
              id="webhook-description"
              value={values.description}
              placeholder={t('settings.webhooks.descriptionPlaceholder')}
              disabled={busy}
              onValueChange={(description) => setValues((prev) => ({ ...prev, description }))}
            />
          </FormGroup>
          <Switch
            label={t('settings.webhooks.active')}
            checked={values.active}
            disabled={busy}
            onChange={(e) => {
              const active = e.currentTarget.checked;
              setValues((prev) => ({ ...prev, active }));
            }}
          />
          {hook && (
            <WebhookSecretField
              secret={hook.secret}
              rotating={mutations.rotate.isPending}
              onRotate={() => mutations.rotate.mutate(hook.id)}
            />
          )}
        </DialogBody>
        <DialogSaveFooter busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
