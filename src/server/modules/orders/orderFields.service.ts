import type { z } from 'zod';
import { STALE_ORDER_MESSAGE } from '../../../shared/domain/workflow/index';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../plugins/httpErrors';
import type { Row } from '../../resources/resource.repository';
import { sanitizeHtml } from './htmlSanitizer';
import { assertOrderPermission } from './orderAccess';
import {
  customerRequirementsBody,
  dealPriceBody,
  deadlineBody,
  paymentStatusBody,
  priceOrderBody,
} from './orders.bodies';
import { findLiveOrder, updateLiveOrder } from './orders.repository';

/** One custom order edit of spec section 7: its body, permission key and how the value is stored. */
interface FieldEdit {
  readonly body: z.ZodType<{ id: number; updatedAt?: string } & Record<string, unknown>>;
  readonly field: string;
  readonly permission: string;
  /** Deadline and deal price need a non-outsourced user (spec section 5). */
  readonly staffOnly?: boolean;
  readonly store?: (value: unknown) => unknown;
}

/** The editable fields by path segment: PUT /orders/{segment}. */
export const FIELD_EDITS = {
  paymentStatus: { body: paymentStatusBody, field: 'paymentStatus', permission: 'paymentStatus' },
  priceOrder: { body: priceOrderBody, field: 'priceOrder', permission: 'priceOrder' },
  customerRequirements: {
    body: customerRequirementsBody,
    field: 'customerRequirements',
    permission: 'customerRequirements',
    store: (v) => (typeof v === 'string' ? sanitizeHtml(v) : v),
  },
  deadline: {
    body: deadlineBody,
    field: 'deadline',
    permission: 'deadLine',
    staffOnly: true,
    store: (v) => (typeof v === 'string' ? new Date(v) : v),
  },
  dealPrice: {
    body: dealPriceBody,
    field: 'dealPrice',
    permission: 'dealPrice',
    staffOnly: true,
    store: (v) => (typeof v === 'number' ? Math.round(v) : v),
  },
} as const satisfies Record<string, FieldEdit>;

export type FieldEditName = keyof typeof FIELD_EDITS;

/** Edits of single order fields under their own permissions, with optional optimistic concurrency. */
export class OrderFieldsService {
  constructor(private readonly db: Db) {}

  async edit(user: AuthUser, name: FieldEditName, body: unknown): Promise<Row> {
    const edit: FieldEdit = FIELD_EDITS[name];
    assertOrderPermission(user, edit.permission);
    if (edit.staffOnly && user.isOutsource) {
      throw forbidden(`Outsourced users cannot change the ${edit.field}.`, {
        resource: 'orders',
        action: edit.permission,
      });
    }
    const input = edit.body.parse(body ?? undefined);
    const order = await findLiveOrder(this.db, input.id, user.isOutsource ? user.id : undefined);
    if (!order) throw notFound(`orders #${input.id} was not found.`);
    const raw = input[edit.field];
    const value = edit.store ? edit.store(raw) : raw;
    const expected = input.updatedAt ? new Date(input.updatedAt) : null;
    const updated = await updateLiveOrder(this.db, input.id, { [edit.field]: value }, expected);
    if (!updated) throw conflict(STALE_ORDER_MESSAGE, { code: 'stale' });
    return updated;
  }
}
