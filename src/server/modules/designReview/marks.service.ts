import type { z } from 'zod';
import type { designMarkSchema } from '../../../shared/api/endpoints/designReview';
import {
  DESIGN_REVIEW_RESOURCES,
  DESIGN_REVIEW_TEXTS,
  type CreateMarkBody,
  type MarkShape,
  type MarkStatus,
  type UpdateMarkBody,
} from '../../../shared/domain/designReview';
import type { AuthUser } from '../../plugins/auth';
import { forbidden, notFound } from '../../plugins/httpErrors';
import type { Person } from './designs.repository';
import type { DesignsService } from './designs.service';
import type { MarkRow, MarksRepository, ReplyRow } from './marks.repository';
import type { OrderReader } from './orderAccess';

type DesignMarkOut = z.output<typeof designMarkSchema>;

const RESOURCE = DESIGN_REVIEW_RESOURCES.marks;

/** A mark as the customer's page shows it: no author's name, no thread. */
export interface PublicMark {
  readonly id: number;
  readonly version: number;
  readonly imageIndex: number;
  readonly shape: MarkShape;
  readonly body: string;
  readonly status: MarkStatus;
  readonly authorKind: MarkRow['authorKind'];
  readonly createdAt: Date;
}

/** The link a customer's mark comes through. */
export interface MarkingLink {
  readonly id: number;
  readonly orderId: number;
  readonly historyId: number;
}

/** What the audit keeps of a mark: enough to place it on its order, never a person's contact. */
const audited = (mark: MarkRow) => ({
  orderId: mark.orderId,
  versionHistoryId: mark.versionHistoryId,
  imageIndex: mark.imageIndex,
  kind: mark.kind,
  body: mark.body,
  status: mark.status,
  forCustomer: mark.forCustomer,
  authorKind: mark.authorKind,
});

/**
 * Marks on the images of a version (issue 38), with their threads. Anyone who may read the
 * order marks, replies, resolves and reopens; only a mark's author edits its text, shares it
 * with the customer or deletes it. Every write goes to the audit trail (resource `designMarks`),
 * so the live events carry it to the order's other readers.
 */
