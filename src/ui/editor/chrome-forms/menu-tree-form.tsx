import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  addItem,
  freshId,
  indent,
  moveDown,
  moveTo,
  moveUp,
  neighboursOf,
  NEW_ITEM_TITLE,
  outdent,
  placeOf,
  removeItem,
  titleForPage,
  updateItem,
  type MenuEdit,
} from '../../../domain/editing/menu-tree-edit';
import { atEdgeAnnouncement } from '../../../domain/editing/ordered-list';
import type { MenuItem } from '../../../shared/api-types';
import { buttonClass } from '../../parts/button-class';
import { MoveButtons, useReorderableList } from '../parts/reorderable-list';
import { webAddress } from '../rich-text-field/url-checks';
import form from '../forms/content-form.module.css';
import styles from './chrome-form.module.css';

export interface MenuTreeFormProps {
  menu: MenuItem[];
  onChange(menu: MenuItem[]): void;
  /** The site's pages an item can lead to (path and title; `published: false` before a first publish). */
  pages: ReadonlyArray<{ path: string; title: string; published?: false }>;
  readOnly?: boolean;
}

type Control = 'up' | 'down' | 'moveTo' | 'indent' | 'outdent';

const outline = buttonClass({ variant: 'outline', size: 'sm' });
const quote = (item: MenuItem) => `「${item.title.trim() || '未命名項目'}」`;

/**
 * The menu as a tree of items, edited with buttons first: 上移, 下移, 移到…, 縮排 (under the
 * previous item) and 凸排 (one level out). Every button names its item; focus and the polite
 * announcements follow the editor's one reorderable list, level by level, since a screen reader
 * user cannot see the tree change. The edits are the core's (menu-tree-edit.ts).
 */
