import { z } from 'zod';
import type { ApiFailure } from '../api/errors';
import { API } from '../api/api';
import { FORM_KEYS, type FormKey, type FormRequest } from '../api/formCaller';
import { isMultipart, type Endpoint } from '../api/endpoint';
import type { FormPart } from '../api/multipart';
import { notifySchema } from './appLinks';
import { IPC_CHANNELS } from './channels';
import type { UpdateStatus } from './updates';

/**
 * The bridge contract between the renderer and the main process. Each channel names the zod
 * schema main validates its payload with and the type it answers. Preload exposes one named
 * function per channel; nothing else crosses.
 */

const apiPath = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\/[A-Za-z0-9\-_/.~%]*$/, 'path must be a relative API path')
  .refine((p) => !p.split('/').includes('..'), 'path must not climb');

const apiQuery = z.record(z.string().max(64), z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]));

export const apiRequestSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
  path: apiPath,
  query: apiQuery.optional(),
  body: z.unknown().optional(),
});

/** Longest file name and type a form's file may carry (the server ignores both). */
export const MAX_FORM_FILE_NAME = 255;

const formFile = ({ maxBytes, tooLarge }: { maxBytes: number; tooLarge: string }) =>
  z.strictObject({
    name: z.string().max(MAX_FORM_FILE_NAME),
    type: z.string().max(100),
    bytes: z.instanceof(Uint8Array).refine((b) => b.byteLength <= maxBytes, tooLarge),
  });

function formPartSchema(part: FormPart): z.ZodType {
  const schema =
    part.kind === 'file'
      ? formFile(part)
      : part.kind === 'files'
        ? z.array(formFile(part)).min(1).max(part.maxCount)
        : part.values
          ? z.enum(part.values)
          : z.string().max(part.maxLength);
  return part.optional ? schema.optional() : schema;
}

/** A multipart endpoint's message: its parts as its description bounds them, nothing else. */
function formMessageSchema(key: FormKey) {
  const { params, query, body } = API[key] as Endpoint;
  const parts = isMultipart(body) ? body.parts : {};
  return z.strictObject({
    key: z.literal(key),
    params: params
      ? z.record(z.string().max(64), z.union([z.string().max(200), z.number()]))
      : z.undefined().optional(),
    query: query ? apiQuery.optional() : z.undefined().optional(),
    parts: z.strictObject(Object.fromEntries(Object.entries(parts).map(([name, p]) => [name, formPartSchema(p)]))),
  });
}

/**
 * A form main sends as multipart with the token: the key must be one of the catalogue's
 * multipart endpoints (derived from it, so a new upload endpoint is admitted without a new
 * channel) and each part must be what that endpoint describes, files bounded in number and size.
 */
export const formRequestSchema = z.discriminatedUnion(
  'key',
  FORM_KEYS.map(formMessageSchema) as unknown as [ReturnType<typeof formMessageSchema>],
  { error: (issue) => (issue.code === 'invalid_union' ? 'not a multipart endpoint of the API' : undefined) },
) as unknown as z.ZodType<FormRequest>;

export const loginSchema = z.object({
  email: z.string().min(1).max(255),
  password: z.string().min(1).max(128),
});

/**
 * The largest file main writes for the renderer, counted as its parts arrive. An export of
 * Excel's full 1,048,576 rows × 15 columns deflates to roughly 60–110 MB, and a million-row
 * export spills onto a second sheet; 512 MB leaves room for wide lists while still stopping a
 * runaway file.
 */
export const MAX_SAVE_BYTES = 512 * 1024 * 1024;
/**
 * The most one write carries. A workbook's blocks are 4 MB (byteBlocks.ts) and go to main as
 * its pages fill them, one or two at a time; the last write holds its last block and the
 * workbook's small parts.
 */
export const MAX_WRITE_BYTES = 64 * 1024 * 1024;
export const MAX_WRITE_PARTS = 64;

