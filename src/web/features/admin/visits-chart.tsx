/**
 * A chart of page visits per day, drawn by uPlot in the browser. Loaded only
 * by the page-visits page (its own chunk), so no other page carries it; the
 * figures are also in the table beside it, for screen readers and before
 * JavaScript runs.
 */
import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export default function VisitsChart({
  days,
  visitsLabel,
  minutesLabel,
}: {
  days: { day: string; visits: number; timeSpentMs: number }[];
  visitsLabel: string;
  minutesLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const styles = getComputedStyle(document.documentElement);
    const color = (name: string) => styles.getPropertyValue(name).trim() || 'currentColor';
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T12:00:00Z`) / 1000),
      days.map((d) => d.visits),
      days.map((d) => Math.round(d.timeSpentMs / 60_000)),
    ];
    const axis = {
      stroke: color('--wh-muted'),
      grid: { stroke: color('--wh-line') },
      ticks: { stroke: color('--wh-line') },
    };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 280,
        scales: { x: { time: true }, minutes: { auto: true } },
        series: [
          {},
          { label: visitsLabel, stroke: color('--wh-accent'), fill: `${color('--wh-accent')}33`, width: 2 },
          { label: minutesLabel, stroke: color('--wh-link'), width: 2, scale: 'minutes' },
        ],
        axes: [axis, axis, { ...axis, scale: 'minutes', side: 1, grid: { show: false } }],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 280 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, visitsLabel, minutesLabel]);
  return <div ref={box} aria-hidden="true" className="w-full" />;
}
