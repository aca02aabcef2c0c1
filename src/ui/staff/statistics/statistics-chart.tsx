import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { ChartSeries } from '../../../domain/statistics/statistics-view';
import css from './statistics.module.css';

const COLORS = ['#1d4ed8', '#b45309'];
const HEIGHT = 260;

/**
 * One chart drawn by uPlot on a canvas (docs/decisions.md, decision 83), in 網站統計's chunk only.
 * It is a picture of the table beside it: hidden from screen readers, who read the table instead.
 * `bars`: one bar per point (months, modules); otherwise lines with points (days).
 */
export function StatisticsChart({ chart, bars = false }: { chart: ChartSeries; bars?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const xs = chart.labels.map((_, index) => index);
    // Two series of bars stand side by side, each half a slot wide: neither hides the other.
    const barPaths = (index: number) =>
      chart.series.length === 1
        ? uPlot.paths.bars?.({ size: [0.6, 48] })
        : uPlot.paths.bars?.({ size: [0.3, 24], align: index === 0 ? -1 : 1 });
    const plot = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, Math.max(0.5, xs.length - 0.5)] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (chart.ticks[v] ?? '') : '')),
            gap: 4,
          },
          {
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? v.toLocaleString('zh-TW') : '')),
          },
        ],
        series: [
          {},
          ...chart.series.map((s, index) => ({
            label: s.name,
            stroke: COLORS[index % COLORS.length],
            width: 2,
            ...(bars
              ? {
                  fill: `${COLORS[index % COLORS.length] ?? '#1d4ed8'}cc`,
                  paths: barPaths(index),
                  points: { show: false },
                }
              : { points: { show: xs.length <= 62 } }),
          })),
        ],
      },
      [xs, ...chart.series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [chart, bars]);
  return (
    <figure className={css.figure} aria-hidden="true" data-part="statistics-chart">
      <div ref={box} className={css.chart} />
      <figcaption className={css.legend}>
        {chart.series.map((s, index) => (
          <span key={s.name} className={css.key}>
            <span className={css.swatch} style={{ background: COLORS[index % COLORS.length] }} />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
