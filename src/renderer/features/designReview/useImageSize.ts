import { useEffect, useState } from 'react';
import type { Size } from './viewState';

/** The natural size of the image at `url`, once loaded; null before, or when it fails. */
export function useImageSize(url: string | null): Size | null {
  const [size, setSize] = useState<{ url: string; size: Size } | null>(null);
  useEffect(() => {
    if (!url) return;
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (live) setSize({ url, size: { width: img.naturalWidth, height: img.naturalHeight } });
    };
    img.src = url;
    return () => {
      live = false;
    };
  }, [url]);
  return size && size.url === url ? size.size : null;
}
