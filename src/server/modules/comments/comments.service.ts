import {
  isRatedComment,
  RATE_REQUIRED_CODE,
  RATE_REQUIRED_MESSAGE,
  type CommentResource,
  type CreateCommentBody,
  type EditCommentBody,
} from '../../../shared/api/endpoints/comments';
import { RATING_MIN } from '../../../shared/domain/constants';
import { RESOURCES } from '../../../shared/domain/resources';
import { auditable, changedFields } from '../../db/audit';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../plugins/httpErrors';
import { STALE_MESSAGE, type ListParams, type ResourceService } from '../../resources/index';
import { outsideView } from '../../resources/scope';
import { reviewsOfOrder, type CommentRow, type CommentsRepository } from './comments.repository';

const rateRequired = () =>
  new HttpError(400, RATE_REQUIRED_MESSAGE, {
    code: RATE_REQUIRED_CODE,
    fields: [{ path: 'rate', message: RATE_REQUIRED_MESSAGE }],
  });

/**
 * Comments on orders, customers and users (spec sections 4 and 7): the reviewer is always
 * the signed-in user, only the author edits or deletes. The customer's or user's average
 * (`rate`) and count (`totalRate`) follow the rated comments through the database's triggers
 * (migration 0010), in the transaction of the write.
 */
export class CommentsService {
  constructor(
    private readonly repo: CommentsRepository,
    private readonly resources: Pick<ResourceService, 'assertReachable' | 'getOne' | 'listOf'>,
  ) {}

  async create(user: AuthUser, name: CommentResource, input: CreateCommentBody): Promise<CommentRow> {
    await this.resources.assertReachable(user, RESOURCES[name], input);
    const field = outsideView(RESOURCES[name], input);
    if (field) {
      throw new HttpError(400, `${field} is required for ${name}.`, {
        fields: [{ path: field, message: 'The field is required' }],
      });
    }
    return this.repo.transaction(async (tx) => {
      const row = await tx.insert({ ...input, reviewerId: user.id });
      await tx.audit({
        userId: user.id,
        action: 'create',
        resource: name,
        recordId: row.id,
        after: auditable(RESOURCES[name], row),
      });
      return row;
    });
  }

  async update(user: AuthUser, name: CommentResource, id: number, input: EditCommentBody): Promise<CommentRow> {
    if (input.id !== undefined && input.id !== id) throw badRequest('The id of the body differs from the path.');
    const existing = await this.authored(user, name, id);
    const stars = input.rate;
    if (isRatedComment(existing) && stars !== undefined && (stars === null || stars < RATING_MIN)) throw rateRequired();
    if (input.updatedAt && existing.updatedAt.getTime() !== new Date(input.updatedAt).getTime()) {
      throw conflict(STALE_MESSAGE);
    }
    const changes = {
      ...(input.content !== undefined ? { content: input.content } : {}),
      ...(input.rate !== undefined ? { rate: input.rate } : {}),
    };
    if (Object.keys(changes).length === 0) throw badRequest('Send at least one field to change.');
    return this.repo.transaction(async (tx) => {
      const row = await tx.update(id, changes);
      if (!row) throw notFound(`comments #${id} was not found.`);
      const diff = changedFields(RESOURCES[name], existing, row);
      await tx.audit({ userId: user.id, action: 'update', resource: name, recordId: id, ...diff });
      return row;
    });
  }

  async remove(user: AuthUser, name: CommentResource, id: number): Promise<CommentRow> {
    await this.authored(user, name, id);
    return this.repo.transaction(async (tx) => {
      const row = await tx.remove(id);
      if (!row) throw notFound(`comments #${id} was not found.`);
      await tx.audit({
        userId: user.id,
        action: 'delete',
        resource: name,
        recordId: id,
        before: auditable(RESOURCES[name], row),
      });
      return row;
    });
  }

  /** GET /customerComments/order/{orderId}: the customer reviews of an order. */
  byOrder(user: AuthUser, orderId: number, params: ListParams) {
    return this.resources.listOf(user, 'customerComments', params, { where: reviewsOfOrder(orderId) });
  }

  /**
   * The comment, when the user reaches it in this kind (404 otherwise, as for a read) and
   * wrote it (403 for anyone else): an author who lost sight of a comment cannot change it.
   */
  private async authored(user: AuthUser, name: CommentResource, id: number): Promise<CommentRow> {
    await this.resources.getOne(user, RESOURCES[name], id);
    const row = await this.repo.find(id);
    if (!row) throw notFound(`${name} #${id} was not found.`);
    if (row.reviewerId !== user.id) {
      throw forbidden('Only the author can edit or delete this comment.', { resource: name });
    }
    return row;
  }
}
