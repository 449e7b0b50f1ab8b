import { escapeHtml } from './html.js';

/** One row of a chart: its label and one value for each of the chart's series. */
export interface BarGroup {
  label: string;
  values: number[];
}

export interface BarChart {
  title: string;
  /** What each value of a group is (wins, draws...), shown in the legend in these colours. */
  series: string[];
  groups: BarGroup[];
  /** How a value is written at the end of its bar (default: as is, three decimals at most). */
  format?: (value: number) => string;
}

const COLOURS = ['#2b6cb0', '#dd6b20', '#718096', '#c53030', '#2f855a', '#6b46c1'];
const LABEL_WIDTH = 220;
const BAR_WIDTH = 380;
const VALUE_WIDTH = 90;
const BAR_HEIGHT = 14;
const GROUP_GAP = 10;
const LEGEND_HEIGHT = 24;
const TITLE_HEIGHT = 24;

const plain = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * A horizontal grouped bar chart as inline SVG: a row per group, a bar per series, every bar as
 * long as its value against the largest value in the chart, and the value written after it.
 */
export function barChartSvg(chart: BarChart): string {
  const format = chart.format ?? plain;
  const max = Math.max(0, ...chart.groups.flatMap((g) => g.values));
  const groupHeight = chart.series.length * BAR_HEIGHT + GROUP_GAP;
  const top = TITLE_HEIGHT + LEGEND_HEIGHT;
  const width = LABEL_WIDTH + BAR_WIDTH + VALUE_WIDTH;
  const height = top + chart.groups.length * groupHeight;
  const parts = [
    `<text x="0" y="16" font-weight="bold">${escapeHtml(chart.title)}</text>`,
    ...chart.series.map((name, s) => {
      const x = LABEL_WIDTH + s * 120;
      return `<rect x="${x}" y="${TITLE_HEIGHT}" width="12" height="12" fill="${COLOURS[s % COLOURS.length]}"/><text x="${x + 16}" y="${TITLE_HEIGHT + 11}">${escapeHtml(name)}</text>`;
    }),
  ];
  chart.groups.forEach((group, g) => {
    const y = top + g * groupHeight;
    parts.push(`<text x="${LABEL_WIDTH - 8}" y="${y + (chart.series.length * BAR_HEIGHT) / 2 + 4}" text-anchor="end">${escapeHtml(group.label)}</text>`);
    group.values.forEach((value, s) => {
      const length = max > 0 ? (BAR_WIDTH * value) / max : 0;
      const barY = y + s * BAR_HEIGHT;
      parts.push(
        `<rect x="${LABEL_WIDTH}" y="${barY}" width="${length.toFixed(1)}" height="${BAR_HEIGHT - 2}" fill="${COLOURS[s % COLOURS.length]}"><title>${escapeHtml(`${group.label}, ${chart.series[s]}: ${format(value)}`)}</title></rect>`,
        `<text x="${(LABEL_WIDTH + length + 4).toFixed(1)}" y="${barY + BAR_HEIGHT - 3}">${escapeHtml(format(value))}</text>`,
      );
    });
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escapeHtml(chart.title)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="12">
${parts.join('\n')}
</svg>`;
}
