import { changeSides } from '../../../domain/editing/text-diff';
import type { JsonChange } from '../../../shared/json-diff';
import { DiffPieces } from './diff-pieces';
import css from './change-table.module.css';

export interface ChangeTableProps {
  caption: string;
  changes: readonly JsonChange[];
  fromLabel: string;
  toLabel: string;
  /** The zh-TW label of a field path (`title` → 標題). */
  labelOf: (path: string) => string;
}

/**
 * The difference between two copies of a document, one row per changed field: each side whole,
 * with only the words that differ struck (old) or added (new), as 版本紀錄 marks them.
 */
export function ChangeTable({ caption, changes, fromLabel, toLabel, labelOf }: ChangeTableProps) {
  return (
    <div className={css.changeTableWrap}>
      <table className={css.changeTable} data-part="change-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">欄位</th>
            <th scope="col">{fromLabel}</th>
            <th scope="col">{toLabel}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => {
            const { before, after } = changeSides(change.from, change.to);
            return (
              <tr key={change.path} data-field={change.path}>
                <th scope="row">{labelOf(change.path)}</th>
                <td data-side="from">
                  <DiffPieces pieces={before} />
                </td>
                <td data-side="to">
                  <DiffPieces pieces={after} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
