import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { z } from 'zod';
import { ApiError, ERROR_TEXTS } from '../../shared/api/errors';
import type { ApiFailure } from '../../shared/api/errors';
import { ipcChannels } from '../../shared/ipc/contract';
import type { IpcChannelName, IpcResponses, IpcResult } from '../../shared/ipc/contract';
import { admitIpcCall } from './admitIpcCall';

export type ChannelPayload<K extends IpcChannelName> = z.output<(typeof ipcChannels)[K]['schema']>;

/** One implementation per channel of the contract; a missing or renamed one fails to compile. */
export type IpcHandlers = {
  readonly [K in IpcChannelName]: (payload: ChannelPayload<K>) => Promise<IpcResponses[K]>;
};

type InvokeEvent = Pick<IpcMainInvokeEvent, 'senderFrame'>;

/**
 * Registers every channel of the contract. Each call is admitted (sender frame, then payload)
 * before its handler runs, and every outcome, failures included, is answered as an
 * `IpcResult`: nothing is thrown across IPC.
 */
export function registerIpcHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  handlers: IpcHandlers,
  origins: readonly string[],
): void {
  for (const name of Object.keys(ipcChannels) as IpcChannelName[]) {
    const { channel, schema } = ipcChannels[name];
    const handler = handlers[name] as (payload: unknown) => Promise<unknown>;
    ipcMain.handle(channel, (event: InvokeEvent, payload: unknown) => answer(schema, handler, event, payload, origins));
  }
}

async function answer(
  schema: z.ZodType,
  handler: (payload: unknown) => Promise<unknown>,
  event: InvokeEvent,
  payload: unknown,
  origins: readonly string[],
): Promise<IpcResult<unknown>> {
  const admission = admitIpcCall(schema, event.senderFrame, payload, origins);
  if (!admission.ok) return admission;
  try {
    return { ok: true, data: await handler(admission.payload) };
  } catch (err) {
    return { ok: false, error: toFailure(err) };
  }
}

function toFailure(err: unknown): ApiFailure {
  if (err instanceof ApiError) return err.toFailure();
  console.error('IPC handler failed:', err);
  return { kind: 'http', statusCode: 500, message: ERROR_TEXTS.generic };
}
