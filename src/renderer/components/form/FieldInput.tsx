import {
  Classes,
  ControlGroup,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Switch,
  TagInput,
  TextArea,
} from '@blueprintjs/core';
import type { FieldDef, FieldType } from '../../../shared/domain/fields';
import { EnumMultiSelect } from './EnumMultiSelect';
import type { FieldError } from './formValidation';
import type { FormValue } from './formValues';
import { NumberInput } from './NumberInput';
import { RateStars } from './RateStars';
import { ReferenceMultiSelect } from './ReferenceMultiSelect';
import { ReferenceSelect } from './ReferenceSelect';
import { useLabels } from '../labels/useLabels';
import { ImageUpload } from '../ImageUpload';
import { uploadTypeOf } from '../../../shared/api/uploads';

export interface FieldInputProps {
  readonly name: string;
  readonly field: FieldDef;
  readonly value: FormValue;
  readonly onChange: (value: FormValue) => void;
  readonly error?: FieldError;
  readonly disabled?: boolean;
  /** The resource whose field it is: its image fields upload as its type. @default 'products' */
  readonly resource?: string;
}

const WIDE_TYPES: ReadonlySet<FieldType> = new Set(['text', 'html', 'refs', 'list', 'images']);

/** True for form inputs that take the whole width of the form grid. */
function isWideField(field: FieldDef): boolean {
  return WIDE_TYPES.has(field.type);
}

function Control({ name, field, value, onChange, disabled, resource = 'products' }: Omit<FieldInputProps, 'error'>) {
  const { t, enumLabel } = useLabels();
  const id = `field-${name}`;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  switch (field.type) {
    case 'text':
    case 'html':
      return (
        <TextArea
          id={id}
          fill
          autoResize
          rows={field.type === 'html' ? 6 : 3}
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'int':
    case 'number':
    case 'money':
      return (
        <NumberInput
          id={id}
          field={field}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'rate':
      return <RateStars value={typeof value === 'number' ? value : null} onChange={onChange} disabled={disabled} />;
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={value === true}
          disabled={disabled}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <input
          id={id}
          className={`${Classes.INPUT} ${Classes.FILL}`}
          type={field.type === 'date' ? 'date' : 'datetime-local'}
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'enum':
      return (
        <HTMLSelect
          id={id}
          fill
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          options={[
            { value: '', label: t('form.selectPlaceholder') },
            ...(field.values ?? []).map((v) => ({ value: v, label: enumLabel(v) })),
          ]}
        />
      );
    case 'images':
      return (
        <ImageUpload
          id={id}
          multiple
          type={uploadTypeOf(resource)}
          value={list.map(String)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'list':
      return field.values ? (
        <EnumMultiSelect
          id={id}
          values={field.values}
          value={list.map(String)}
          onChange={onChange}
          disabled={disabled}
        />
      ) : (
        <TagInput
          inputProps={{ id }}
          values={list.map(String)}
          disabled={disabled}
          addOnBlur
          onChange={(v) => onChange(v.map(String))}
        />
      );
    case 'ref':
      return (
        <ReferenceSelect
          id={id}
          fill
          resource={field.to ?? ''}
          value={typeof value === 'number' ? value : null}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'refs':
      return (
        <ReferenceMultiSelect
          id={id}
          resource={field.to ?? ''}
          value={list.map(Number)}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case 'color':
      return (
        <ControlGroup>
          <input
            type="color"
            aria-label={name}
            className="bo-color-input"
            value={text || '#000000'}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
          <InputGroup id={id} value={text} placeholder="#2D72D2" disabled={disabled} onValueChange={onChange} />
        </ControlGroup>
      );
    case 'image':
      return (
        <ImageUpload
          id={id}
          type={uploadTypeOf(resource)}
          removable={!field.required}
          value={text ? [text] : []}
          onChange={(urls) => onChange(urls[0] ?? '')}
          disabled={disabled}
        />
      );
    default:
      return (
        <InputGroup
          id={id}
          fill
          type={field.secret ? 'password' : 'text'}
          autoComplete={field.secret ? 'new-password' : undefined}
          value={text}
          disabled={disabled}
          onValueChange={onChange}
        />
      );
  }
}

/** One labelled input of a resource form, chosen by the field's type, with its error. */
export function FieldInput(props: FieldInputProps) {
  const { t, fieldLabel } = useLabels();
  const { name, field, error } = props;
  return (
    <FormGroup
      className={isWideField(field) ? 'bo-form-wide' : undefined}
      label={fieldLabel(name)}
      labelFor={`field-${name}`}
      labelInfo={field.required ? '*' : undefined}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? ('key' in error ? t(error.key) : error.text) : undefined}
    >
      <Control {...props} />
    </FormGroup>
  );
}
