import type { PublicReview } from '../../shared/api/endpoints/designReview';
import type { ReviewDecisionBody } from '../../shared/domain/designReview';
import type { RelPoint, ShapeKind } from '../features/designReview/markGeometry';

/** A mark as the page shows it. */
export type PublicMark = PublicReview['marks'][number];

/** An answer of the public API: its body, or its status and plain message. */
export type Answer<T> = { ok: true; body: T } | { ok: false; status: number; message?: string };

async function request<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<Answer<T>> {
  try {
    const response = await fetch(`/api/v1/review/${path}`, {
      method: init?.method ?? 'GET',
      headers: init ? { 'content-type': 'application/json' } : {},
      body: init ? JSON.stringify(init.body) : undefined,
      credentials: 'omit',
    });
    const body = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, body: body as T };
    const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : undefined;
    return { ok: false, status: response.status, message };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** The public calls of `/api/v1/review/{token}`: read, mark, decide. */
export const reviewApi = {
  get: (token: string) => request<PublicReview>(encodeURIComponent(token)),
  mark: (
    token: string,
    mark: { version: number; imageIndex: number; shape: { kind: ShapeKind; points: RelPoint[] }; body: string },
  ) => request<PublicMark>(`${encodeURIComponent(token)}/annotations`, { method: 'POST', body: mark }),
  decide: (token: string, body: ReviewDecisionBody) =>
    request<{ status: string }>(`${encodeURIComponent(token)}/decision`, { method: 'POST', body }),
};
