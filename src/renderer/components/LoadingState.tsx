import { NonIdealState, Spinner } from '@blueprintjs/core';

/** A centred spinner while a page's data loads. */
export function LoadingState() {
  return <NonIdealState icon={<Spinner aria-label="loading" />} />;
}
