import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import type { CreatedApiToken } from '../../../shared/api/endpoints/apiTokens';
import { API_TOKEN_LIFETIMES, API_TOKEN_NAME_MAX } from '../../../shared/domain/apiTokens';
import { notify } from '../../core/toaster';
import { CopyField } from '../../components/CopyField';
import { DialogSaveFooter } from '../../components/DialogSaveFooter';
import { useLabels } from '../../components/labels/useLabels';
import {
  apiTokenBody,
  apiTokenFormErrors,
  choose,
  chosenCount,
  EMPTY_API_TOKEN_FORM,
  type ApiTokenFormErrors,
} from './apiTokenForm';
import { useApiTokenMutations } from './apiTokenQueries';
import { TokenKeysPicker } from './TokenKeysPicker';

/** The token just made, shown this once with a copy button. */
function MadeToken({ made, onClose }: { readonly made: CreatedApiToken; readonly onClose: () => void }) {
  const { t } = useLabels();
  return (
    <>
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="key" title={t('apiTokens.madeTitle', { name: made.name })}>
          {t('apiTokens.madeHint')}
        </Callout>
        <FormGroup label={t('apiTokens.token')} labelFor="api-token-made" className="bo-api-token-made">
          <CopyField id="api-token-made" value={made.token} label={t('apiTokens.token')} />
        </FormGroup>
        <p className={`${Classes.TEXT_MUTED} bo-api-token-usage`}>{t('apiTokens.usage')}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t('apiTokens.done')} onClick={onClose} />} />
    </>
  );
}

/** Props of {@link ApiTokenDialog}. */
export interface ApiTokenDialogProps {
  readonly onClose: () => void;
}

/**
 * Makes a token of the signed-in user's: a name, how long it lives, and read-only or chosen
 * keys of their own permissions. Then shows the token once.
 */
export function ApiTokenDialog({ onClose }: ApiTokenDialogProps) {
  const { t } = useLabels();
  const [values, setValues] = useState(EMPTY_API_TOKEN_FORM);
  const [errors, setErrors] = useState<ApiTokenFormErrors>({});
  const [made, setMade] = useState<CreatedApiToken | null>(null);
  const { create } = useApiTokenMutations();
  const busy = create.isPending;
  const error = (name: keyof ApiTokenFormErrors) =>
    errors[name] ? { intent: Intent.DANGER, helperText: t(errors[name], { max: API_TOKEN_NAME_MAX }) } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = apiTokenFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(apiTokenBody(values), { onSuccess: setMade, onError: (err) => notify.error(err) });
  };

  return (
    <Dialog
      isOpen
      icon="key"
      title={t('apiTokens.newTitle')}
      onClose={onClose}
      canOutsideClickClose={!made}
      className="bo-api-token-dialog"
    >
      {made ? (
        <MadeToken made={made} onClose={onClose} />
      ) : (
        <form onSubmit={submit} noValidate data-testid="api-token-form">
          <DialogBody>
            <div className="bo-api-token-row">
              <FormGroup label={t('apiTokens.name')} labelFor="api-token-name" labelInfo="*" {...error('name')}>
                <InputGroup
                  id="api-token-name"
                  value={values.name}
                  disabled={busy}
                  placeholder={t('apiTokens.namePlaceholder')}
                  onValueChange={(name) => setValues((prev) => ({ ...prev, name }))}
                />
              </FormGroup>
              <FormGroup label={t('apiTokens.expires')} labelFor="api-token-days">
                <HTMLSelect
                  id="api-token-days"
                  value={values.days}
                  disabled={busy}
                  onChange={(e) => {
                    const days = API_TOKEN_LIFETIMES.find((d) => d === Number(e.target.value));
                    if (days) setValues((prev) => ({ ...prev, days }));
                  }}
                  options={API_TOKEN_LIFETIMES.map((days) => ({
                    value: days,
                    label: t('apiTokens.days', { count: days }),
                  }))}
                />
              </FormGroup>
            </div>
            <RadioGroup
              label={t('apiTokens.access')}
              inline
              selectedValue={values.readOnly ? 'read' : 'chosen'}
              disabled={busy}
              onChange={(e) => {
                const readOnly = e.currentTarget.value === 'read';
                setValues((prev) => ({ ...prev, readOnly }));
              }}
            >
              <Radio value="read" label={t('apiTokens.readOnly')} />
              <Radio value="chosen" label={t('apiTokens.chosen')} />
            </RadioGroup>
            {values.readOnly ? (
              <p className={`${Classes.TEXT_MUTED} bo-api-token-usage`}>{t('apiTokens.readOnlyHint')}</p>
            ) : (
              <FormGroup
                label={t('apiTokens.chosenCount', { count: chosenCount(values.permission) })}
                {...error('permission')}
              >
                <TokenKeysPicker
                  value={values.permission}
                  disabled={busy}
                  onChange={(resource, actions, on) =>
                    setValues((prev) => ({ ...prev, permission: choose(prev.permission, resource, actions, on) }))
                  }
                />
              </FormGroup>
            )}
          </DialogBody>
          <DialogSaveFooter busy={busy} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
