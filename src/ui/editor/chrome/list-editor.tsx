import { useFocusAfterRender } from '../use-focus-after-render';
import { useState, type ReactNode } from 'react';
import { moveEntry } from '../../../domain/editing/content-fields';
import { buttonClass } from '../../parts/button-class';
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

type Control = 'up' | 'down' | 'remove' | 'add' | 'first';

/**
 * A flat list (footer links, banner slides) with 上移, 下移 and 移除 buttons named after their
 * entry, and 新增 at the end. Focus stays on the moved entry's button and each change is
 * announced politely, as in the menu tree.
 */
export function ListEditor<T>(props: ListEditorProps<T>) {
  const { legend, noun, list, onChange, nameOf, renderEntry, make, readOnly, keyOf } = props;
  const [announcement, setAnnouncement] = useState('');
  const { keep, focusAfterRender } = useFocusAfterRender();

  const move = (index: number, step: -1 | 1) => {
    const to = index + step;
    const name = nameOf(list[index] as T, index);
    const inRange = to >= 0 && to < list.length;
    // Keys may be places (links have no id): the moved entry is found at its new place.
    focusAfterRender(`${keyOf(list[index] as T, inRange ? to : index)}:${step < 0 ? 'up' : 'down'}`);
    if (!inRange) {
      setAnnouncement(step < 0 ? `「${name}」已在第一個` : `「${name}」已在最後一個`);
      return;
    }
    onChange(moveEntry(list, index, to));
    setAnnouncement(`已移到第 ${to + 1} 個，共 ${list.length} 個`);
  };

  const remove = (index: number) => {
    const neighbour = list[index + 1] ?? list[index - 1];
    const neighbourIndex = list[index + 1] ? index : index - 1;
    focusAfterRender(neighbour ? `${keyOf(neighbour, neighbourIndex)}:remove` : 'add');
    setAnnouncement(`已移除「${nameOf(list[index] as T, index)}」`);
    onChange(list.filter((_, i) => i !== index));
  };

  const add = () => {
    const entry = make();
    onChange([...list, entry]);
    setAnnouncement(`已新增一個${noun}於最後`);
  };

  const control = (key: string, name: Control) => keep(`${key}:${name}`);
  const outline = buttonClass({ variant: 'outline', size: 'sm' });

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
            const name = `「${nameOf(entry, index)}」`;
            const update = (next: T) => onChange(list.map((e, i) => (i === index ? next : e)));
            return (
              <li key={key}>
                <fieldset className={styles.node}>
                  <legend className={form.label}>
                    {noun} {index + 1}：{nameOf(entry, index)}
                  </legend>
                  {renderEntry(entry, index, update)}
                  {!readOnly && (
                    <div className={form.actions}>
                      <button
                        type="button"
                        ref={control(key, 'up')}
                        className={outline}
                        aria-label={`上移${name}`}
                        aria-disabled={index === 0 ? true : undefined}
                        onClick={() => move(index, -1)}
                      >
                        上移
                      </button>
                      <button
                        type="button"
                        ref={control(key, 'down')}
                        className={outline}
                        aria-label={`下移${name}`}
                        aria-disabled={index === list.length - 1 ? true : undefined}
                        onClick={() => move(index, 1)}
                      >
                        下移
                      </button>
                      <button
                        type="button"
                        ref={control(key, 'remove')}
                        className={buttonClass({ variant: 'ghost', size: 'sm' })}
                        aria-label={`移除${name}`}
                        onClick={() => remove(index)}
                      >
                        移除
                      </button>
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
          <button type="button" ref={keep('add')} className={outline} onClick={add}>
            新增{noun}
          </button>
        </div>
      )}
    </fieldset>
  );
}
