import { Classes, FormGroup, Icon, InputGroup, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { THUMBNAIL_UPLOAD_BOX } from '../../../../shared/domain/constants';

export interface ThumbnailFieldProps {
  readonly value: string;
  readonly onChange: (url: string) => void;
  readonly label: string;
  /** i18n key of the error. */
  readonly error?: string;
  readonly disabled?: boolean;
}

/** The order thumbnail: an image URL with its preview in the 250 × 150 box of spec section 2. */
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
      <div
        className={`bo-thumbnail-box ${Classes.ELEVATION_0}`}
        style={{ width: THUMBNAIL_UPLOAD_BOX.width, height: THUMBNAIL_UPLOAD_BOX.height }}
      >
        {value ? (
          <img src={value} alt="" />
        ) : (
          <span className={Classes.TEXT_MUTED}>
            <Icon icon="media" size={24} />
            <br />
            {t('orders.thumbnailHint')}
          </span>
        )}
      </div>
      <InputGroup
        id="order-thumbnail"
        type="url"
        leftIcon="link"
        placeholder="https://"
        value={value}
        disabled={disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        onValueChange={onChange}
        style={{ width: THUMBNAIL_UPLOAD_BOX.width }}
      />
    </FormGroup>
  );
}
