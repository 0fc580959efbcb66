import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import type { ExtraTab } from './ResourceTabsPage';

/**
 * A record page's tab kept in `?tab=`, so a link or a reload opens the same one: the tab asked
 * for, and how to choose another (replacing the history entry).
 */
export function useTabParam(): { readonly asked: string | null; readonly select: (id: string) => void } {
  const [params, setParams] = useSearchParams();
  return { asked: params.get('tab'), select: (id) => setParams({ tab: id }, { replace: true }) };
}

/** The tab to show: the one asked for when the page has it (`initial` when none is asked), else the first. */
export function chooseTab(tabs: readonly { id: string }[], asked: string | null, initial?: string): string | undefined {
  const wanted = asked ?? initial;
  return tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id;
}

/** Props of {@link PageTabs}. */
export interface PageTabsProps {
  readonly id: string;
  readonly className?: string;
  readonly tabs: readonly ExtraTab[];
  /** The tab shown when `?tab=` names none (see {@link chooseTab}). @default the first */
  readonly initial?: string;
}

/**
 * A record page's tabs, the open one kept in `?tab=` ({@link useTabParam}, {@link chooseTab}):
 * only the open one rendered, a static underline (tabs wrap on narrow windows).
 */
export function PageTabs({ id, className, tabs, initial }: PageTabsProps) {
  const { asked, select } = useTabParam();
  const selected = chooseTab(tabs, asked, initial);
  if (!selected) return null;
  return (
    <Tabs
      id={id}
      className={className}
      selectedTabId={selected}
      renderActiveTabPanelOnly
      animate={false}
      onChange={(tab) => select(String(tab))}
    >
      {tabs.map((tab) => (
        <Tab key={tab.id} id={tab.id} title={tab.title} panel={tab.panel} />
      ))}
    </Tabs>
  );
}
