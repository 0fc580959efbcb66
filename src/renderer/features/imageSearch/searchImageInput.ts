import { ApiError } from '../../../shared/api/errors';
import { IMAGE_SEARCH_TEXTS } from '../../../shared/api/imageSearch';
import { refuseFiles } from '../../components/uploadImages';

/** Why an image cannot be searched with: an i18n key. */
export type SearchRefusal =
  | 'imageSearch.errors.notImage'
  | 'imageSearch.errors.empty'
  | 'upload.tooLarge'
  | 'imageSearch.errors.unreadable'
  | 'imageSearch.errors.noClipboardImage';

/** The checks made before sending (the server makes them again): an image, not empty, under 5 MB. */
export function refuseSearchFile(file: Pick<File, 'type' | 'size'>): SearchRefusal | null {
  if (file.size === 0) return 'imageSearch.errors.empty';
  const refusal = refuseFiles([file as File], 1);
  if (refusal === 'upload.tooLarge') return refusal;
  return refusal ? 'imageSearch.errors.notImage' : null;
}

/** The first file of a paste or a drop, if it carried one. */
export function firstFile(transfer: Pick<DataTransfer, 'files'> | null): File | null {
  return transfer?.files[0] ?? null;
}

/**
 * The text to show for a failed search: the server's refusals by their i18n key, another
 * answer of the server as it is, null for the generic failure text.
 */
export function searchFailure(error: unknown): { key: SearchRefusal } | { message: string } | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.statusCode >= 500) return null;
  if (error.statusCode === 413) return { key: 'upload.tooLarge' };
  if (error.message === IMAGE_SEARCH_TEXTS.empty) return { key: 'imageSearch.errors.empty' };
  if (error.message === IMAGE_SEARCH_TEXTS.unreadable) return { key: 'imageSearch.errors.unreadable' };
  if (error.statusCode === 415) return { key: 'imageSearch.errors.notImage' };
  return { message: error.message };
}

/**
 * The address of an image dragged from a page of this app (an order's thumbnail), when the
 * drop carried no file: the first link of `text/uri-list` on `origin`; null for any other.
 */
export function droppedImageUrl(transfer: Pick<DataTransfer, 'getData'> | null, origin: string): string | null {
  const link = (transfer?.getData('text/uri-list') ?? '').split(/\r?\n/).find((line) => line && !line.startsWith('#'));
  if (!link) return null;
  try {
    const url = new URL(link, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}