/** Opens a file to write into: main asks where with the save dialog, `fileName` its suggestion. */
export const openFileSchema = z.strictObject({
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^/\\:*?"<>|]+$/, 'file name must not hold a path'),
});
export type OpenFileInput = z.infer<typeof openFileSchema>;

/** The name main gave a file it opened; only main's own names are written to. */
const fileId = z.uuid();

/** The next parts of an open file, in order. */
export const writeFileSchema = z.strictObject({
  id: fileId,
  parts: z
    .array(z.instanceof(Uint8Array))
    .max(MAX_WRITE_PARTS, 'write in too many parts')
    .refine((parts) => parts.reduce((sum, part) => sum + part.byteLength, 0) <= MAX_WRITE_BYTES, 'write too large'),
});
export type WriteFileInput = z.infer<typeof writeFileSchema>;

/** Ends an open file: `keep` puts it where the user chose, else what was written is removed. */
export const closeFileSchema = z.strictObject({ id: fileId, keep: z.boolean() });
export type CloseFileInput = z.infer<typeof closeFileSchema>;

/** A file main opened: where the user chose is main's to know until it is saved. */
export interface OpenedFile {
  readonly id: string;
}

/** A file main saved in this session, to show in the OS file manager. */
export const showInFolderSchema = z.strictObject({
  filePath: z.string().min(1).max(4096),
});

export const serverUrlSchema = z.object({
  serverUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(2048)]),
});

export const noPayload = z.undefined();

/** What the renderer learns of a session: never the token. */
export interface SessionInfo {
  readonly userId: number;
}

export interface AppSettings {
  /** Company server the app talks to; empty means the embedded server. */
  readonly serverUrl: string;
}

export interface SavedFile {
  readonly saved: boolean;
  readonly filePath?: string;
}

export interface ClipboardImage {
  readonly type: string;
  readonly data: Uint8Array;
}

/** Every invoke answer is plain data so errors survive the trip across IPC. */
export type IpcResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiFailure };

/** The schema main validates each invoke channel's payload with. */
const IPC_SCHEMAS = {
  apiRequest: apiRequestSchema,
  apiRequestBytes: apiRequestSchema,
  apiForm: formRequestSchema,
  login: loginSchema,
  logout: noPayload,
  currentSession: noPayload,
  openFile: openFileSchema,
  writeFile: writeFileSchema,
  closeFile: closeFileSchema,
  showInFolder: showInFolderSchema,
  readClipboardImage: noPayload,
  getSettings: noPayload,
  setServerUrl: serverUrlSchema,
  notify: notifySchema,
  checkForUpdates: noPayload,
  installUpdate: noPayload,
} as const satisfies Record<keyof typeof IPC_CHANNELS, z.ZodType>;

type ChannelName = keyof typeof IPC_SCHEMAS;

/** Each invoke channel: its name on the wire and its payload's schema. */
export const ipcChannels = Object.fromEntries(
  Object.entries(IPC_SCHEMAS).map(([name, schema]) => [name, { channel: IPC_CHANNELS[name as ChannelName], schema }]),
) as {
  readonly [K in ChannelName]: { readonly channel: (typeof IPC_CHANNELS)[K]; readonly schema: (typeof IPC_SCHEMAS)[K] };
};

export type IpcChannelName = keyof typeof ipcChannels;

/** Answer type of each channel. */
export interface IpcResponses {
  apiRequest: unknown;
  apiRequestBytes: Uint8Array<ArrayBuffer>;
  apiForm: unknown;
  login: SessionInfo;
  logout: null;
  currentSession: SessionInfo | null;
  openFile: OpenedFile | null;
  writeFile: null;
  closeFile: SavedFile;
  showInFolder: null;
  readClipboardImage: ClipboardImage | null;
  getSettings: AppSettings;
  setServerUrl: AppSettings;
  notify: null;
  checkForUpdates: UpdateStatus;
  installUpdate: UpdateStatus;
}

export { ipcEvents } from './channels';
