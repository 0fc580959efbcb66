import { Button, Callout, FormGroup, Intent } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api/errors';
import { RESOURCES } from '../../../shared/domain/resources';
import { useApi, useResources } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { AvatarUpload } from '../../components/AvatarUpload';
import { FieldInput } from '../../components/form/FieldInput';
import type { FieldErrors } from '../../components/form/formValidation';
import { checkResourceForm, showSaveError } from '../../components/form/resourceFormCheck';
import { initialValues, type FormValue, type Row } from '../../components/form/formValues';
import { useLabels } from '../../components/labels/useLabels';
import { fillFromCustomer, isUserFieldDisabled, userFormFields, type UserFormMode } from './userFormRules';

const users = RESOURCES.users;
const ALL_FIELDS = Object.entries(users.fields);

/** Props of {@link UserForm}. */
export interface UserFormProps {
  /** The user to edit; create when absent. */
  readonly row?: Row;
  readonly onSaved: (row: Row) => void;
  /** Buttons beside Save (the modal's Cancel). @default none */
  readonly actions?: ReactNode;
}

/**
 * The user form of spec section 5, in the create modal and on the edit screen: the password
 * only at creation, the email fixed afterwards, the role disabled without users.update (edit)
 * or users.create (create), salary terms only with salaryInfos.update and never for the
 * customer role, and a customer-role user's customer filling name, email, phone and Facebook
 * link. A replaced avatar's old file is deleted once the new one is saved.
 */
export function UserForm({ row, onSaved, actions }: UserFormProps) {
  const { t, fieldLabel } = useLabels();
  const mode: UserFormMode = row ? 'edit' : 'create';
  const viewer = useCurrentUser();
  const resources = useResources();
  const call = useApi();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(ALL_FIELDS, row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const fields = useMemo(() => userFormFields(mode, viewer, values), [mode, viewer, values]);
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      row ? resources('users').update(Number(row.id), body) : resources('users').create(body),
    onSettled: () => client.invalidateQueries({ queryKey: resourceKeys.all('users') }),
  });

  const set = (name: string, value: FormValue) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (name !== 'customerId' || typeof value !== 'number') return;
    void resources('customers')
      .one(value)
      .then((customer) => setValues((prev) => fillFromCustomer(prev, customer, mode)))
      .catch((err: unknown) => notify.error(err));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = checkResourceForm(users, fields, values, row);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const oldAvatar = typeof row?.avatar === 'string' ? row.avatar : '';
    save.mutate(body, {
      onSuccess: (saved) => {
        if (oldAvatar && 'avatar' in body && body.avatar !== oldAvatar)
          void call('POST /deleteFile', { body: { url: oldAvatar } }).catch(() => undefined);
        notify.success(t('form.success'));
        onSaved(saved);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.statusCode === 409 && !err.details) return setConflict(err.message);
        showSaveError(err, fields, setErrors);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="user-form">
      {conflict && (
        <Callout intent={Intent.WARNING} icon="refresh" title={t('form.conflictTitle')} className="bo-form-callout">
          {conflict}
        </Callout>
      )}
      <div className="bo-form-grid">
        {fields.map(([name, field]) =>
          name === 'avatar' ? (
            <FormGroup key={name} className="bo-form-wide" label={fieldLabel(name, 'users')} labelFor="field-avatar">
              <AvatarUpload
                id="field-avatar"
                value={typeof values.avatar === 'string' ? values.avatar : ''}
                onChange={(url) => set('avatar', url)}
                disabled={save.isPending}
              />
            </FormGroup>
          ) : (
            <FieldInput
              resource="users"
              key={name}
              name={name}
              field={field}
              value={values[name] ?? null}
              error={errors[name]}
              disabled={save.isPending || isUserFieldDisabled(name, mode, viewer)}
              onChange={(value) => set(name, value)}
            />
          ),
        )}
      </div>
      <div className="bo-user-form-actions">
        {actions}
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text={t('form.save')}
          loading={save.isPending}
        />
      </div>
    </form>
  );
}
