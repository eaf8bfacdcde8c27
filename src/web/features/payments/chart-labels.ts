/** The labels under an income chart's bars (income-chart.tsx), apart from uPlot so they can be tested. */

/** Under a bar, a long name (a client's) shows its first word; the table under the chart has it whole. */
const axisLabel = (label: string) => (label.length > 10 ? label.split(/\s+/, 1)[0]! : label);

/** The width of the value axis, left of the bars. */
export const VALUE_AXIS_PX = 72;
/** Room between two labels under the bars. */
const LABEL_GAP_PX = 12;

/**
 * The labels under the bars, every n-th where all of them would run into each other (a year of
 * months on a phone): n is as small as lets the widest label keep its room.
 */
export function spacedLabels(labels: readonly string[], width: number, measure: (text: string) => number): string[] {
  const texts = labels.map(axisLabel);
  const slot = Math.max(1, width - VALUE_AXIS_PX) / Math.max(1, texts.length);
  const widest = Math.max(0, ...texts.map(measure)) + LABEL_GAP_PX;
  const every = Math.max(1, Math.ceil(widest / slot));
  return texts.map((text, i) => (i % every === 0 ? text : ''));
}
