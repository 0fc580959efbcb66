import { useState } from 'react';
import { previewPathOf } from '../../shared/domain/uploadPath';

export interface ThumbProps {
  /** The original image's URL, as a record holds it. */
  readonly src: string;
  readonly className?: string;
}

/**
 * A list or card thumbnail: the server's small preview of a stored upload (a few kB), the
 * original when the preview cannot be loaded (an upload older than previews) or for an
 * outside URL.
 */
export function Thumb({ src, className = 'bo-thumb' }: ThumbProps) {
  const [failed, setFailed] = useState(false);
  const preview = previewPathOf(src);
  return (
    <img
      className={className}
      src={failed ? src : preview}
      alt=""
      loading="lazy"
      onError={preview === src || failed ? undefined : () => setFailed(true)}
    />
  );
}
