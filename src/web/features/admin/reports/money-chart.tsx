import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatRupees } from '@shared/money';

// A line chart of money by day, drawn by uPlot on a canvas (docs/decisions/021-charts-with-uplot.md).
// It sizes itself to its box and redraws when the box changes; colours come from the theme.

export type MoneySeries = { label: string; color: string; values: number[] };

const themeColor = (name: string, fallback: string) =>
  (typeof window === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

const shortRupees = (value: number) => {
  const size = Math.abs(value);
  if (size >= 1e7) return `₹${(value / 1e7).toFixed(1)}Cr`;
  if (size >= 1e5) return `₹${(value / 1e5).toFixed(1)}L`;
  if (size >= 1e3) return `₹${(value / 1e3).toFixed(0)}k`;
  return `₹${value}`;
};

/** `days` are YYYY-MM-DD (Asia/Kolkata); each series has one value per day, in rupees. */
export function MoneyChart({ days, series, label, height = 260 }: { days: string[]; series: MoneySeries[]; label: string; height?: number }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const axis = themeColor('--color-subtle', '#8593b0');
    const grid = themeColor('--color-ink-700', '#1a2642');
    // Noon UTC of each day: the tick labels read the same day in any zone.
    const xs = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height,
      cursor: { points: { size: 6 } },
      legend: { live: true },
      scales: { x: { time: true } },
      axes: [
        {
          stroke: axis,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid },
          values: (_chart, ticks) => ticks.map((tick) => new Date(tick * 1000).toISOString().slice(5, 10).split('-').reverse().join('/')),
        },
        { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid }, size: 60, values: (_chart, ticks) => ticks.map(shortRupees) },
      ],
      series: [
        { label: 'Day', value: (_chart, value) => (value === null ? '—' : new Date(value * 1000).toISOString().slice(0, 10).split('-').reverse().join('-')) },
        ...series.map((each) => ({
          label: each.label,
          stroke: each.color,
          width: 2,
          points: { size: 4 },
          value: (_chart: uPlot, value: number | null) => (value === null ? '—' : formatRupees(value)),
        })),
      ],
    };
    const chart = new uPlot(options, [xs, ...series.map((each) => each.values)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series, height]);

  return <div ref={box} role="img" aria-label={label} className="money-chart w-full min-w-0 text-xs text-muted" />;
}
