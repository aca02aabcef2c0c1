import type { ChartSeries } from '../../../domain/statistics/statistics-view';
import table from '../parts/staff-table.module.css';

/**
 * A chart's figures as a real table, for screen readers and for anyone who wants the numbers: the
 * chart itself is a picture hidden from assistive technology.
 */
export function FiguresTable({ chart, rowHeader }: { chart: ChartSeries; rowHeader: string }) {
  return (
    <div className={table.tableWrap}>
      <table className={table.table} data-part="statistics-table">
        <caption>{chart.title}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {chart.series.map((s) => (
              <th scope="col" key={s.name}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.labels.map((label, index) => (
            <tr key={`${label}-${String(index)}`}>
              <th scope="row">{label}</th>
              {chart.series.map((s) => (
                <td key={s.name}>{(s.values[index] ?? 0).toLocaleString('zh-TW')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
