import { useMemo } from 'react';
import { useLabels } from '../../components/labels/useLabels';
import type { AuditChange } from './auditDiff';
import { auditSummary } from './auditSummary';

export interface AuditSummaryTextProps {
  readonly event: AuditChange;
  readonly className?: string;
}

/** An event in one line, in the user's language: the fields it changed, or the record's name. */
export function AuditSummaryText({ event, className }: AuditSummaryTextProps) {
  const { fieldLabel } = useLabels();
  const text = useMemo(() => {
    const summary = auditSummary(event);
    if (summary.kind === 'none') return '';
    if (summary.kind === 'title') return summary.title;
    return summary.fields.map((field) => fieldLabel(field, event.resource)).join(', ');
  }, [event, fieldLabel]);
  return (
    <span className={className} title={text}>
      {text}
    </span>
  );
}
