import { Classes } from '@blueprintjs/core';
import { f } from '../../../shared/domain/fields';
import { toText } from '../../components/form/toText';
import { CellValue } from '../../components/labels/CellValue';
import type { TitleLookup } from '../../components/labels/refTitles';
import { auditField } from './auditDiff';
import { jsonPreview, textPreview } from './auditFormat';

export interface AuditValueProps {
  readonly resource: string;
  readonly field: string;
  readonly value: unknown;
  /** Titles of the referenced rows the change names. */
  readonly titleOf: TitleLookup;
}

const BOOLEAN = f.boolean();

/**
 * One value of a change, formatted as the lists format it (money in đ, dates, tags, references
 * by name); long text and JSON cut short, JSON pretty-printed.
 */
export function AuditValue({ resource, field, value, titleOf }: AuditValueProps) {
  if (value === null || value === undefined || value === '') return <span className={Classes.TEXT_MUTED}>—</span>;
  const def = auditField(resource, field);
  if (def?.type === 'json' || (!def && typeof value === 'object')) {
    return <pre className="bo-audit-json">{jsonPreview(value)}</pre>;
  }
  if (def?.type === 'text' || def?.type === 'html') {
    return <span className="bo-audit-text">{textPreview(value, def.type === 'html')}</span>;
  }
  if (!def) return typeof value === 'boolean' ? <CellValue field={BOOLEAN} value={value} /> : <>{toText(value)}</>;
  return <CellValue field={def} value={value} titleOf={titleOf} />;
}
