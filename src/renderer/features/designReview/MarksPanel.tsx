import { Button, Classes, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import type { Mark } from './designQueries';
import type { useMarkMutations } from './designQueries';
import { MarkItem } from './MarkItem';
import { filterMarks, MARK_FILTERS, MARK_PAGE, markPage, type MarkFilter } from './markGroups';

export interface MarksPanelProps {
  /** The marks of the image on screen. */
  readonly marks: readonly Mark[];
  readonly numbers: ReadonlyMap<number, number>;
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
  readonly filter: MarkFilter;
  readonly onFilter: (filter: MarkFilter) => void;
  readonly mutations: ReturnType<typeof useMarkMutations>;
}

/**
 * The marks beside the image: numbered as on it, filtered by status, each with its thread; the
 * first {@link MARK_PAGE} listed, and more on demand (the selected one always).
 */
export function MarksPanel({ marks, numbers, selectedId, onSelect, filter, onFilter, mutations }: MarksPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [limit, setLimit] = useState(MARK_PAGE);
  const shown = filterMarks(marks, filter);
  const listed = markPage(shown, limit, selectedId);
  return (
    <section className="bo-marks-panel" aria-label={t('designReview.marks')}>
      <div className="bo-marks-panel-head">
        <strong>{t('designReview.marks')}</strong>
        <HTMLSelect
          aria-label={t('designReview.filter')}
          value={filter}
          onChange={(e) => onFilter(e.currentTarget.value as MarkFilter)}
          options={MARK_FILTERS.map((f) => ({ value: f, label: t(`designReview.filters.${f}`) }))}
        />
      </div>
      {shown.length === 0 ? (
        <NonIdealState icon="annotation" description={t('designReview.noMarks')} />
      ) : (
        <ol className="bo-marks-list">
          {listed.map((mark) => (
            <MarkItem
              key={mark.id}
              mark={mark}
              number={numbers.get(mark.id) ?? 0}
              selected={mark.id === selectedId}
              mine={mark.authorKind === 'staff' && mark.author?.id === user.id}
              mutations={mutations}
              onSelect={() => onSelect(mark.id)}
            />
          ))}
          {listed.length < shown.length && (
            <li className="bo-marks-more">
              <Button
                variant="minimal"
                icon="more"
                text={t('designReview.moreMarks', { count: Math.min(MARK_PAGE, shown.length - listed.length) })}
                onClick={() => setLimit(listed.length + MARK_PAGE)}
              />
              <span className={Classes.TEXT_MUTED}>
                {t('designReview.listedOf', { n: listed.length, total: shown.length })}
              </span>
            </li>
          )}
        </ol>
      )}
    </section>
  );
}
