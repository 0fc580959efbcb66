import { and, eq, isNotNull } from 'drizzle-orm';
import type { ListResult } from '../../../shared/api/contract';
import { createInputSchema } from '../../../shared/domain/resourceSchema';
import { RESOURCES, type ResourceDef } from '../../../shared/domain/resources';
import type { Db } from '../../db/connection';
import { comments } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/httpErrors';
import { assertAllowed, assertInsideView } from '../../resources/access';
import type { Row } from '../../resources/resource.repository';
import { STALE_MESSAGE } from '../../resources/resource.service';
import { scopedList } from '../orders/scopedList';
import { editCommentBody, RATE_REQUIRED_CODE, RATE_REQUIRED_MESSAGE } from './comments.bodies';
import {
  deleteComment,
  findComment,
  insertComment,
  refreshCustomerRate,
  refreshUserRate,
  updateComment,
} from './comments.repository';

/** The comment resources: all comments, and the customer and user kinds (views). */
export const COMMENT_RESOURCES = ['comments', 'customerComments', 'userComments'] as const;
export type CommentResource = (typeof COMMENT_RESOURCES)[number];

/** A comment about a customer or a user carries a 1-5 rating. */
const isRated = (row: Record<string, unknown>) => row.customerId != null || row.userId != null;

const rateRequired = () =>
  new HttpError(400, RATE_REQUIRED_MESSAGE, {
    code: RATE_REQUIRED_CODE,
    fields: [{ path: 'rate', message: RATE_REQUIRED_MESSAGE }],
  });

const hasStars = (rate: unknown) => typeof rate === 'number' && rate >= 1;

/**
 * Comments on orders, customers and users (spec sections 4 and 7): the reviewer is always
 * the signed-in user, only the author edits or deletes, and ratings keep the customer's or
 * user's average (`rate`) and count (`totalRate`) up to date.
 */
export class CommentsService {
  constructor(private readonly db: Db) {}

  async create(user: AuthUser, name: CommentResource, body: unknown): Promise<Row> {
    const resource = RESOURCES[name];
    assertAllowed(user, resource, 'create');
    const input = body as Record<string, unknown> | null;
    if (input && typeof input === 'object' && isRated(input) && !hasStars(input.rate)) throw rateRequired();
    const values = createInputSchema(resource).parse(body ?? undefined) as Record<string, unknown>;
    assertInsideView(resource, values);
    return this.db.transaction(async (tx) => {
      const row = await insertComment(tx, { ...values, reviewerId: user.id });
      await this.refreshRates(tx, row);
      return row;
    });
  }

  async update(user: AuthUser, name: CommentResource, id: number, body: unknown): Promise<Row> {
    const input = editCommentBody.parse(body ?? undefined);
    if (input.id !== undefined && input.id !== id) throw badRequest('The id of the body differs from the path.');
    const existing = await this.authored(user, RESOURCES[name], id);
    if (isRated(existing) && input.rate !== undefined && !hasStars(input.rate)) throw rateRequired();
    if (input.updatedAt && (existing.updatedAt as Date).getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict(STALE_MESSAGE);
    }
    const changes = Object.fromEntries(
      Object.entries({ content: input.content, rate: input.rate }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(changes).length === 0) throw badRequest('Send at least one field to change.');
    return this.db.transaction(async (tx) => {
      const row = await updateComment(tx, id, changes);
      if (!row) throw notFound(`comments #${id} was not found.`);
      await this.refreshRates(tx, row);
      return row;
    });
  }

  async remove(user: AuthUser, name: CommentResource, id: number): Promise<Row> {
    await this.authored(user, RESOURCES[name], id);
    return this.db.transaction(async (tx) => {
      const row = await deleteComment(tx, id);
      if (!row) throw notFound(`comments #${id} was not found.`);
      await this.refreshRates(tx, row);
      return row;
    });
  }

  /** GET /customerComments/order/{orderId}: the customer reviews of an order. */
  byOrder(user: AuthUser, orderId: number, query: Record<string, unknown>): Promise<ListResult<Row>> {
    const resource = RESOURCES.customerComments;
    assertAllowed(user, resource, 'get');
    const where = and(eq(comments.orderId, orderId), isNotNull(comments.customerId));
    return scopedList(this.db, user, resource, query, { where });
  }

  /** GET /userComments/me: the reviews about me. */
  aboutMe(user: AuthUser, query: Record<string, unknown>): Promise<ListResult<Row>> {
    return scopedList(this.db, user, RESOURCES.userComments, query, { where: eq(comments.userId, user.id) });
  }

  /** The comment, when it exists in this kind and the user wrote it (403 for anyone else). */
  private async authored(user: AuthUser, resource: ResourceDef, id: number): Promise<Row> {
    const row = await findComment(this.db, id);
    const inView = row && Object.keys(resource.view?.where ?? {}).every((field) => row[field] != null);
    if (!row || !inView) throw notFound(`${resource.name} #${id} was not found.`);
    if (row.reviewerId !== user.id) {
      throw forbidden('Only the author can edit or delete this comment.', { resource: resource.name });
    }
    return row;
  }

  private async refreshRates(tx: Db, row: Row): Promise<void> {
    if (typeof row.customerId === 'number') await refreshCustomerRate(tx, row.customerId);
    if (typeof row.userId === 'number') await refreshUserRate(tx, row.userId);
  }
}
