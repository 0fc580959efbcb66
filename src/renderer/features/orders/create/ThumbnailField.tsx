import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_UPLOAD_BOX } from '../../../../shared/domain/constants';
import { ImageUpload } from '../../../components/ImageUpload';

export interface ThumbnailFieldProps {
  readonly value: string;
  readonly onChange: (url: string) => void;
  readonly label: string;
  /** i18n key of the error. */
  readonly error?: string;
  readonly disabled?: boolean;
}

/**
 * The order thumbnail of spec section 2: an image uploaded into the 250 × 150 box, or an
 * image URL pasted below it; the box previews whichever was given last.
 */
export function ThumbnailField({ value, onChange, label, error, disabled }: ThumbnailFieldProps) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={label}
      labelFor="order-thumbnail"
      labelInfo="*"
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? t(error) : undefined}
    >
      <ImageUpload
        value={value ? [value] : []}
        onChange={(urls) => onChange(urls[0] ?? '')}
        type="order"
        disabled={disabled}
      />
      <InputGroup
        id="order-thumbnail"
        type="text"
        leftIcon="link"
        placeholder={t('upload.orUrl')}
        value={value}
        disabled={disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        onValueChange={onChange}
        style={{ width: THUMBNAIL_UPLOAD_BOX.width }}
      />
    </FormGroup>
  );
}
