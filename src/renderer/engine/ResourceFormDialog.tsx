import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../shared/api/errors';
import type { ResourceDef } from '../../shared/domain/resources';
import { useResources } from '../app/bridge';
import { notify } from '../app/toaster';
import { formFields } from './columns';
import { FieldInput } from '../components/form/FieldInput';
import {
  schemaFieldErrors,
  serverFieldErrors,
  validateForm,
  type FieldErrors,
} from '../components/form/formValidation';
import { initialValues, toPayload, type FormValue, type Row } from '../components/form/formValues';
import { useSaveResource } from './resourceMutations';
import { resourceQueries } from '../app/resourceQueries';
import { useLabels } from '../components/labels/useLabels';
import './resources.css';

export interface ResourceFormDialogProps {
  readonly def: ResourceDef;
  /** Row to edit; create when absent. */
  readonly id?: number;
  /** Create defaults from the hash's query. */
  readonly defaults: Readonly<Record<string, string>>;
  readonly onClose: () => void;
  /** Shown below the fields, inside the dialog (a niche's charts). @default none */
  readonly extra?: ReactNode;
}

/** Spec section 2: payments edit opens 800 wide, niches edit 600. */
const EDIT_WIDTHS: Readonly<Record<string, number>> = { payments: 800, niches: 600 };

interface FormProps extends ResourceFormDialogProps {
  readonly row?: Row;
  /** The message of a refused stale update (409), shown above the reloaded row. */
  readonly conflict: string | null;
  readonly onConflict: (message: string) => void;
}

function ResourceForm({ def, id, defaults, row, onClose, conflict, onConflict, extra }: FormProps) {
  const { t } = useLabels();
  const fields = useMemo(() => formFields(def, id === undefined ? 'create' : 'edit'), [def, id]);
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialValues(fields, row, defaults));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveResource(def.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const names = fields.map(([name]) => name);
    const body = toPayload(fields, values, row);
    const found = validateForm(fields, values);
    const errors =
      Object.keys(found).length > 0 ? found : schemaFieldErrors(def, body, row ? 'update' : 'create', names);
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
          const mapped =
            err instanceof ApiError
              ? serverFieldErrors(
                  err.details,
                  fields.map(([name]) => name),
                )
              : {};
          setErrors(mapped);
          if (Object.keys(mapped).length === 0) notify.error(err);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogBody>
        {conflict && (
          <Callout intent={Intent.WARNING} icon="refresh" title={t('form.conflictTitle')} className="bo-form-callout">
            {conflict} {t('form.conflictReloaded')}
          </Callout>
        )}
        <div className="bo-form-grid">
          {fields.map(([name, field]) => (
            <FieldInput
              key={name}
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
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('list.cancel')} onClick={onClose} disabled={save.isPending} />
            <Button type="submit" intent={Intent.PRIMARY} text={t('form.save')} loading={save.isPending} />
          </>
        }
      />
    </form>
  );
}

/** The create or edit modal of a resource (spec section 2, modal routes), fields from the registry. */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  const { def, id, onClose } = props;
  const { t, resourceLabel } = useLabels();
  const resources = useResources();
  const editing = id !== undefined;
  const [conflict, setConflict] = useState<string | null>(null);
  // Bumped after a 409 reload so the form reopens on the fresh row; a plain refetch must not remount it.
  const [version, setVersion] = useState(0);
  const rowQuery = useQuery({ ...resourceQueries.one(resources, def.name, id ?? 0), enabled: editing });
  const width = editing ? (EDIT_WIDTHS[def.name] ?? 720) : 720;
  const title = editing
    ? t('form.editTitle', { resource: resourceLabel(def.name), id })
    : t('form.createTitle', { resource: resourceLabel(def.name) });

  const content = () => {
    if (!editing) return <ResourceForm {...props} conflict={null} onConflict={setConflict} />;
    if (rowQuery.isPending)
      return (
        <DialogBody>
          <Spinner />
        </DialogBody>
      );
    if (rowQuery.isError)
      return (
        <DialogBody>
          <NonIdealState icon="error" title={t('list.loadError')} description={rowQuery.error.message} />
        </DialogBody>
      );
    return (
      <ResourceForm
        key={version}
        {...props}
        row={rowQuery.data}
        conflict={conflict}
        onConflict={(message) => {
          setConflict(message);
          void rowQuery.refetch().then(() => setVersion((v) => v + 1));
        }}
      />
    );
  };

  return (
    <Dialog isOpen title={title} icon={editing ? 'edit' : 'add'} onClose={onClose} style={{ width, maxWidth: '95vw' }}>
      {content()}
    </Dialog>
  );
}
