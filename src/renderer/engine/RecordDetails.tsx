import { Card, H5 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { getResource, type ResourceDef } from '../../shared/domain/resources';
import { useLabels } from '../components/labels/useLabels';
import { detailSections } from './columns';
import { FieldTable } from './FieldTable';
import { useRefTitles } from './useRefTitles';

/** Props of {@link RecordDetails}. */
export interface RecordDetailsProps {
  readonly resource: string;
  readonly row: Readonly<Record<string, unknown>>;
}

/**
 * A record's fields, as its page shows them: a titled card per detail section when the
 * registry groups them (a customer's About and Contact), else every readable field in one card.
 */
export function RecordDetails({ resource, row }: RecordDetailsProps) {
  const { t } = useLabels();
  const def = getResource(resource) as ResourceDef;
  const sections = useMemo(() => detailSections(def), [def]);
  const columns = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const rows = useMemo(() => [row], [row]);
  const titleOf = useRefTitles(columns, rows);
  const grouped = def.detail !== undefined;
  return (
    <div className="bo-detail-sections">
      {sections.map(({ name, fields }) => (
        <Card compact key={name} className="bo-detail-section" data-testid={`detail-${name}`}>
          {grouped && <H5>{t(`${resource}.${name}`)}</H5>}
          <FieldTable resource={resource} fields={fields} row={row} titleOf={titleOf} dashWhenEmpty={grouped} />
        </Card>
      ))}
    </div>
  );
}
