import {
  Button,
  ButtonGroup,
  ButtonVariant,
  Classes,
  Icon,
  Intent,
  ProgressBar,
  Size,
  Spinner,
} from '@blueprintjs/core';
import { useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_FILES, type UploadType } from '../../shared/api/uploads';
import { THUMBNAIL_UPLOAD_BOX } from '../../shared/domain/constants';
import { useApi, useBridge, useFormCaller } from '../core/bridge';
import { notify } from '../core/toaster';
import { clipboardFile, moved, refuseFiles, uploadFailureMessage, uploadFiles } from './uploadImages';
import './imageUpload.css';
import { ImageFileInput } from './ImageFileInput';
import { Thumb } from './Thumb';
import { useUnloadWarning } from './useUnloadWarning';

export interface ImageUploadProps {
  /** URLs of the uploaded images: at most one unless `multiple`. */
  readonly value: readonly string[];
  readonly onChange: (urls: string[]) => void;
  /** Product images: several files per pick, each added to the list. */
  readonly multiple?: boolean;
  readonly type?: UploadType;
  readonly orderId?: number;
  readonly disabled?: boolean;
  /** Id of the drop box, for a FormGroup's labelFor. */
  readonly id?: string;
  /** A single optional image offers Remove under its preview. @default false */
  readonly removable?: boolean;
}

/**
 * The 250 × 150 upload box of spec sections 2 and 9: click to choose, drop, or paste an image
 * (in the desktop app, also one the system clipboard holds).
 * Images only, each under 5 MB; a failure shows the 'Error' toast for 15 s, clears the image
 * and marks the box 'Upload Failed' with a red bar (spec section 8). Several images (`multiple`)
 * are listed under the box, each moved earlier or later, or removed.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, multiple, type, orderId, disabled, id, removable = false } = props;
  const { t } = useTranslation();
  const bridge = useBridge();
  const call = useApi();
  const callForm = useFormCaller();
  const input = useRef<HTMLInputElement>(null);
  /** Files this box uploaded: only those are deleted when removed or replaced (a saved record's stay its own). */
  const uploadedHere = useRef(new Set<string>());
  const discard = (urls: readonly string[]) => {
    for (const url of urls) {
      if (uploadedHere.current.delete(url)) void call('POST /deleteFile', { body: { url } }).catch(() => undefined);
    }
  };
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const blocked = disabled || busy;
  const room = multiple ? MAX_UPLOAD_FILES : 1;
  useUnloadWarning(value.length > 0 || busy);

  const take = async (picked: readonly File[]) => {
    if (blocked || picked.length === 0) return;
    const refusal = refuseFiles(picked, room);
    if (refusal) return notify.titledError(t('upload.errorTitle'), t(refusal, { count: room }));
    setBusy(true);
    setFailed(false);
    try {
      const results = await uploadFiles(callForm, picked, { type, orderId });
      const urls = results.map((r) => r.image);
      for (const url of urls) uploadedHere.current.add(url);
      if (!multiple) discard(value);
      onChange(multiple ? [...value, ...urls] : urls.slice(0, 1));
    } catch (error) {
      notify.titledError(t('upload.errorTitle'), uploadFailureMessage(error) ?? t('upload.serverError'));
      if (!multiple) {
        discard(value);
        onChange([]);
      }
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0 && bridge.platform !== 'electron') return;
    event.preventDefault();
    if (files.length > 0) return void take(files);
    // The desktop app reads an image the system clipboard holds but the paste event does not carry.
    void bridge
      .readClipboardImage()
      .catch(() => null)
      .then((image) => (image ? take([clipboardFile(image)]) : undefined));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      input.current?.click();
    }
  };
  const shown = multiple ? null : value[0];
  // A URL given after a failure (the thumbnail's URL input) clears the mark.
  const showFailed = failed && !shown;
  const hint = showFailed ? t('upload.failed') : t(multiple ? 'upload.hintMultiple' : 'upload.hint');
  // The box's name holds the hint it shows, so a spoken name matches the visible one.
  const boxLabel = busy || shown ? t('upload.boxLabel') : `${t('upload.boxLabel')}: ${hint}`;

  return (
    <div className="bo-image-upload">
      <div
        id={id}
        role="button"
        tabIndex={blocked ? -1 : 0}
        aria-label={boxLabel}
        aria-disabled={blocked}
        aria-busy={busy}
        data-testid="image-upload"
        className={`bo-upload-box ${dragging ? 'bo-upload-dragging' : ''} ${blocked ? Classes.DISABLED : ''}`}
        style={{ width: THUMBNAIL_UPLOAD_BOX.width, height: THUMBNAIL_UPLOAD_BOX.height }}
        onClick={() => !blocked && input.current?.click()}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!blocked) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        {busy ? (
          <Spinner size={24} aria-label={t('upload.uploading')} />
        ) : shown ? (
          <img src={shown} alt="" />
        ) : (
          <span className={Classes.TEXT_MUTED}>
            <Icon
              icon={showFailed ? 'error' : 'cloud-upload'}
              size={24}
              intent={showFailed ? Intent.DANGER : Intent.NONE}
            />
            <br />
            {hint}
          </span>
        )}
        <ImageFileInput
          ref={input}
          untabbable
          multiple={multiple}
          disabled={blocked}
          onFiles={(files) => void take(files)}
        />
      </div>
      {showFailed && (
        <ProgressBar
          className="bo-upload-failed"
          aria-label={t('upload.failed')}
          intent={Intent.DANGER}
          value={1}
          stripes={false}
          animate={false}
        />
      )}
      {removable && shown && (
        <Button
          size={Size.SMALL}
          variant={ButtonVariant.MINIMAL}
          icon="cross"
          text={t('upload.remove')}
          disabled={blocked}
          onClick={() => {
            discard(value);
            onChange([]);
          }}
        />
      )}
      {multiple && value.length > 0 && (
        <div className="bo-upload-list">
          {value.map((url, i) => (
            <span key={`${url}-${i}`} className="bo-upload-item">
              <Thumb src={url} />
              <ButtonGroup variant={ButtonVariant.MINIMAL} size={Size.SMALL}>
                <Button
                  icon="chevron-left"
                  aria-label={t('upload.moveEarlier')}
                  disabled={blocked || i === 0}
                  onClick={() => onChange(moved(value, i, i - 1))}
                />
                <Button
                  icon="chevron-right"
                  aria-label={t('upload.moveLater')}
                  disabled={blocked || i === value.length - 1}
                  onClick={() => onChange(moved(value, i, i + 1))}
                />
                <Button
                  icon="cross"
                  aria-label={t('upload.remove')}
                  disabled={blocked}
                  onClick={() => {
                    discard([url]);
                    onChange(value.filter((_, j) => j !== i));
                  }}
                />
              </ButtonGroup>
            </span>
          ))}
        </div>
      )}
    </div>
  );
}