export function MenuTreeForm({ menu, onChange, pages, readOnly = false }: MenuTreeFormProps) {
  const [movingId, setMovingId] = useState<string | null>(null);
  const { announcement, announce, keepAdd, ...entries } = useReorderableList();
  const baseId = useId();

  const apply = (edit: MenuEdit | null, item: MenuItem, control: Control, refusal: string) => {
    entries.afterMove(item.id, control);
    if (!edit) {
      announce(refusal);
      return;
    }
    onChange(edit.menu);
    announce(edit.announcement);
  };

  const add = () => {
    const id = freshId(menu, 'menu-item');
    const path = pages[0]?.path ?? '';
    const title = titleForPage(NEW_ITEM_TITLE, pages, undefined, path);
    onChange(addItem(menu, { id, title, path, children: [] }));
    entries.focusEntry(id, 'title');
    announce(`已新增項目「${title}」於最後`);
  };

  /** A page chosen: the item takes its title unless the editor typed one. */
  const choosePage = (item: MenuItem, path: string) =>
    onChange(updateItem(menu, item.id, { path, title: titleForPage(item.title, pages, item.path, path) }));

  const remove = (item: MenuItem) => {
    const { next, previous } = neighboursOf(menu, item.id);
    entries.afterRemove(next, previous, 'delete');
    onChange(removeItem(menu, item.id));
    announce(`已刪除${quote(item)}`);
  };

  const renderItem = (item: MenuItem): ReactNode => {
    const place = placeOf(menu, item.id);
    const index = place?.index ?? 0;
    const count = place?.count ?? 1;
    const depth = place?.depth ?? 0;
    const id = `${baseId}-${item.id}`;
    const external = item.url !== undefined;
    const urlError = external && !webAddress(item.url ?? '') ? '請輸入 http:// 或 https:// 開頭的網址' : '';
    const name = quote(item);
    // A page never published answers visitors 404: the editor is told before the menu links it.
    const unpublished =
      !external && pages.some((page) => page.path === item.path && page.published === false);
    return (
      <li key={item.id} data-menu-item={item.id}>
        <fieldset className={styles.node}>
          <legend className={form.label}>
            {name}（第 {depth + 1} 層，第 {index + 1} 個，共 {count} 個）
          </legend>
          <div className={form.field}>
            <label htmlFor={`${id}-title`} className={form.label}>
              標題
            </label>
            <input
              id={`${id}-title`}
              ref={entries.keep(item.id, 'title')}
              className={form.input}
              type="text"
              value={item.title}
              readOnly={readOnly}
              onChange={(event) => onChange(updateItem(menu, item.id, { title: event.currentTarget.value }))}
            />
          </div>
          <div className={form.field} role="radiogroup" aria-label={`${name}的連結`}>
            <label className={form.check}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={!external}
                disabled={readOnly}
                onChange={() =>
                  onChange(
                    updateItem(menu, item.id, {
                      url: undefined,
                      target: undefined,
                      path: pages[0]?.path ?? '',
                      title: titleForPage(item.title, pages, item.path, pages[0]?.path ?? ''),
                    }),
                  )
                }
              />
              本站頁面
            </label>
            <label className={form.check}>
              <input
                type="radio"
                name={`${id}-kind`}
                checked={external}
                disabled={readOnly}
                onChange={() => onChange(updateItem(menu, item.id, { path: undefined, url: 'https://' }))}
              />
              外部連結
            </label>
          </div>
          {external ? (
            <>
              <div className={form.field}>
                <label htmlFor={`${id}-url`} className={form.label}>
                  網址
                </label>
                <input
                  id={`${id}-url`}
                  className={form.input}
                  type="url"
                  value={item.url ?? ''}
                  readOnly={readOnly}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? `${id}-url-error` : undefined}
                  onChange={(event) =>
                    onChange(updateItem(menu, item.id, { url: event.currentTarget.value }))
                  }
                />
                {urlError && (
                  <p id={`${id}-url-error`} className={form.error}>
                    {urlError}
                  </p>
                )}
              </div>
              <label className={form.check}>
                <input
                  type="checkbox"
                  checked={item.target === '_blank'}
                  disabled={readOnly}
                  onChange={(event) =>
                    onChange(
                      updateItem(menu, item.id, {
                        target: event.currentTarget.checked ? '_blank' : undefined,
                      }),
                    )
                  }
                />
                另開新視窗
              </label>
            </>
          ) : (
            <div className={form.field}>
              <label htmlFor={`${id}-path`} className={form.label}>
                頁面
              </label>
              <select
                id={`${id}-path`}
                className={form.input}
                value={item.path ?? ''}
                disabled={readOnly}
                aria-describedby={unpublished ? `${id}-unpublished` : undefined}
                onChange={(event) => choosePage(item, event.currentTarget.value)}
              >
                <option value="">（不連結，只展開子項目）</option>
                {item.path && !pages.some((page) => page.path === item.path) && (
                  <option value={item.path}>{item.path}</option>
                )}
                {pages.map((page) => (
                  <option key={page.path} value={page.path}>
                    {page.title}（{page.path}）{page.published === false ? '・尚未發布' : ''}
                  </option>
                ))}
              </select>
              {unpublished && (
                <p id={`${id}-unpublished`} className={form.helper} data-part="menu-item-unpublished">
                  尚未發布：訪客會看到找不到網頁。請先發布這個頁面。
                </p>
              )}
            </div>
          )}
          {!readOnly && (
            <div className={form.actions}>
              <MoveButtons
                list={entries}
                itemKey={item.id}
                index={index}
                count={count}
                label={(verb) => `${verb}${name}`}
                onMove={(step) =>
                  step < 0
                    ? apply(moveUp(menu, item.id), item, 'up', atEdgeAnnouncement(name, -1))
                    : apply(moveDown(menu, item.id), item, 'down', atEdgeAnnouncement(name, 1))
                }
              >
                <button
                  type="button"
                  ref={entries.keep(item.id, 'moveTo')}
                  className={outline}
                  aria-label={`移到…${name}`}
                  aria-expanded={movingId === item.id}
                  aria-disabled={count < 2 ? true : undefined}
                  onClick={() => count > 1 && setMovingId(movingId === item.id ? null : item.id)}
                >
                  移到…
                </button>
                <button
                  type="button"
                  ref={entries.keep(item.id, 'indent')}
                  className={outline}
                  aria-label={`縮排${name}（移入上一個項目之下）`}
                  aria-disabled={index === 0 ? true : undefined}
                  onClick={() =>
                    apply(indent(menu, item.id), item, 'indent', `${name}前面沒有項目，無法縮排`)
                  }
                >
                  縮排
                </button>
                <button
                  type="button"
                  ref={entries.keep(item.id, 'outdent')}
                  className={outline}
                  aria-label={`凸排${name}（移出一層）`}
                  aria-disabled={depth === 0 ? true : undefined}
                  onClick={() => apply(outdent(menu, item.id), item, 'outdent', `${name}已在第一層`)}
                >
                  凸排
                </button>
                <button
                  type="button"
                  ref={entries.keep(item.id, 'delete')}
                  className={buttonClass({ variant: 'ghost', size: 'sm' })}
                  aria-label={`刪除${name}`}
                  onClick={() => remove(item)}
                >
                  刪除
                </button>
              </MoveButtons>
            </div>
          )}
          {movingId === item.id && (
            <MoveToPicker
              id={`${id}-move`}
              name={name}
              index={index}
              count={count}
              onMove={(to) => {
                setMovingId(null);
                apply(moveTo(menu, item.id, to), item, 'moveTo', `${name}已在第 ${to + 1} 個`);
              }}
              onCancel={() => {
                setMovingId(null);
                entries.focusEntry(item.id, 'moveTo');
              }}
            />
          )}
        </fieldset>
        {(item.children ?? []).length > 0 && (
          <ol className={styles.subtree} aria-label={`${name}的子項目`}>
            {(item.children ?? []).map(renderItem)}
          </ol>
        )}
      </li>
    );
  };

  return (
    <fieldset className={form.group} data-part="menu-tree-form">
      <legend className={form.legend}>選單</legend>
      <p className={form.helper}>用按鈕調整順序與層級：縮排移入上一個項目之下，凸排移出一層。</p>
      <p className={styles.live} role="status" aria-live="polite" data-part="menu-announcement">
        {announcement}
      </p>
      {menu.length > 0 && (
        <ol className={styles.tree} aria-label="選單項目">
          {menu.map(renderItem)}
        </ol>
      )}
      {!readOnly && (
        <div className={form.actions}>
          <button type="button" ref={keepAdd} className={outline} onClick={add}>
            新增項目
          </button>
        </div>
      )}
    </fieldset>
  );
}

function MoveToPicker({
  id,
  name,
  index,
  count,
  onMove,
  onCancel,
}: {
  id: string;
  name: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onCancel(): void;
}) {
  const [to, setTo] = useState(index);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);
  return (
    <div className={styles.moveTo}>
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          將{name}移到
        </label>
        <select
          id={id}
          ref={select}
          className={form.input}
          value={to}
          onChange={(event) => setTo(Number(event.currentTarget.value))}
        >
          {Array.from({ length: count }, (_, i) => (
            <option key={i} value={i}>
              第 {i + 1} 個{i === index ? '（目前位置）' : ''}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={outline} onClick={() => onMove(to)}>
        移動
      </button>
      <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={onCancel}>
        取消
      </button>
    </div>
  );
}
