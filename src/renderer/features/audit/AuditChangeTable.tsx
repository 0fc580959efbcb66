import { Classes, HTMLTable, Icon } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource } from '../../../shared/domain/resources';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { titleFieldOf, type TitleLookup } from '../../components/labels/refTitles';
import { useLabels } from '../../components/labels/useLabels';
import { useRefTitles } from '../../engine';
import { auditDiff, auditField, type AuditChange } from './auditDiff';
import { AuditValue } from './AuditValue';

export interface AuditChangeTableProps {
  readonly event: AuditChange;
  /** Show the Field / Before / After heading; a list of many changes leaves it out. @default true */
  readonly showHeader?: boolean;
}

/**
 * A change field by field: label, before → after; a create lists the values it was made with,
 * a delete those the row had. References show their titles where the user may list them.
 */
export function AuditChangeTable({ event, showHeader = true }: AuditChangeTableProps) {
  const { t, fieldLabel, enumLabel } = useLabels();
  const user = useCurrentUser();
  const diff = useMemo(() => auditDiff(event), [event]);
  const refColumns = useMemo(
    () =>
      diff.rows.flatMap((row) => {
        const field = auditField(event.resource, row.field);
        const target = field?.to ? getResource(field.to) : undefined;
        return field && target && mayDo(user, target, 'get') ? [{ name: row.field, field }] : [];
      }),
    [diff, event.resource, user],
  );
  const values = useMemo(
    () => [
      Object.fromEntries(diff.rows.map((row) => [row.field, row.before])),
      Object.fromEntries(diff.rows.map((row) => [row.field, row.after])),
    ],
    [diff],
  );
  const rowTitle = useRefTitles(refColumns, values);
  // A history entry is titled by its status: show the status's label, not its key.
  const titleOf = useCallback<TitleLookup>(
    (resource, id) => {
      const title = rowTitle(resource, id);
      return title !== undefined && auditField(resource, titleFieldOf(resource))?.type === 'enum'
        ? enumLabel(title)
        : title;
    },
    [rowTitle, enumLabel],
  );

  if (diff.rows.length === 0) return <p className={Classes.TEXT_MUTED}>{t('audit.noFields')}</p>;
  const change = diff.mode === 'change';
  const value = (field: string, v: unknown) => (
    <AuditValue resource={event.resource} field={field} value={v} titleOf={titleOf} />
  );
  return (
    <HTMLTable compact className="bo-audit-diff" data-testid="audit-diff" data-mode={diff.mode}>
      {showHeader && (
        <thead>
          <tr>
            <th className="bo-audit-diff-field">{t('audit.field')}</th>
            {change ? (
              <>
                <th>{t('audit.before')}</th>
                <th className="bo-audit-diff-arrow" aria-hidden />
                <th>{t('audit.after')}</th>
              </>
            ) : (
              <th>{t('audit.value')}</th>
            )}
          </tr>
        </thead>
      )}
      <tbody>
        {diff.rows.map((row) => (
          <tr key={row.field}>
            <th scope="row" className="bo-audit-diff-field">
              {fieldLabel(row.field, event.resource)}
            </th>
            {change ? (
              <>
                <td className="bo-audit-before">{value(row.field, row.before)}</td>
                <td className="bo-audit-diff-arrow">
                  <Icon icon="arrow-right" size={12} className={Classes.TEXT_MUTED} />
                </td>
                <td className="bo-audit-after">{value(row.field, row.after)}</td>
              </>
            ) : (
              <td>{value(row.field, diff.mode === 'after' ? row.after : row.before)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
