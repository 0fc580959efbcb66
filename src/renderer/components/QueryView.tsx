import { NonIdealState, Spinner, type IconName } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  readonly query: UseQueryResult<T>;
  /** True when the answer holds nothing to show: the empty state is shown instead. */
  readonly isEmpty: (data: T) => boolean;
  /** The empty state's icon, title and hint. */
  readonly empty: { readonly icon: IconName; readonly title: string; readonly description?: string };
  readonly children: (data: T) => ReactNode;
}

/** A panel's one query: a spinner while it loads, its error with a retry, an empty state, or its data. */
export function QueryView<T>({ query, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <Spinner size={24} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data))
    return <NonIdealState icon={empty.icon} title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
}
