import type SharpModule from 'sharp';

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips), loaded on first use rather than with the server: its native module took
 * some 50 ms of every start, before the login page could answer, and most starts decode no
 * image until someone uploads or searches one.
 */
export function imageCodec(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
