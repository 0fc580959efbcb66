import { NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../core/bridge';
import { ErrorState } from '../../components/ErrorState';
import { ComparePane } from './ComparePane';
import { designQueries, useMarkMutations } from './designQueries';
import { focusedMarks } from './designsLink';
import { ReviewPane } from './ReviewPane';
import { defaultPair } from './versionPairs';
import { VersionStack } from './VersionStack';
import './designReview.css';

/**
 * The order page's Designs tab (issue 38): the versions of the design, newest first; the
 * chosen one with its marks, the tools to draw more and the marks panel; or two versions compared.
 * Another reviewer's marks arrive by the live events (the queries sit under the order-scoped keys).
 */
export function DesignsTab({ orderId }: { readonly orderId: number }) {
  const { t } = useTranslation();
  const call = useApi();
  const [params] = useSearchParams();
  const designs = useQuery(designQueries.designs(call, orderId));
  const marks = useQuery(designQueries.marks(call, orderId));
  const mutations = useMarkMutations(orderId);
  const focus = focusedMarks(params)[0] ?? null;
  const focusMark = marks.data?.results.find((m) => m.id === focus) ?? null;
  const [picked, setPicked] = useState<number | null>(null);
  const [view, setView] = useState<'review' | 'compare'>('review');
  const [pair, setPair] = useState<[number, number] | null>(null);

  if (designs.isError) return <ErrorState error={designs.error} onRetry={() => void designs.refetch()} />;
  if (designs.isPending || marks.isPending) return <Spinner size={24} />;
  const versions = designs.data.results;
  if (versions.length === 0) {
    return (
      <NonIdealState icon="media" title={t('designReview.noVersions')} description={t('designReview.noVersionsHint')} />
    );
  }
  const selected = versions.find((v) => v.version === (picked ?? focusMark?.version)) ?? versions[0];
  const comparing = pair ?? defaultPair(versions);

  return (
    <div className="bo-designs" data-testid="designs-tab">
      <aside className="bo-designs-stack">
        <SegmentedControl
          small
          fill
          aria-label={t('designReview.view')}
          value={view}
          onValueChange={(value) => setView(value as 'review' | 'compare')}
          options={[
            { value: 'review', label: t('designReview.review') },
            { value: 'compare', label: t('designReview.compare'), disabled: comparing === null },
          ]}
        />
        <VersionStack
          versions={versions}
          selected={view === 'review' ? selected.version : null}
          onSelect={(version) => {
            setPicked(version);
            setView('review');
          }}
        />
      </aside>
      <div className="bo-designs-main">
        {view === 'compare' && comparing ? (
          <ComparePane versions={versions} pair={comparing} onPair={setPair} />
        ) : (
          <ReviewPane
            key={`${selected.version}:${focusMark?.id ?? ''}`}
            version={selected}
            marks={marks.data?.results ?? []}
            mutations={mutations}
            initialMark={focusMark?.version === selected.version ? focusMark.id : null}
          />
        )}
      </div>
    </div>
  );
}
