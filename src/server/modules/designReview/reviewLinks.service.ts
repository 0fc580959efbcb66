import type { z } from 'zod';
import type { reviewLinkSchema } from '../../../shared/api/endpoints/designReview';
import {
  DESIGN_REVIEW_RESOURCES,
  DESIGN_REVIEW_TEXTS,
  MAX_OPEN_REVIEW_LINKS,
  REVIEW_LINK_DEFAULT_HOURS,
  REVIEW_LINK_STATUSES,
  REVIEW_PAGE_PREFIX,
  type CreateReviewLinkBody,
} from '../../../shared/domain/designReview';
import { INITIAL_ORDER_STATUS, type OrderStatus } from '../../../shared/domain/orderStatus';
import { HOUR_MS } from '../../../shared/domain/time';
import { mayMoveOrder, WORKFLOW_MESSAGES } from '../../../shared/domain/workflow/index';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, HttpError, notFound } from '../../plugins/httpErrors';
import type { MailMessage } from '../mail/mailMessage';
import { reviewLinkMail } from '../mail/templates';
import type { OrderReader } from './orderAccess';
import { linkStateOf, newReviewToken } from './reviewLinkState';
import { hashToken } from '../../plugins/sessionToken';
import type { CurrentEntry, ReviewLinksRepository, ReviewOrder } from './reviewLinks.repository';

type ReviewLinkOut = z.output<typeof reviewLinkSchema>;

const RESOURCE = DESIGN_REVIEW_RESOURCES.links;

export interface ReviewLinksDeps {
  readonly repo: ReviewLinksRepository;
  readonly readOrder: OrderReader;
  readonly send: (message: MailMessage) => Promise<unknown>;
  /** Origin the links are addressed from (PUBLIC_URL or the listening address). */
  readonly publicBaseUrl: () => string;
  readonly now?: () => Date;
}

const unAuth = () =>
  forbidden(WORKFLOW_MESSAGES['orderHistories.error.unAuth'], { code: 'orderHistories.error.unAuth' });

/** The workflow's view of an order and its current entry. */
export const workflowOrder = (order: ReviewOrder) => ({
  status: order.status,
  designerId: order.designerId,
  customerId: order.customerId,
});

export const workflowEntry = (entry: CurrentEntry | null) =>
  entry && { status: entry.status, assignedUser: entry.assignedUser, accept: entry.accept, note: entry.note };

/** True when `user` may move the order at its current step, as the workflow decides. */
export function mayMove(user: AuthUser, order: ReviewOrder, current: CurrentEntry | null): boolean {
  const status: OrderStatus = order.status ?? INITIAL_ORDER_STATUS;
  return mayMoveOrder(status, workflowOrder(order), workflowEntry(current), user);
}

/**
 * The staff side of review links (issue 38): sent at waiting_approved or feedback by anyone who
 * may move the order there, mailed when an email is given, listed with their state, revoked.
 */
export class ReviewLinksService {
  private readonly now: () => Date;

  constructor(private readonly deps: ReviewLinksDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** `POST /orders/{id}/reviewLinks`. */
  async create(user: AuthUser, orderId: number, body: CreateReviewLinkBody) {
    const { repo } = this.deps;
    await this.deps.readOrder(user, orderId);
    const order = await repo.order(orderId);
    const current = await repo.currentEntry(orderId);
    if (!order) throw notFound(`orders #${orderId} was not found.`);
    const status = order.status ?? INITIAL_ORDER_STATUS;
    if (!current || !(REVIEW_LINK_STATUSES as readonly OrderStatus[]).includes(status)) {
      throw conflict(DESIGN_REVIEW_TEXTS.linkStep, { code: 'linkStep' });
    }
    if (!mayMove(user, order, current)) throw unAuth();
    const now = this.now();
    if ((await repo.countOpenLinks(orderId, now)) >= MAX_OPEN_REVIEW_LINKS) {
      throw conflict(DESIGN_REVIEW_TEXTS.tooManyLinks, { code: 'tooManyLinks' });
    }
    const token = newReviewToken();
    const hours = body.expiresInHours ?? REVIEW_LINK_DEFAULT_HOURS;
    const link = await repo.insertLink({
      tokenHash: hashToken(token),
      orderId,
      historyId: current.id,
      status,
      email: body.email ?? null,
      createdBy: user.id,
      expiresAt: new Date(now.getTime() + hours * HOUR_MS),
    });
    await repo.audit([
      {
        userId: user.id,
        action: 'create',
        resource: RESOURCE,
        recordId: link.id,
        after: {
          orderId,
          historyId: current.id,
          status,
          expiresAt: link.expiresAt.toISOString(),
          mailed: !!body.email,
        },
      },
    ]);
    const url = new URL(`${REVIEW_PAGE_PREFIX}${token}`, this.deps.publicBaseUrl()).toString();
    if (body.email) {
      const name = [order.code, order.name].filter(Boolean).join(' ') || `order #${orderId}`;
      await this.deps.send(reviewLinkMail(body.email, url, `“${name}”`, link.expiresAt));
    }
    return { id: link.id, url, expiresAt: link.expiresAt };
  }

  /** `GET /orders/{id}/reviewLinks`, newest first; the address a link was mailed to is for staff only. */
  async list(user: AuthUser, orderId: number): Promise<{ results: ReviewLinkOut[] }> {
    await this.deps.readOrder(user, orderId);
    const [links, current] = await Promise.all([
      this.deps.repo.listLinks(orderId),
      this.deps.repo.currentEntry(orderId),
    ]);
    const now = this.now();
    return {
      results: links.map(({ link, creator }) => ({
        id: link.id,
        // The customer's address is for staff: outsourced designers and customer users see links without it.
        email: user.isOutsource || user.customerId !== null ? null : link.email,
        status: link.status,
        state: linkStateOf(link, current?.id ?? null, now),
        decision: link.decision,
        createdAt: link.createdAt,
        expiresAt: link.expiresAt,
        lastUsedAt: link.lastUsedAt,
        revokedAt: link.revokedAt,
        createdBy: creator,
      })),
    };
  }

  /** `DELETE /reviewLinks/{id}`: its sender, or anyone who may move the order now. */
  async revoke(user: AuthUser, id: number): Promise<{ success: true }> {
    const { repo } = this.deps;
    const link = await repo.findLink(id);
    if (!link) throw notFound(`Review link #${id} was not found.`);
    await this.deps.readOrder(user, link.orderId);
    const order = await repo.order(link.orderId);
    if (!order) throw notFound(`Review link #${id} was not found.`);
    if (link.createdBy !== user.id && !mayMove(user, order, await repo.currentEntry(link.orderId))) throw unAuth();
    if (link.revokedAt) return { success: true };
    const now = this.now();
    await repo.revokeLink(id, now);
    await repo.audit([
      {
        userId: user.id,
        action: 'update',
        resource: RESOURCE,
        recordId: id,
        before: { orderId: link.orderId, revokedAt: null },
        after: { orderId: link.orderId, revokedAt: now.toISOString() },
      },
    ]);
    return { success: true };
  }
}

/** A 410: the link no longer works, with its plain message. */
export const gone = (message: string) => new HttpError(410, message);
