import type { z } from 'zod';
import type { publicReviewSchema } from '../../../shared/api/endpoints/designReview';
import {
  DESIGN_REVIEW_RESOURCES,
  DESIGN_REVIEW_TEXTS,
  MAX_LINK_MARKS,
  type ReviewDecisionBody,
} from '../../../shared/domain/designReview';
import { INITIAL_ORDER_STATUS, type OrderStatus } from '../../../shared/domain/orderStatus';
import { tooManyRequests } from '../../plugins/errors';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, HttpError, invalidFields, notFound } from '../../plugins/httpErrors';
import type { StepRequest } from '../orderHistories/workflow.service';
import type { DesignsService } from './designs.service';
import type { MarksService, PublicMark } from './marks.service';
import { isReviewTokenShaped, linkStateOf } from './reviewLinkState';
import { hashToken } from '../../plugins/sessionToken';
import type { CurrentEntry, ReviewLinkRow, ReviewLinksRepository, ReviewOrder } from './reviewLinks.repository';
import { gone, mayMove } from './reviewLinks.service';
import type { ReviewMisses } from './reviewThrottle';

type PublicReviewOut = z.output<typeof publicReviewSchema>;

/** Who called a public endpoint: what each decision records. */
export interface Caller {
  readonly ip: string;
  readonly userAgent: string | null;
}

/** The workflow calls a customer's decision makes, in the name of the link's sender. */
export interface ReviewWorkflow {
  step(user: AuthUser, request: StepRequest): Promise<{ status: OrderStatus }>;
  answer(
    user: AuthUser,
    entryId: number,
    request: Omit<StepRequest, 'orderId' | 'action'> & { accept?: boolean },
  ): Promise<unknown>;
}

export interface PublicReviewDeps {
  readonly links: ReviewLinksRepository;
  readonly marks: MarksService;
  readonly designs: DesignsService;
  readonly workflow: ReviewWorkflow;
  readonly misses: Pick<ReviewMisses, 'waitFor' | 'miss'>;
  readonly now?: () => Date;
}

/** A link that works, with its order as it is now. */
interface OpenLink {
  readonly link: ReviewLinkRow;
  readonly order: ReviewOrder;
  readonly current: CurrentEntry;
  readonly status: OrderStatus;
}

const REFUSALS = {
  revoked: DESIGN_REVIEW_TEXTS.linkRevoked,
  used: DESIGN_REVIEW_TEXTS.linkMoved,
  expired: DESIGN_REVIEW_TEXTS.linkExpired,
  moved: DESIGN_REVIEW_TEXTS.linkMoved,
} as const;

const APPROVED_CONTENT = 'Approved by the customer via the review link';
const marksText = (count: number) => `The customer asked for changes: ${count} mark${count === 1 ? '' : 's'}`;

/** True for the workflow's 409 when the order moved on since the link was sent. */
const isStale = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 409 && (error.details as { code?: string })?.code === 'stale';

/**
 * The customer's side of a review link (issue 38): what the page shows, the customer's marks
 * and their decision. No session: the token is the only key, and it opens one order's design
 * and the marks meant for the customer, nothing else. A decision is a real workflow step in the
 * name of the link's sender, guarded by the history entry the link was sent at, so a staff
 * member who moved the order first wins and the customer is told (410).
 */
export class PublicReviewService {
  private readonly now: () => Date;

