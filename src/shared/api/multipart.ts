/**
 * The parts of a multipart endpoint, described in the catalogue (`endpoint.ts`, `MultipartBody`):
 * from one description come the form caller's types (`FormPartsOf`), main's check of every
 * form the renderer hands it (`formRequestSchema` in `shared/ipc/contract.ts`) and the reference.
 */

/** A file as a client hands it over: plain bytes, so it crosses IPC as well as fetch. */
export interface FormFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** One part of a form: a file, several files under one name, or a text field. */
export type FormPart =
  FilePart | (Omit<FilePart, 'kind'> & { readonly kind: 'files'; readonly maxCount: number }) | TextPart;

interface FilePart {
  readonly kind: 'file';
  readonly description: string;
  /** The largest file accepted, in bytes. */
  readonly maxBytes: number;
  /** The refusal of a larger file; the server's own text, so both sides say the same. */
  readonly tooLarge: string;
  readonly optional?: true;
}

interface TextPart {
  readonly kind: 'text';
  readonly description: string;
  readonly maxLength: number;
  /** The only texts accepted, when the field is a choice. */
  readonly values?: readonly [string, ...string[]];
  readonly optional?: true;
}

/** The longest text field of a form unless its part says otherwise. */
export const DEFAULT_FORM_TEXT_LENGTH = 1000;

/** Builders of the parts, keeping their literal kinds and choices for the caller's types. */
export const formPart = {
  file: (description: string, limits: { maxBytes: number; tooLarge: string }) =>
    ({ kind: 'file', description, ...limits }) as const,
  files: (description: string, limits: { maxBytes: number; maxCount: number; tooLarge: string }) =>
    ({ kind: 'files', description, ...limits }) as const,
  text: (description: string, maxLength = DEFAULT_FORM_TEXT_LENGTH) =>
    ({ kind: 'text', description, maxLength }) as const,
  choice: <const V extends readonly [string, ...string[]]>(description: string, values: V) =>
    ({ kind: 'text', description, maxLength: DEFAULT_FORM_TEXT_LENGTH, values }) as const,
  optional: <const P extends FormPart>(part: P) => ({ ...part, optional: true }) as const,
};

type ValueOf<P> = P extends { readonly kind: 'file' }
  ? FormFile
  : P extends { readonly kind: 'files' }
    ? readonly FormFile[]
    : P extends { readonly values: readonly (infer V)[] }
      ? V
      : string;

type OptionalKeys<P> = { [K in keyof P]: P[K] extends { readonly optional: true } ? K : never }[keyof P];

/** What a call of a form passes: each part's value, the optional ones optional. */
export type FormPartsOf<P extends Readonly<Record<string, FormPart>>> = {
  readonly [K in Exclude<keyof P, OptionalKeys<P>>]: ValueOf<P[K]>;
} & { readonly [K in OptionalKeys<P>]?: ValueOf<P[K]> };

/** A form's parts as they travel, untyped: text, a file, or files under one name. */
export type FormPartValue = string | FormFile | readonly FormFile[];
export type FormParts = Readonly<Record<string, FormPartValue | undefined>>;

const filesOf = (value: FormFile | readonly FormFile[]): readonly FormFile[] => ('bytes' in value ? [value] : value);

/** The multipart body of a form: the text fields first, then the files (the server reads them last). */
export function toFormData(parts: FormParts): FormData {
  const form = new FormData();
  const files: [string, FormFile][] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else for (const file of filesOf(value)) files.push([name, file]);
  }
  for (const [name, file] of files) {
    // A copy on a plain ArrayBuffer, as Blob wants.
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name || name);
  }
  return form;
}
