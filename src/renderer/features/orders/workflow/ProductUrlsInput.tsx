import { Button, ControlGroup, FormGroup, InputGroup, Size } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface ProductUrlsInputProps {
  /** One text per row; empty rows are ignored when sent. */
  readonly rows: readonly string[];
  readonly onChange: (rows: string[]) => void;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Prefix of the input ids. @default 'panel' */
  readonly idPrefix?: string;
}

/** The product images of a step as URLs, one per row, with their thumbnails (uploads come later). */
export function ProductUrlsInput({ rows, onChange, required, disabled, idPrefix = 'panel' }: ProductUrlsInputProps) {
  const { t } = useTranslation();
  const shown = rows.length > 0 ? rows : [''];
  const setRow = (i: number, value: string) => onChange(shown.map((r, j) => (j === i ? value : r)));
  return (
    <FormGroup
      label={t('workflow.productUrl')}
      labelFor={`${idPrefix}-product-0`}
      labelInfo={required ? '*' : undefined}
    >
      <div className="bo-product-rows">
        {shown.map((row, i) => (
          <ControlGroup key={i} fill>
            <InputGroup
              id={`${idPrefix}-product-${i}`}
              type="url"
              leftIcon="media"
              placeholder="https://"
              aria-label={i === 0 ? undefined : t('workflow.productUrl')}
              value={row}
              disabled={disabled}
              onValueChange={(v) => setRow(i, v)}
              rightElement={
                row.trim() ? <img className="bo-thumb bo-input-thumb" src={row.trim()} alt="" /> : undefined
              }
            />
            {shown.length > 1 && (
              <Button
                icon="cross"
                aria-label={t('workflow.removeProduct')}
                disabled={disabled}
                onClick={() => onChange(shown.filter((_, j) => j !== i))}
              />
            )}
          </ControlGroup>
        ))}
        <Button
          size={Size.SMALL}
          icon="plus"
          text={t('workflow.addProduct')}
          disabled={disabled}
          onClick={() => onChange([...shown, ''])}
        />
      </div>
    </FormGroup>
  );
}