export class MarksService {
  constructor(
    private readonly repo: MarksRepository,
    private readonly designs: DesignsService,
    private readonly readOrder: OrderReader,
    private readonly people: (ids: readonly number[]) => Promise<Map<number, Person>>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `GET /orders/{id}/annotations`, oldest first. */
  async list(user: AuthUser, orderId: number, query: { version?: number; status?: MarkStatus }) {
    await this.readOrder(user, orderId);
    const numbers = await this.versionNumbers(orderId);
    let versionHistoryId: number | undefined;
    if (query.version !== undefined) {
      versionHistoryId = [...numbers].find(([, n]) => n === query.version)?.[0];
      if (versionHistoryId === undefined) return { results: [] };
    }
    const marks = await this.repo.listMarks(orderId, { versionHistoryId, status: query.status });
    return { results: await this.withThreads(marks, numbers) };
  }

  /** `POST /orders/{id}/annotations`. */
  async create(user: AuthUser, orderId: number, body: CreateMarkBody): Promise<DesignMarkOut> {
    await this.readOrder(user, orderId);
    const version = await this.designs.versionFor(orderId, body.version, body.imageIndex);
    const mark = await this.repo.transaction(async (tx) => {
      const row = await tx.insertMark({
        orderId,
        versionHistoryId: version.historyId,
        imageIndex: body.imageIndex,
        kind: body.shape.kind,
        points: body.shape.points,
        body: body.body,
        forCustomer: body.forCustomer ?? false,
        authorKind: 'staff',
        authorId: user.id,
        stepHistoryId: await tx.currentEntryId(orderId),
      });
      await tx.audit([
        { userId: user.id, action: 'create', resource: RESOURCE, recordId: row.id, after: audited(row) },
      ]);
      return row;
    });
    return this.one(mark);
  }

  /** `PUT /annotations/{id}`: the status by any reader, the text and sharing by the author only. */
  async update(user: AuthUser, id: number, body: UpdateMarkBody): Promise<DesignMarkOut> {
    const existing = await this.readable(user, id);
    const ownEdit = body.body !== undefined || body.forCustomer !== undefined;
    if (ownEdit && !this.isAuthor(user, existing)) throw forbidden(DESIGN_REVIEW_TEXTS.notYourMark);
    const now = this.now();
    const status =
      body.status === undefined || body.status === existing.status
        ? {}
        : body.status === 'resolved'
          ? { status: body.status, resolvedBy: user.id, resolvedAt: now }
          : { status: body.status, resolvedBy: null, resolvedAt: null };
    const changes = {
      ...(body.body !== undefined ? { body: body.body } : {}),
      ...(body.forCustomer !== undefined ? { forCustomer: body.forCustomer } : {}),
      ...status,
    };
    const mark = await this.repo.transaction(async (tx) => {
      const row = await tx.updateMark(id, changes);
      if (!row) throw notFound(`Mark #${id} was not found.`);
      await tx.audit([
        {
          userId: user.id,
          action: 'update',
          resource: RESOURCE,
          recordId: id,
          before: { orderId: existing.orderId, ...pick(audited(existing), Object.keys(changes)) },
          after: { orderId: row.orderId, ...pick(audited(row), Object.keys(changes)) },
        },
      ]);
      return row;
    });
    return this.one(mark);
  }

  /** `DELETE /annotations/{id}`: the author only; its replies go with it. */
  async remove(user: AuthUser, id: number): Promise<{ success: true }> {
    const existing = await this.readable(user, id);
    if (!this.isAuthor(user, existing)) throw forbidden(DESIGN_REVIEW_TEXTS.notYourMark);
    await this.repo.transaction(async (tx) => {
      const row = await tx.deleteMark(id);
      if (!row) throw notFound(`Mark #${id} was not found.`);
      await tx.audit([
        { userId: user.id, action: 'delete', resource: RESOURCE, recordId: id, before: audited(existing) },
      ]);
    });
    return { success: true };
  }

  /** `POST /annotations/{id}/replies`. */
  async reply(user: AuthUser, id: number, body: string): Promise<DesignMarkOut> {
    const mark = await this.readable(user, id);
    await this.repo.transaction(async (tx) => {
      const reply = await tx.insertReply({ markId: id, authorKind: 'staff', authorId: user.id, body });
      await tx.audit([
        {
          userId: user.id,
          action: 'update',
          resource: RESOURCE,
          recordId: id,
          after: { orderId: mark.orderId, reply: reply.id },
        },
      ]);
    });
    return this.one(mark);
  }

  /** The marks the customer's page shows: meant for the customer, or the customer's own. */
  async customerMarks(orderId: number): Promise<PublicMark[]> {
    const numbers = await this.versionNumbers(orderId);
    const marks = await this.repo.listMarks(orderId, { customerVisible: true });
    return marks.flatMap((mark) => {
      const version = numbers.get(mark.versionHistoryId);
      return version === undefined ? [] : [publicMark(mark, version)];
    });
  }

  /** A customer's mark through a review link, on the step the link was sent at. */
  async createCustomerMark(
    link: MarkingLink,
    body: Pick<CreateMarkBody, 'version' | 'imageIndex' | 'shape' | 'body'>,
  ): Promise<PublicMark> {
    const version = await this.designs.versionFor(link.orderId, body.version, body.imageIndex);
    const mark = await this.repo.transaction(async (tx) => {
      const row = await tx.insertMark({
        orderId: link.orderId,
        versionHistoryId: version.historyId,
        imageIndex: body.imageIndex,
        kind: body.shape.kind,
        points: body.shape.points,
        body: body.body,
        forCustomer: true,
        authorKind: 'customer',
        authorId: null,
        customerName: null,
        reviewLinkId: link.id,
        stepHistoryId: link.historyId,
      });
      await tx.audit([{ userId: null, action: 'create', resource: RESOURCE, recordId: row.id, after: audited(row) }]);
      return row;
    });
    return publicMark(mark, version.version);
  }

  /** How many customer marks a link left. */
  async linkMarkCount(orderId: number, linkId: number): Promise<number> {
    const marks = await this.repo.listMarks(orderId, { customerVisible: true });
    return marks.filter((mark) => mark.reviewLinkId === linkId).length;
  }

  private isAuthor(user: AuthUser, mark: MarkRow): boolean {
    return mark.authorKind === 'staff' && mark.authorId === user.id;
  }

  /** The mark when the caller may read its order; 404 when there is none. */
  private async readable(user: AuthUser, id: number): Promise<MarkRow> {
    const mark = await this.repo.findMark(id);
    if (!mark) throw notFound(`Mark #${id} was not found.`);
    await this.readOrder(user, mark.orderId);
    return mark;
  }

  private async versionNumbers(orderId: number): Promise<Map<number, number>> {
    return new Map((await this.designs.versions(orderId)).map((v) => [v.historyId, v.version]));
  }

  private async one(mark: MarkRow): Promise<DesignMarkOut> {
    const fresh = (await this.repo.findMark(mark.id)) ?? mark;
    const [full] = await this.withThreads([fresh], await this.versionNumbers(mark.orderId));
    return full;
  }

  private async withThreads(marks: readonly MarkRow[], numbers: Map<number, number>): Promise<DesignMarkOut[]> {
    const replies = await this.repo.repliesOf(marks.map((m) => m.id));
    const ids = [...marks.flatMap((m) => [m.authorId, m.resolvedBy]), ...replies.map((r) => r.authorId)].filter(
      (id): id is number => id !== null,
    );
    const people = await this.people(ids);
    const person = (id: number | null) => (id === null ? null : (people.get(id) ?? { id, displayName: null }));
    return marks.map((mark) => ({
      id: mark.id,
      orderId: mark.orderId,
      version: numbers.get(mark.versionHistoryId) ?? 0,
      imageIndex: mark.imageIndex,
      shape: { kind: mark.kind, points: mark.points },
      body: mark.body,
      status: mark.status,
      forCustomer: mark.forCustomer,
      authorKind: mark.authorKind,
      author: person(mark.authorId),
      customerName: mark.customerName,
      historyId: mark.stepHistoryId,
      resolvedBy: person(mark.resolvedBy),
      resolvedAt: mark.resolvedAt,
      createdAt: mark.createdAt,
      updatedAt: mark.updatedAt,
      replies: replies
        .filter((reply) => reply.markId === mark.id)
        .map((reply: ReplyRow) => ({
          id: reply.id,
          authorKind: reply.authorKind,
          author: person(reply.authorId),
          customerName: reply.customerName,
          body: reply.body,
          createdAt: reply.createdAt,
        })),
    }));
  }
}

function publicMark(mark: MarkRow, version: number): PublicMark {
  return {
    id: mark.id,
    version,
    imageIndex: mark.imageIndex,
    shape: { kind: mark.kind, points: mark.points },
    body: mark.body,
    status: mark.status,
    authorKind: mark.authorKind,
    createdAt: mark.createdAt,
  };
}

function pick(values: Readonly<Record<string, unknown>>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
}
