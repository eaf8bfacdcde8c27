/**
 * A bar chart of income (by month, client or currency), drawn by uPlot, the
 * charting library the admin's visit chart already uses. Its own chunk, loaded
 * only by the payments overview; the figures are in the table under it too.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { spacedLabels, VALUE_AXIS_PX } from './chart-labels.ts';

export default function IncomeChart({
  labels,
  values,
  format,
}: {
  labels: string[];
  values: number[];
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(name).trim() || 'currentColor';
    const font = `12px ${getComputedStyle(element).fontFamily}`;
    const axis = {
      stroke: color('--wh-muted'),
      grid: { stroke: color('--wh-line') },
      ticks: { stroke: color('--wh-line') },
      font,
    };
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = font;
    const measure = (text: string) => context?.measureText(text).width ?? text.length * 7;
    const bars = uPlot.paths.bars!({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 224,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, labels.length - 0.5] },
          y: { range: (_u, _min, max) => [0, max * 1.1 || 1] },
        },
        series: [
          {},
          { stroke: color('--wh-accent'), fill: color('--wh-accent'), paths: bars, points: { show: false } },
        ],
        axes: [
          {
            ...axis,
            // Asked again at every resize, so the labels shown follow the chart's width.
            values: (_u, splits) => {
              const shown = spacedLabels(labels, element.clientWidth, measure);
              return splits.map((i) => shown[i] ?? '');
            },
            splits: () => labels.map((_, i) => i),
          },
          { ...axis, size: VALUE_AXIS_PX, values: (_u, splits) => splits.map(format) },
        ],
      },
      [labels.map((_, i) => i), values],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 224 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, values, format]);
  // The table under the chart carries the same figures for assistive technology.
  return <div ref={box} aria-hidden="true" className="mt-3 w-full" dir="ltr" />;
}
