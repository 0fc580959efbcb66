import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  readonly q: string;
  readonly onSearch: (q: string) => void;
  /** Shown only when the user may create (spec section 6). */
  readonly onCreate?: () => void;
  /** Opens the list's analysis; shown only with `analysis` on the resource. */
  readonly onAnalysis?: () => void;
  /** Opens the list's Excel export; shown only with `exportExcel` on the resource. */
  readonly onExport?: () => void;
  /** The page's own buttons, before the create button (the orders list's Import from Trello). */
  readonly actions?: ReactNode;
}

/** Search box (Enter submits) and the create button of a list (spec section 2). Remount it (key) when `q` changes. */
export function ListToolbar({ q, onSearch, onCreate, onAnalysis, onExport, actions }: ListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  return (
    <div className="bo-list-toolbar">
      <InputGroup
        className="bo-list-search"
        data-testid="list-search"
        type="search"
        leftIcon="search"
        placeholder={t('list.searchPlaceholder')}
        aria-label={t('list.search')}
        value={text}
        onValueChange={setText}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
      />
      {onAnalysis && (
        <Button icon="timeline-bar-chart" text={t('analysis.open')} data-testid="list-analysis" onClick={onAnalysis} />
      )}
      {onExport && <Button icon="export" text={t('export.open')} data-testid="list-export" onClick={onExport} />}
      {actions}
      {onCreate && <Button intent={Intent.PRIMARY} icon="plus" text={t('list.create')} onClick={onCreate} />}
    </div>
  );
}
