import { ResponsivePie } from '@nivo/pie';
import { formatCompact } from '../../../shared/domain/format';
import type { ChartSlice } from './reportData';

/** A nivo pie of slices in their records' colours, values abbreviated K/M/B. */
export function PieChart({ slices, narrow }: { readonly slices: readonly ChartSlice[]; readonly narrow: boolean }) {
  return (
    <ResponsivePie
      data={[...slices]}
      colors={{ datum: 'data.color' }}
      valueFormat={(value) => formatCompact(value)}
      margin={narrow ? { top: 12, right: 12, bottom: 12, left: 12 } : { top: 16, right: 90, bottom: 16, left: 90 }}
      innerRadius={0.5}
      padAngle={0.6}
      cornerRadius={2}
      activeOuterRadiusOffset={6}
      enableArcLinkLabels={!narrow}
      arcLinkLabel={(datum) => datum.label as string}
      arcLinkLabelsSkipAngle={12}
      arcLabelsSkipAngle={14}
      arcLinkLabelsTextColor="#5f6b7c"
      arcLabelsTextColor="#ffffff"
    />
  );
}
