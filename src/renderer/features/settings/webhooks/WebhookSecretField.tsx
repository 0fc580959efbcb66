import { Button, ButtonGroup, Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { notify } from '../../../core/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLabels } from '../../../components/labels/useLabels';

/** Props of {@link WebhookSecretField}. */
export interface WebhookSecretFieldProps {
  readonly secret: string;
  readonly rotating: boolean;
  readonly onRotate: () => void;
}

/** A subscription's signing secret, hidden until revealed, with Copy and Rotate (after a confirmation). */
export function WebhookSecretField({ secret, rotating, onRotate }: WebhookSecretFieldProps) {
  const { t } = useLabels();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => notify.success(t('files.copied')),
      (error: unknown) => notify.error(error),
    );
  return (
    <FormGroup
      label={t('settings.webhooks.secret')}
      labelFor="webhook-secret"
      helperText={t('settings.webhooks.secretHelp')}
    >
      <div className="bo-webhook-secret">
        <InputGroup
          id="webhook-secret"
          readOnly
          fill
          className={Classes.MONOSPACE_TEXT}
          type={shown ? 'text' : 'password'}
          value={secret}
          onFocus={(e) => e.currentTarget.select()}
          rightElement={
            <Button
              variant="minimal"
              icon={shown ? 'eye-off' : 'eye-open'}
              aria-label={t(shown ? 'settings.webhooks.hide' : 'settings.webhooks.reveal')}
              onClick={() => setShown((now) => !now)}
            />
          }
        />
        <ButtonGroup>
          <Button icon="duplicate" aria-label={t('settings.webhooks.copySecret')} onClick={() => void copy()} />
          <Button
            icon="refresh"
            text={t('settings.webhooks.rotate')}
            loading={rotating}
            onClick={() => setConfirming(true)}
          />
        </ButtonGroup>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        intent={Intent.WARNING}
        icon="key"
        message={t('settings.webhooks.rotateConfirm')}
        confirmText={t('settings.webhooks.rotate')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onRotate();
        }}
      />
    </FormGroup>
  );
}
