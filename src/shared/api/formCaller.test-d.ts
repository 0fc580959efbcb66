import type { ImageSearchResult } from './imageSearch';
import type { FormCaller, FormKey } from './formCaller';
import type { UploadResult } from './uploads';

/**
 * Type tests of the form caller, checked by `npm run typecheck`: every multipart endpoint of
 * the catalogue is a form key (and nothing else is), and its parts and answer are typed.
 */

declare const callForm: FormCaller;
const image = { name: 'a.png', type: 'image/png', bytes: new Uint8Array(1) };

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectTrue = <T extends true>(): T => true as T;

/** The multipart endpoints are form keys; an upload endpoint added to the catalogue becomes one by itself. */
export const formsAreKeys =
  expectTrue<
    'POST /uploadFile' | 'POST /orders/searchByImage' | 'POST /orders/trello-upload' extends FormKey ? true : false
  >();
/** No JSON endpoint is, not even one about files. */
export const jsonIsNot =
  expectTrue<Equal<Extract<FormKey, 'POST /orders' | 'POST /deleteFile' | 'POST /upload/signedUrlS3'>, never>>();

export async function typeTests(): Promise<void> {
  const found = await callForm('POST /orders/searchByImage', { parts: { image } });
  const results: ImageSearchResult[] = found.results;
  void results;

  const stored: UploadResult[] = await callForm('POST /uploadFile', {
    parts: { images: [image, image], type: 'order', orderId: '4' },
  });
  void stored;

  const imported = await callForm('POST /orders/trello-upload', {
    parts: { file: image, finishedDate: '2026-12-20T10:00:00.000Z', paymentStatus: 'TT', listStatuses: '{}' },
  });
  const logId: number = imported.logId;
  void logId;

  // @ts-expect-error a JSON endpoint is not a form
  await callForm('POST /orders', { parts: {} });
  // @ts-expect-error a JSON endpoint is not a form, even one about files
  await callForm('POST /deleteFile', { parts: { url: '/uploads/a.png' } });
  // @ts-expect-error misspelt key
  await callForm('POST /uploadFiles', { parts: { images: [image] } });
  // @ts-expect-error the file part is required
  await callForm('POST /orders/searchByImage', { parts: {} });
  // @ts-expect-error a file part takes a file, not text
  await callForm('POST /orders/searchByImage', { parts: { image: 'a.png' } });
  // @ts-expect-error a part the endpoint does not describe
  await callForm('POST /orders/searchByImage', { parts: { image, extra: 'x' } });
  // @ts-expect-error several files go in a list
  await callForm('POST /uploadFile', { parts: { images: image } });
  // @ts-expect-error a choice outside its values
  await callForm('POST /uploadFile', { parts: { images: [image], type: 'secret' } });
  // @ts-expect-error the Trello import needs its finish date
  await callForm('POST /orders/trello-upload', { parts: { file: image } });
}
