import { Button, Classes, Dialog, DialogBody } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ImagePreviewDialogProps {
  readonly urls: readonly string[];
  readonly onClose: () => void;
}

/** The preview carousel of the image thumbnail widget (spec section 2). */
export function ImagePreviewDialog({ urls, onClose }: ImagePreviewDialogProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const many = urls.length > 1;
  const go = (step: number) => setIndex((i) => (i + step + urls.length) % urls.length);
  return (
    <Dialog isOpen onClose={onClose} title={t('orders.preview', { index: index + 1, count: urls.length })} icon="media">
      <DialogBody className="bo-preview">
        {many && <Button icon="chevron-left" aria-label={t('orders.previous')} onClick={() => go(-1)} />}
        <img className={`bo-preview-image ${Classes.ELEVATION_1}`} src={urls[index]} alt="" />
        {many && <Button icon="chevron-right" aria-label={t('orders.next')} onClick={() => go(1)} />}
      </DialogBody>
    </Dialog>
  );
}
