import type { JsonChange } from '../../shared/json-diff';
import css from './editor.module.css';

/** Readable text of a changed value: HTML without its tags, lists and objects as short JSON. */
export function readableValue(value: unknown): string {
  if (value === undefined || value === null) return '（無）';
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text === '' ? '（空白）' : text;
  }
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return JSON.stringify(value);
}

export interface ChangeTableProps {
  caption: string;
  changes: readonly JsonChange[];
  fromLabel: string;
  toLabel: string;
  /** The zh-TW label of a field path (`title` → 標題). */
  labelOf: (path: string) => string;
}

/** The difference between two copies of a document, one row per changed field. */
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
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">{labelOf(change.path)}</th>
              <td>{change.kind === 'added' ? '（無）' : <del>{readableValue(change.from)}</del>}</td>
              <td>{change.kind === 'removed' ? '（已移除）' : <ins>{readableValue(change.to)}</ins>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