  constructor(private readonly deps: PublicReviewDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** `GET /review/{token}`. */
  async view(token: string, caller: Caller): Promise<PublicReviewOut> {
    const { link, order, status } = await this.open(token, caller);
    const versions = await this.deps.designs.versions(order.id);
    const shown: PublicReviewOut['versions'] = [];
    for (const version of [...versions].reverse()) {
      const images = await this.deps.designs.images(version);
      shown.push({
        version: version.version,
        createdAt: version.createdAt,
        images: images.map(({ webImage, previewImage }) => ({ webImage, previewImage })),
      });
    }
    return {
      order: { code: order.code, name: order.name, status },
      canApprove: status === 'waiting_approved',
      expiresAt: link.expiresAt,
      versions: shown,
      marks: await this.deps.marks.customerMarks(order.id),
    };
  }

  /** `POST /review/{token}/annotations`. */
  async addMark(
    token: string,
    body: Parameters<MarksService['createCustomerMark']>[1],
    caller: Caller,
  ): Promise<PublicMark> {
    const { link } = await this.open(token, caller);
    if ((await this.deps.marks.linkMarkCount(link.orderId, link.id)) >= MAX_LINK_MARKS) {
      throw badRequest(DESIGN_REVIEW_TEXTS.tooManyMarks, { code: 'tooManyMarks' });
    }
    return this.deps.marks.createCustomerMark(link, body);
  }

  /** `POST /review/{token}/decision`: approve (→ done, with the review) or ask for changes. */
  async decide(token: string, body: ReviewDecisionBody, caller: Caller): Promise<{ status: OrderStatus }> {
    const { link, order, current, status } = await this.open(token, caller);
    const sender = link.createdBy === null ? null : await this.deps.links.sender(link.createdBy);
    // The sender was allowed to move the order when sending; a link outlives no change of that.
    if (!sender || !mayMove(sender, order, current)) throw gone(DESIGN_REVIEW_TEXTS.linkRevoked);
    const comment = body.comment?.trim() || null;
    const now = this.now();
    let after: OrderStatus = status;
    let rate: number | null = null;
    if (body.decision === 'approve') {
      if (status !== 'waiting_approved') throw conflict(DESIGN_REVIEW_TEXTS.approveOnlyWaiting);
      rate = body.rate ?? null;
      if (rate === null)
        throw invalidFields(DESIGN_REVIEW_TEXTS.rateRequired, [
          { path: 'rate', message: DESIGN_REVIEW_TEXTS.rateRequired },
        ]);
      after = await this.move(sender, link, 'accept', { happy: rate >= 4 });
      await this.deps.links.decide(link.id, 'approve', now);
      if (order.customerId !== null) {
        await this.deps.links.insertCustomerReview({
          orderId: order.id,
          customerId: order.customerId,
          reviewerId: sender.id,
          rate,
          content: comment ?? APPROVED_CONTENT,
        });
      }
    } else {
      const marks = await this.deps.marks.linkMarkCount(order.id, link.id);
      if (!comment && marks === 0) {
        throw badRequest('Say what to change: write a comment or mark the design.', { code: 'changesEmpty' });
      }
      const reason = comment ?? marksText(marks);
      if (status === 'waiting_approved') {
        // Feedback goes back to whoever held the order waiting for the customer, else the sender.
        const holders = current.assignedUser.length > 0 ? [...current.assignedUser] : [sender.id];
        after = await this.move(sender, link, 'reject', { report: reason, note: reason, assignedUser: holders });
        await this.deps.links.decide(link.id, 'changes', now);
      } else {
        if (!(await this.deps.links.decide(link.id, 'changes', now))) throw gone(DESIGN_REVIEW_TEXTS.linkMoved);
        const note = [current.note?.trim(), comment ? `The customer asked for changes: ${comment}` : reason]
          .filter(Boolean)
          .join('\n\n');
        await this.deps.workflow.answer(sender, current.id, {
          input: { note },
          expect: { currentHistoryId: link.historyId },
        });
      }
    }
    await this.deps.links.audit([
      {
        userId: null,
        action: 'workflow',
        resource: DESIGN_REVIEW_RESOURCES.links,
        recordId: link.id,
        summary: `order #${order.id}: the customer ${body.decision === 'approve' ? 'approved the design' : 'asked for changes'}`,
        before: { orderId: order.id, status },
        after: {
          orderId: order.id,
          status: after,
          decision: body.decision,
          ...(rate === null ? {} : { rate }),
          ...(body.name ? { name: body.name } : {}),
          at: now.toISOString(),
          ip: caller.ip,
          userAgent: caller.userAgent,
          holders: [...new Set([...current.assignedUser, sender.id])],
        },
      },
    ]);
    return { status: after };
  }

  /** A workflow step guarded by the entry the link was sent at: 410 when the order moved meanwhile. */
  private async move(
    sender: AuthUser,
    link: ReviewLinkRow,
    action: 'accept' | 'reject',
    input: StepRequest['input'],
  ): Promise<OrderStatus> {
    try {
      const entry = await this.deps.workflow.step(sender, {
        orderId: link.orderId,
        action,
        input: { assignedUser: [], ...input },
        expect: { currentHistoryId: link.historyId },
      });
      return entry.status;
    } catch (error) {
      if (isStale(error)) throw gone(DESIGN_REVIEW_TEXTS.linkMoved);
      throw error;
    }
  }

  /**
   * The link a token opens, when it works: 429 while the caller's address is locked out for
   * guessing, 404 for an unknown token (counted as a miss), 410 with the plain reason once the
   * link no longer works. Each successful call notes the link's last use.
   */
  private async open(token: string, caller: Caller): Promise<OpenLink> {
    const { misses, links } = this.deps;
    const wait = await misses.waitFor(caller.ip);
    if (wait > 0) throw tooManyRequests('Too many unknown review links from this address.', wait);
    const link = isReviewTokenShaped(token) ? await links.findLinkByHash(hashToken(token)) : null;
    const order = link && (await links.order(link.orderId));
    if (!link || !order || order.isDelete) {
      const over = await misses.miss(caller.ip);
      if (over > 0) throw tooManyRequests('Too many unknown review links from this address.', over);
      throw notFound(DESIGN_REVIEW_TEXTS.linkUnknown);
    }
    const current = await links.currentEntry(order.id);
    const now = this.now();
    const state = linkStateOf(link, current?.id ?? null, now);
    if (state !== 'open' || !current) throw gone(REFUSALS[state === 'open' ? 'moved' : state]);
    await links.touchLink(link.id, now);
    return { link, order, current, status: order.status ?? INITIAL_ORDER_STATUS };
  }
}
