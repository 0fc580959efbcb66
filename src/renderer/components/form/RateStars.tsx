import { Button, ButtonVariant, Icon, Intent, Size } from '@blueprintjs/core';
import { RATING_LABELS, RATING_MAX } from '../../../shared/domain/constants';

export interface RateStarsProps {
  readonly value: number | null;
  /** Makes the stars clickable; clicking the current value clears it. */
  readonly onChange?: (value: number | null) => void;
  readonly disabled?: boolean;
}

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** A 1-to-5 star rating, shown or edited (spec section 9: terrible to wonderful). */
export function RateStars({ value, onChange, disabled }: RateStarsProps) {
  const current = Math.round(value ?? 0);
  if (!onChange) {
    return (
      <span className="bo-rate" role="img" aria-label={`${current}/${RATING_MAX}`}>
        {STARS.map((n) => (
          <Icon
            key={n}
            icon={n <= current ? 'star' : 'star-empty'}
            size={12}
            intent={n <= current ? Intent.WARNING : Intent.NONE}
          />
        ))}
      </span>
    );
  }
  return (
    <span className="bo-rate" role="radiogroup">
      {STARS.map((n) => (
        <Button
          key={n}
          variant={ButtonVariant.MINIMAL}
          size={Size.SMALL}
          role="radio"
          aria-checked={n === current}
          aria-label={RATING_LABELS[n - 1]}
          title={RATING_LABELS[n - 1]}
          disabled={disabled}
          icon={
            <Icon icon={n <= current ? 'star' : 'star-empty'} intent={n <= current ? Intent.WARNING : Intent.NONE} />
          }
          onClick={() => onChange(n === current ? null : n)}
        />
      ))}
    </span>
  );
}
