import { Dialog, DialogBody, FormGroup, Slider } from '@blueprintjs/core';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from 'react-i18next';
import { DialogSaveFooter } from './DialogSaveFooter';
import { AVATAR_CROP, type PixelArea } from './cropImage';

/** Props of {@link AvatarCropDialog}. */
export interface AvatarCropDialogProps {
  /** Object URL of the picked image. */
  readonly src: string;
  /** The upload of the crop is running. */
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly onCrop: (area: PixelArea) => void;
}

/** Spec section 5's avatar crop: a circle of 250 × 250, dragged into place and zoomed 1 to 2 in steps of 0.01. */
export function AvatarCropDialog({ src, busy, onCancel, onCrop }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(AVATAR_CROP.minZoom);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog
      isOpen
      title={t('avatar.cropTitle')}
      icon="crop"
      onClose={busy ? undefined : onCancel}
      style={{ width: 420 }}
    >
      <DialogBody>
        <div className="bo-avatar-cropper" data-testid="avatar-cropper">
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={AVATAR_CROP.minZoom}
            maxZoom={AVATAR_CROP.maxZoom}
            aspect={1}
            cropShape="round"
            cropSize={{ width: AVATAR_CROP.size, height: AVATAR_CROP.size }}
            showGrid={false}
            disableAutomaticStylesInjection
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <FormGroup label={t('avatar.zoom')} className="bo-avatar-zoom">
          <Slider
            min={AVATAR_CROP.minZoom}
            max={AVATAR_CROP.maxZoom}
            stepSize={AVATAR_CROP.zoomStep}
            labelStepSize={0.5}
            labelPrecision={1}
            value={zoom}
            onChange={setZoom}
            handleHtmlProps={{ 'aria-label': t('avatar.zoom') }}
            disabled={busy}
          />
        </FormGroup>
      </DialogBody>
      <DialogSaveFooter busy={busy} onCancel={onCancel} onSave={() => area && onCrop(area)} />
    </Dialog>
  );
}
