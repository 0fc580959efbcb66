import { FormGroup, HTMLSelect, NonIdealState, SegmentedControl, Slider, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Version } from './designQueries';
import { DiffView } from './DiffView';
import { useImageSize } from './useImageSize';
import { createViewStore } from './viewState';
import { pickVersion } from './versionPairs';
import { ZoomPane } from './ZoomPane';

/** The compare modes proofing tools offer. */
export const COMPARE_MODES = ['side', 'overlay', 'swipe', 'difference'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

export interface ComparePaneProps {
  /** Newest first. */
  readonly versions: readonly Version[];
  /** The two versions compared: [earlier, later] by default. */
  readonly pair: readonly [number, number];
  readonly onPair: (pair: [number, number]) => void;
}

/** Two versions of the design: side by side in step, overlaid with opacity or a swipe, or their difference. */
export function ComparePane({ versions, pair, onPair }: ComparePaneProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<CompareMode>('side');
  const [amount, setAmount] = useState(50);
  const store = useMemo(() => createViewStore(), []);
  const [a, b] = pair.map((n) => versions.find((v) => v.version === n)?.images[0]?.image ?? null);
  const sizeA = useImageSize(a ?? null);
  const options = versions.map((v) => ({ value: v.version, label: `v${v.version}` }));

  const picker = (side: 0 | 1) => (
    <FormGroup
      inline
      label={t(side === 0 ? 'designReview.compareFrom' : 'designReview.compareTo')}
      labelFor={`compare-${side}`}
    >
      <HTMLSelect
        id={`compare-${side}`}
        value={pair[side]}
        options={options}
        onChange={(e) => onPair(pickVersion(pair, side, Number(e.currentTarget.value)))}
      />
    </FormGroup>
  );

  return (
    <div className="bo-compare">
      <div className="bo-compare-bar">
        {picker(0)}
        {picker(1)}
        <SegmentedControl
          small
          aria-label={t('designReview.compareMode')}
          value={mode}
          onValueChange={(value) => setMode(value as CompareMode)}
          options={COMPARE_MODES.map((m) => ({ value: m, label: t(`designReview.modes.${m}`) }))}
        />
        {(mode === 'overlay' || mode === 'swipe') && (
          <div className="bo-compare-slider">
            <Slider
              min={0}
              max={100}
              stepSize={1}
              labelRenderer={false}
              value={amount}
              onChange={setAmount}
              handleHtmlProps={{
                'aria-label': t(mode === 'overlay' ? 'designReview.opacity' : 'designReview.divider'),
              }}
            />
          </div>
        )}
      </div>
      {!a || !b ? (
        <NonIdealState icon="media" description={t('designReview.noImages')} />
      ) : !sizeA ? (
        <Spinner />
      ) : mode === 'side' ? (
        <div className="bo-compare-side">
          <ZoomPane store={store} size={sizeA} label={`v${pair[0]}`}>
            <img src={a} alt="" draggable={false} className="bo-zoom-image" />
          </ZoomPane>
          <ZoomPane store={store} size={sizeA} label={`v${pair[1]}`} fitsOnLoad={false}>
            <img src={b} alt="" draggable={false} className="bo-zoom-image" />
          </ZoomPane>
        </div>
      ) : mode === 'difference' ? (
        <DiffView before={a} after={b} size={sizeA} store={store} />
      ) : (
        <ZoomPane store={store} size={sizeA} label={`v${pair[0]} / v${pair[1]}`}>
          <img src={a} alt="" draggable={false} className="bo-zoom-image" />
          <img
            src={b}
            alt=""
            draggable={false}
            className="bo-zoom-image bo-zoom-over"
            style={mode === 'overlay' ? { opacity: amount / 100 } : { clipPath: `inset(0 0 0 ${amount}%)` }}
          />
          {mode === 'swipe' && <SwipeDivider at={amount} onMove={setAmount} />}
        </ZoomPane>
      )}
    </div>
  );
}

/** The swipe's divider, dragged along the image (the slider above does the same from the keyboard). */
function SwipeDivider({ at, onMove }: { readonly at: number; readonly onMove: (at: number) => void }) {
  return (
    <div
      className="bo-swipe-divider"
      style={{ left: `${at}%` }}
      aria-hidden="true"
      onPointerDown={(e) => {
        // The divider drags itself, not the image under it.
        e.stopPropagation();
        const line = e.currentTarget;
        const wrapper = line.parentElement;
        if (!wrapper) return;
        line.setPointerCapture(e.pointerId);
        const move = (ev: PointerEvent) => {
          const rect = wrapper.getBoundingClientRect();
          onMove(Math.round(Math.min(100, Math.max(0, ((ev.clientX - rect.left) / rect.width) * 100))));
        };
        const up = () => {
          line.removeEventListener('pointermove', move);
          line.removeEventListener('pointerup', up);
        };
        line.addEventListener('pointermove', move);
        line.addEventListener('pointerup', up);
      }}
    />
  );
}
