import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../shared/api/errors';
import type { ResourceDef } from '../../shared/domain/resources';
import { notify } from '../core/toaster';
import { formFields } from './columns';
import { FieldInput } from '../components/form/FieldInput';
import type { FieldErrors } from '../components/form/formValidation';
import { checkResourceForm, showSaveError } from '../components/form/resourceFormCheck';
import { initialValues, type FormValue, type Row } from '../components/form/formValues';
import { useSaveResource } from './resourceMutations';
import { useLabels } from '../components/labels/useLabels';

/** Props of {@link ResourceForm}. */
export interface ResourceFormProps {
  readonly def: ResourceDef;
  /** Row to edit; create when absent. */
  readonly id?: number;
  /** Create defaults from the hash's query. */
  readonly defaults: Readonly<Record<string, string>>;
  /** The loaded row of an edit. */
  readonly row?: Row;
  /** After a save, and on Cancel. */
  readonly onClose: () => void;
  /** The message of a refused stale update (409), shown above the reloaded row. */
  readonly conflict: string | null;
  readonly onConflict: (message: string) => void;
  /** Shown below the fields (a niche's charts). @default none */
  readonly extra?: ReactNode;
  /** Inside a dialog's body and footer, or on a page with its buttons below. @default 'dialog' */
  readonly layout?: 'dialog' | 'page';
}

/** The registry's form of a resource: its fields, checked like the server checks them, saved. */
export function ResourceForm(props: ResourceFormProps) {
  const { def, id, defaults, row, onClose, conflict, onConflict, extra, layout = 'dialog' } = props;
  const { t } = useLabels();
  const fields = useMemo(() => formFields(def, id === undefined ? 'create' : 'edit'), [def, id]);
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(fields, row, defaults));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveResource(def.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors } = checkResourceForm(def, fields, values, row);
    setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(t('form.success'));
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.statusCode === 409) {
            onConflict(err.message);
            return;
          }
          showSaveError(err, fields, setErrors);
        },
      },
    );
  };

  const body = (
    <>
      {conflict && (
        <Callout intent={Intent.WARNING} icon="refresh" title={t('form.conflictTitle')} className="bo-form-callout">
          {conflict} {t('form.conflictReloaded')}
        </Callout>
      )}
      <div className="bo-form-grid">
        {fields.map(([name, field]) => (
          <FieldInput
            key={name}
            resource={def.name}
            name={name}
            field={field}
            value={values[name] ?? null}
            error={errors[name]}
            // A create-only field (a role's name, a user's email) is shown but fixed once created.
            disabled={save.isPending || (row !== undefined && field.createOnly === true)}
            onChange={(value) => setValues((prev) => ({ ...prev, [name]: value }))}
          />
        ))}
      </div>
      {extra}
    </>
  );
  const actions = (
    <>
      <Button text={t('list.cancel')} onClick={onClose} disabled={save.isPending} />
      <Button type="submit" intent={Intent.PRIMARY} text={t('form.save')} loading={save.isPending} />
    </>
  );

  return (
    <form onSubmit={submit} noValidate>
      {layout === 'dialog' ? (
        <>
          <DialogBody>{body}</DialogBody>
          <DialogFooter actions={actions} />
        </>
      ) : (
        <>
          {body}
          <div className="bo-form-page-actions">{actions}</div>
        </>
      )}
    </form>
  );
}
