/** Public prefix the server serves stored uploads under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The public path of a stored upload: only names the server makes can match. */
export const STORED_UPLOAD_PATH = /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** True for a path of a file this server stored (`/uploads/yyyy/mm/<32 hex>.<ext>`). */
export const isStoredUpload = (value: string): boolean => STORED_UPLOAD_PATH.test(value);

/** What an image field says when it holds anything but one of the server's uploads. */
export const NOT_AN_UPLOAD = 'Upload the image: only images this server stored are accepted.';

/** How a stored upload's thumbnail is named: `<name>.preview.webp` beside the original. */
export const PREVIEW_SUFFIX = '.preview.webp';

/**
 * The public path of a stored upload's small thumbnail (lists and cards show it; edit pages
 * and the preview carousel show the original). Anything that is not a stored upload (an
 * outside URL, a data URL) is its own preview.
 */
export function previewPathOf(image: string): string {
  return isStoredUpload(image) ? image.replace(/\.[a-z]+$/, PREVIEW_SUFFIX) : image;
}

/** How a stored upload's shareable rendering is named: `<name>.render.jpg` beside the original. */
export const RENDER_SUFFIX = '.render.jpg';

/** The public path of a stored upload's web-size rendering (POST /file/render). */
export function renderPathOf(image: string): string {
  return image.replace(/\.[a-z]+$/, RENDER_SUFFIX);
}

/** A stored original, its thumbnail or its rendering: every name the server serves under /uploads/. */
export function isServedUpload(path: string): boolean {
  const derived = [PREVIEW_SUFFIX, RENDER_SUFFIX].find((suffix) => path.endsWith(suffix));
  return isStoredUpload(derived ? `${path.slice(0, -derived.length)}.png` : path);
}
