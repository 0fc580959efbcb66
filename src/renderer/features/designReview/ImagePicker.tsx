import { useTranslation } from 'react-i18next';
import { Thumb } from '../../components/Thumb';

export interface ImagePickerProps {
  readonly images: readonly { readonly image: string }[];
  readonly value: number;
  readonly onChange: (index: number) => void;
}

/** The images of one version as thumbnails; the chosen one is shown large. Nothing when there is one. */
export function ImagePicker({ images, value, onChange }: ImagePickerProps) {
  const { t } = useTranslation();
  if (images.length < 2) return null;
  return (
    <div className="bo-image-picker" role="group" aria-label={t('designReview.images')}>
      {images.map((img, i) => (
        <button
          key={img.image}
          type="button"
          aria-pressed={i === value}
          aria-label={t('designReview.imageN', { n: i + 1 })}
          className={i === value ? 'bo-image-picked' : undefined}
          onClick={() => onChange(i)}
        >
          <Thumb src={img.image} />
        </button>
      ))}
    </div>
  );
}
