import type { Language } from '../../../shared/domain/constants';
import type { FieldDef } from '../../../shared/domain/fields';
import { formatDateTime, formatExportDate, formatMoney, groupThousands } from '../../../shared/domain/format';
import { ORDER_STATUS_TABLE, isOrderStatus } from '../../../shared/domain/orderStatus';
import { toText } from '../form/toText';

const LONG_TEXT = 120;

function clip(text: string): string {
  return text.length > LONG_TEXT ? `${text.slice(0, LONG_TEXT - 1)}…` : text;
}

/** Plain text of a cell value by field type (spec section 9 formats); empty for no value. */
export function cellText(field: FieldDef, value: unknown, language: Language): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field.type) {
    case 'money':
      return formatMoney(Number(value), language);
    case 'datetime':
      return formatDateTime(value as string);
    case 'date':
      return formatExportDate(value as string);
    case 'int':
      return groupThousands(Number(value), language === 'vi' ? '.' : ',');
    case 'number':
      return String(Math.round(Number(value) * 100) / 100);
    case 'list':
    case 'images':
    case 'refs':
      return Array.isArray(value) ? value.map(toText).join(', ') : toText(value);
    case 'json':
      return clip(JSON.stringify(value));
    case 'html':
      return clip(
        toText(value)
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    case 'text':
      return clip(toText(value));
    default:
      return toText(value);
  }
}

/** Colour of an enum tag: order statuses keep the workflow table's colours. */
export function enumColor(value: unknown): string | undefined {
  return isOrderStatus(value) ? ORDER_STATUS_TABLE[value].color : undefined;
}

/** Ids each ref column of a page points at, grouped by target resource, for one batched lookup each. */
export function referencedIds(
  columns: readonly { readonly field: FieldDef; readonly name: string }[],
  rows: readonly Readonly<Record<string, unknown>>[],
): Record<string, number[]> {
  const out: Record<string, Set<number>> = {};
  for (const { name, field } of columns) {
    if ((field.type !== 'ref' && field.type !== 'refs') || !field.to) continue;
    const set = (out[field.to] ??= new Set());
    for (const row of rows) {
      const value = row[name];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (Number.isInteger(id)) set.add(id as number);
      }
    }
  }
  return Object.fromEntries(
    Object.entries(out)
      .filter(([, ids]) => ids.size > 0)
      .map(([to, ids]) => [to, [...ids].sort((a, b) => a - b)]),
  );
}
