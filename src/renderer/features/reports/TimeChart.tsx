import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { formatCompact } from '../../../shared/domain/format';
import { useElementWidth } from '../../components/useElementWidth';
import { bucketLabel, tickEvery, type ResourceAnalysis } from './reportData';

/** How the series over time is drawn. */
export type TimeChartKind = 'bar' | 'line';

/** Props of {@link TimeChart}. */
export interface TimeChartProps {
  readonly kind: TimeChartKind;
  readonly points: readonly { readonly date: string; readonly value: number }[];
  readonly bucket: ResourceAnalysis['bucket'];
  /** The value axis's legend (the metric, and the revenue's scale). */
  readonly legend: string;
  readonly color: string;
  /** The chart's accessible name: its card's title. */
  readonly label: string;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 64 };

/** The orders of a range per day, week or month, as bars or a line; values abbreviated K/M/B. */
export function TimeChart(props: TimeChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <div ref={ref} className="bo-time-chart">
      {width > 0 && <TimeChartPlot {...props} width={width} />}
    </div>
  );
}

function TimeChartPlot({
  kind,
  points,
  bucket,
  legend,
  color,
  label,
  width,
}: TimeChartProps & { readonly width: number }) {
  const every = tickEvery(points.length, width - MARGIN.left - MARGIN.right, bucket);
  const tickValues = points.filter((_, i) => i % every === 0).map((p) => bucketLabel(p.date, bucket));
  const axisLeft = {
    format: (v: number) => formatCompact(v),
    legend,
    legendOffset: -56,
    legendPosition: 'middle' as const,
  };
  const axisBottom = { tickValues };
  if (kind === 'bar') {
    return (
      <ResponsiveBar
        data={points.map((p) => ({ bucket: bucketLabel(p.date, bucket), value: p.value }))}
        keys={['value']}
        indexBy="bucket"
        margin={MARGIN}
        padding={0.25}
        colors={[color]}
        enableLabel={false}
        valueFormat={(v) => formatCompact(v)}
        axisLeft={axisLeft}
        axisBottom={axisBottom}
        ariaLabel={label}
      />
    );
  }
  return (
    <ResponsiveLine
      data={[{ id: legend, data: points.map((p) => ({ x: bucketLabel(p.date, bucket), y: p.value })) }]}
      margin={MARGIN}
      colors={[color]}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      yFormat={(v) => formatCompact(Number(v))}
      axisLeft={axisLeft}
      axisBottom={axisBottom}
      pointSize={6}
      enableArea
      areaOpacity={0.12}
      useMesh
      ariaLabel={label}
    />
  );
}
