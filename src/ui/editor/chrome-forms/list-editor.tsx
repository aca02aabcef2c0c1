import type { ReactNode } from 'react';
import { removeAt, removedAnnouncement, replaceAt } from '../../../domain/editing/ordered-list';
import { buttonClass } from '../../parts/button-class';
import { MoveButtons, useReorderableList } from '../parts/reorderable-list';
import form from '../forms/content-form.module.css';
import styles from './chrome-form.module.css';

export interface ListEditorProps<T> {
  legend: string;
  /** What one entry is called (連結, 輪播圖). */
  noun: string;
  list: readonly T[];
  onChange(list: T[]): void;
  /** The entry's name in button labels and announcements. */
  nameOf(entry: T, index: number): string;
  renderEntry(entry: T, index: number, update: (next: T) => void): ReactNode;
  /** A new, empty entry for 新增. */
  make(): T;
  readOnly: boolean;
  keyOf(entry: T, index: number): string;
}

const quote = (name: string) => `「${name}」`;

/**
 * A flat list (footer links, banner slides) with 上移, 下移 and 移除 buttons named after their
 * entry, and 新增 at the end: the editor's one reorderable list (focus and announcements).
 */
export function ListEditor<T>(props: ListEditorProps<T>) {
  const { legend, noun, list, onChange, nameOf, renderEntry, make, readOnly, keyOf } = props;
  const { announcement, announce, keepAdd, ...entries } = useReorderableList();
  // Keys may be places (links have no id): the moved entry is found at its new place.
  const words = { keyOf, nameOf: (entry: T) => quote(nameOf(entry, list.indexOf(entry))), onChange };

  const remove = (index: number) => {
    const after = removeAt(list, index);
    // Keyed at their places after the removal: the next entry now stands at `index`.
    const keyAt = (at: number) => (at >= 0 && at < after.length ? keyOf(after[at] as T, at) : undefined);
    entries.afterRemove(keyAt(index), keyAt(index - 1));
    announce(removedAnnouncement(quote(nameOf(list[index] as T, index))));
    onChange(after);
  };

  const add = () => {
    onChange([...list, make()]);
    announce(`已新增一個${noun}於最後`);
  };

  return (
    <fieldset className={form.group}>
      <legend className={form.legend}>{legend}</legend>
      <p className={styles.live} role="status" aria-live="polite">
        {announcement}
      </p>
      {list.length > 0 && (
        <ol className={styles.tree} aria-label={`${legend}清單`}>
          {list.map((entry, index) => {
            const key = keyOf(entry, index);
            const update = (next: T) => onChange(replaceAt(list, index, next));
            return (
              <li key={key}>
                <fieldset className={styles.node}>
                  <legend className={form.label}>
                    {noun} {index + 1}：{nameOf(entry, index)}
                  </legend>
                  {renderEntry(entry, index, update)}
                  {!readOnly && (
                    <div className={form.actions}>
                      <MoveButtons
                        list={entries}
                        itemKey={key}
                        index={index}
                        count={list.length}
                        label={(verb) => `${verb}${quote(nameOf(entry, index))}`}
                        onMove={(step) => entries.step(list, index, step, words)}
                        onRemove={() => remove(index)}
                      />
                    </div>
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && (
        <div className={form.actions}>
          <button
            type="button"
            ref={keepAdd}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={add}
          >
            新增{noun}
          </button>
        </div>
      )}
    </fieldset>
  );
}
