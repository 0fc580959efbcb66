import { Button, Classes, Icon, Size } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi, useFormCaller } from '../core/bridge';
import { notify } from '../core/toaster';
import { AvatarCropDialog } from './AvatarCropDialog';
import { cropToFile, type PixelArea } from './cropImage';
import { refuseFiles, uploadFailureMessage, uploadFiles } from './uploadImages';
import { ImageFileInput } from './ImageFileInput';
import './avatarUpload.css';

/** Props of {@link AvatarUpload}. */
export interface AvatarUploadProps {
  /** URL of the avatar, or empty. */
  readonly value: string;
  readonly onChange: (url: string) => void;
  readonly disabled?: boolean;
  /** Id of the choose button, for a FormGroup's labelFor. */
  readonly id?: string;
}

/**
 * The avatar of spec section 5: a picked image (images only, under 5 MB, 'error.uploadSize')
 * is cropped to a 250 × 250 circle, then uploaded through /uploadFile as an `avatar`. A crop
 * replaced before the form is saved is deleted (POST /deleteFile), as ImageUpload does; the
 * saved avatar is the form's to delete once the new one is stored.
 */
export function AvatarUpload({ value, onChange, disabled, id }: AvatarUploadProps) {
  const { t } = useTranslation();
  const call = useApi();
  const callForm = useFormCaller();
  const input = useRef<HTMLInputElement>(null);
  const uploadedHere = useRef(new Set<string>());
  const [picked, setPicked] = useState<{ src: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.src);
    },
    [picked],
  );

  const discard = (url: string) => {
    if (uploadedHere.current.delete(url)) void call('POST /deleteFile', { body: { url } }).catch(() => undefined);
  };
  const choose = (files: readonly File[]) => {
    const [file] = files;
    if (!file) return;
    const refusal = refuseFiles([file], 1);
    if (refusal) return notify.titledError(t('upload.errorTitle'), t(refusal));
    setPicked({ src: URL.createObjectURL(file), name: file.name });
  };
  const upload = async (area: PixelArea) => {
    if (!picked) return;
    setBusy(true);
    try {
      const file = await cropToFile(picked.src, area, picked.name);
      const [result] = await uploadFiles(callForm, [file], { type: 'avatar' });
      uploadedHere.current.add(result.image);
      if (value) discard(value);
      onChange(result.image);
      setPicked(null);
    } catch (error) {
      notify.titledError(t('upload.errorTitle'), uploadFailureMessage(error) ?? t('upload.serverError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-avatar-upload">
      <span className="bo-avatar bo-avatar-large">
        {value ? <img src={value} alt="" data-testid="avatar-image" /> : <Icon icon="person" size={40} />}
      </span>
      <div>
        <Button
          id={id}
          icon="upload"
          text={value ? t('avatar.change') : t('avatar.choose')}
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
        />
        {value && (
          <Button
            variant="minimal"
            size={Size.SMALL}
            icon="cross"
            text={t('avatar.remove')}
            disabled={disabled || busy}
            onClick={() => {
              discard(value);
              onChange('');
            }}
          />
        )}
        <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t('avatar.hint')}</div>
      </div>
      <ImageFileInput ref={input} untabbable testId="avatar-file" disabled={disabled || busy} onFiles={choose} />
      {picked && (
        <AvatarCropDialog
          src={picked.src}
          busy={busy}
          onCancel={() => setPicked(null)}
          onCrop={(a) => void upload(a)}
        />
      )}
    </div>
  );
}
