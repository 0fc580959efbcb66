import { Classes } from '@blueprintjs/core';
import { RateStars } from '../../components/form/RateStars';

/** Props of {@link CustomerRating}. */
export interface CustomerRatingProps {
  /** Average of the rated reviews, kept by the server; null before the first. */
  readonly rate: number | null | undefined;
  readonly totalRate: number | null | undefined;
}

/** The stars of a customer's average rating and how many reviews it comes from. */
export function CustomerRating({ rate, totalRate }: CustomerRatingProps) {
  const count = totalRate ?? 0;
  return (
    <span className="bo-customer-rating" data-testid="customer-rating" title={rate ? rate.toFixed(1) : undefined}>
      <RateStars value={rate ?? 0} />
      <span className={Classes.TEXT_MUTED}>({count})</span>
    </span>
  );
}
