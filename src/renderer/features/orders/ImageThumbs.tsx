import { Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImagePreviewDialog } from './ImagePreviewDialog';
import { imageStack } from './orderCellData';
import { Thumb } from '../../components/Thumb';

export interface ImageThumbsProps {
  readonly urls: readonly (string | null | undefined)[];
  /** How many thumbnails to show before the `+N`. @default 1 */
  readonly max?: number;
}

/** Image thumbnails with a +N overlay that open the preview carousel (spec section 2 widget). */
export function ImageThumbs({ urls, max = 1 }: ImageThumbsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const stack = imageStack(urls, max);
  if (stack.shown.length === 0) return null;
  const all = urls.filter((u): u is string => typeof u === 'string' && u !== '');
  return (
    <>
      <button
        type="button"
        className="bo-thumbs"
        aria-label={stack.more > 0 ? t('orders.openPreviewMore', { count: stack.more }) : t('orders.openPreview')}
        onClick={() => setOpen(true)}
      >
        {stack.shown.map((url) => (
          <Thumb key={url} src={url} />
        ))}
        {stack.more > 0 && (
          <Tag minimal round className="bo-thumbs-more">
            +{stack.more}
          </Tag>
        )}
      </button>
      {open && <ImagePreviewDialog urls={all} onClose={() => setOpen(false)} />}
    </>
  );
}
