/** Spec section 5: an avatar is cropped to 250 × 250, zoomed 1 to 2 in steps of 0.01. */
export const AVATAR_CROP = { size: 250, minZoom: 1, maxZoom: 2, zoomStep: 0.01 } as const;

/** A region of the source image, in its own pixels (what react-easy-crop reports). */
export interface PixelArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` onto a `size` × `size` canvas and answers it as a PNG file. */
export async function cropToFile(src: string, area: PixelArea, name: string, size: number = AVATAR_CROP.size) {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw the cropped image.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser cannot draw the cropped image.');
  const base = name.replace(/\.[^.]*$/, '') || 'avatar';
  return new File([blob], `${base}.png`, { type: 'image/png' });
}
