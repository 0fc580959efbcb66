import { Classes } from '@blueprintjs/core';
import { ResponsivePie } from '@nivo/pie';
import { formatCompact } from '../../../shared/domain/format';
import type { ChartSlice } from './reportData';

/**
 * A nivo pie of slices in their records' colours beside its legend (name, value, share); values
 * abbreviated K/M/B. The legend is the pie's text: the drawing is hidden from assistive
 * technology (nivo's pie cannot name its `svg`), and the legend, which scrolls when long, takes
 * keyboard focus so it can be scrolled without a mouse.
 */
export function PieChart({ slices }: { readonly slices: readonly ChartSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <div className="bo-pie">
      <div className="bo-pie-plot" aria-hidden="true">
        <ResponsivePie
          data={[...slices]}
          colors={{ datum: 'data.color' }}
          valueFormat={(value) => formatCompact(value)}
          margin={{ top: 6, right: 6, bottom: 6, left: 6 }}
          innerRadius={0.55}
          padAngle={0.6}
          cornerRadius={2}
          activeOuterRadiusOffset={4}
          enableArcLinkLabels={false}
          arcLabelsSkipAngle={20}
          arcLabelsTextColor="#ffffff"
        />
      </div>
      <ul className="bo-pie-legend" tabIndex={0}>
        {slices.map((slice) => (
          <li key={slice.id}>
            <span className="bo-swatch" style={{ background: slice.color }} />
            <span className="bo-pie-name" title={slice.label}>
              {slice.label}
            </span>
            <span className="bo-num">{formatCompact(slice.value)}</span>
            <span className={`bo-num bo-pie-share ${Classes.TEXT_MUTED}`}>
              {total > 0 ? `${Math.round((slice.value / total) * 100)}%` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
