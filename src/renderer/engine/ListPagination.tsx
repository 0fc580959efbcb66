import { Button, ButtonGroup, Classes, HTMLSelect, InputGroup, Size } from '@blueprintjs/core';
import { useState } from 'react';
import { jumpTarget, pageItems } from './pagination';
import { useLabels } from '../components/labels/useLabels';

export interface ListPaginationProps {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  /** The total is the server's estimate (a list past 10,000 rows): shown as "about N". */
  readonly estimate?: boolean;
  readonly pageSizes: readonly number[];
  readonly onPage: (page: number) => void;
  readonly onLimit: (limit: number) => void;
}

/** Pages, page-size changer, quick jumper and total of a list (spec section 2). */
export function ListPagination({
  page,
  limit,
  total,
  estimate = false,
  pageSizes,
  onPage,
  onLimit,
}: ListPaginationProps) {
  const { t } = useLabels();
  const [jump, setJump] = useState('');
  const count = Math.max(1, Math.ceil(total / limit));
  const go = () => {
    const target = jumpTarget(jump, count);
    if (target !== null) onPage(target);
    setJump('');
  };
  return (
    <nav className="bo-pagination" data-testid="pagination" aria-label={t('list.pagination')}>
      {estimate ? (
        <span className={Classes.TEXT_MUTED} title={t('list.totalEstimateHint')} data-testid="total-estimate">
          {t('list.totalAbout', { count: total })}
        </span>
      ) : (
        <span className={Classes.TEXT_MUTED}>{t('list.total', { count: total })}</span>
      )}
      <ButtonGroup size={Size.SMALL}>
        <Button
          icon="chevron-left"
          aria-label={t('list.previous')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        {pageItems(page, count).map((item, i) =>
          item === 'gap' ? (
            <Button key={`gap-${i}`} disabled text="…" />
          ) : (
            <Button
              key={item}
              text={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onPage(item)}
            />
          ),
        )}
        <Button
          icon="chevron-right"
          aria-label={t('list.next')}
          disabled={page >= count}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
      <HTMLSelect
        aria-label={t('list.pageSize')}
        value={limit}
        onChange={(e) => onLimit(Number(e.target.value))}
        options={pageSizes.map((size) => ({ value: size, label: t('list.perPage', { count: size }) }))}
      />
      <label className="bo-jumper">
        {t('list.goTo')}
        <InputGroup
          size={Size.SMALL}
          inputMode="numeric"
          aria-label={t('list.goToPage')}
          value={jump}
          onValueChange={setJump}
          onKeyDown={(e) => e.key === 'Enter' && go()}
          onBlur={go}
        />
      </label>
    </nav>
  );
}
