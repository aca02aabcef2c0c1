import { useEffect, useMemo, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import {
  createDocumentSearch,
  type DocumentSearch,
  type LinkPicker,
  type SearchOutcome,
  type SearchQuery,
} from '../../../application/editing/document-search';
import {
  addRef,
  moveRef,
  refOfRow,
  refsIn,
  removeRef,
  sameRef,
  type RefsEdit,
} from '../../../domain/editing/item-refs';
import type { ItemRef } from '../../../shared/api-types';
import { buttonClass } from '../../parts/button-class';
import { MoveButtons, useReorderableList } from '../parts/reorderable-list';
import styles from './content-form.module.css';
import { ListFieldGroup } from './list-field-group';

export type { LinkPicker } from '../../../application/editing/document-search';

export interface RefsFieldProps {
  id: string;
  label: string;
  /** The field's data: a list of `ItemRef`; entries of another shape are dropped on the first edit. */
  value: unknown;
  onChange(refs: ItemRef[]): void;
  /** Called when a control of the field loses focus, so the form checks the list. */
  onBlur?(): void;
  /** The one list layout to pick from (`cms-people`…); absent: any module of items. */
  from?: string | undefined;
  /** The item being edited, which is never offered as a link to itself. */
  self?: { path: string; id: string } | undefined;
  /** Without one the field can reorder and remove links but not add any. */
  picker?: LinkPicker | undefined;
  readOnly?: boolean;
  help?: string | undefined;
  /** Messages by path inside the list: '' for the whole list, '0.title' for the first link's title. */
  messages?: Readonly<Record<string, string>>;
}

/** What the field reads while it cannot add links (no picker, or read-only): nothing ever changes. */
const NO_SEARCH: Pick<DocumentSearch, 'subscribe' | 'getSnapshot'> = (() => {
  const snapshot = { modules: { status: 'loading' }, query: null, results: { status: 'idle' } } as const;
  return { subscribe: () => () => undefined, getSnapshot: () => snapshot };
})();

/** The live region's words for how a search ended; an overtaken search says nothing. */
const searchWords = (outcome: SearchOutcome): string | null =>
  outcome.kind === 'found'
    ? outcome.total === 0
      ? '沒有符合的項目'
      : `找到 ${outcome.total} 筆`
    : outcome.kind === 'failed'
      ? '無法搜尋項目，請稍後再試。'
      : null;

const keyOf = (ref: Pick<ItemRef, 'path' | 'id'>) => `${ref.path}/${ref.id}`;

/**
 * Links from the item to other items (`related`, an event's people, a person's events…): the links
 * in their order, each with 上移, 下移 and 移除, and a search of the documents list whose results
 * are 加入 buttons. Every change goes up through `onChange` as a new list; the list operations and
 * their announcements are the core's (item-refs.ts), the search is the core's (document-search.ts,
 * latest answer wins), and focus follows the editor's one reorderable list.
 */
export function RefsField({
  id,
  label,
  value,
  onChange,
  onBlur,
  from,
  self,
  picker,
  readOnly = false,
  help,
  messages = {},
}: RefsFieldProps) {
  const refs = refsIn(value);
  const { announcement, announce, keepAdd, ...entries } = useReorderableList();
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const adding = picker !== undefined && !readOnly;
  const selfPath = self?.path;
  const search = useMemo(() => (adding ? createDocumentSearch(picker, from) : null), [adding, picker, from]);
  const { modules, query, results } = useSyncExternalStore(
    (search ?? NO_SEARCH).subscribe,
    (search ?? NO_SEARCH).getSnapshot,
  );

  useEffect(() => {
    void search?.loadModules();
  }, [search]);

  const said = (outcome: Promise<SearchOutcome> | null | undefined) =>
    void outcome?.then((ended) => {
      const words = searchWords(ended);
      if (words !== null) announce(words);
    });
  const find = (next: SearchQuery) => said(search?.find(next));

  const fitting = modules.status === 'ready' ? modules.list : [];
  // The item's own module first when it fits: related news is the most common link.
  const path = chosen || (fitting.find((m) => m.path === selfPath) ?? fitting[0])?.path || '';
  const moduleTitle = (ref: ItemRef) => fitting.find((m) => m.path === ref.path)?.title ?? ref.path;

  const apply = (edit: RefsEdit | null) => {
    if (!edit) return;
    if (edit.refs.length !== refs.length || edit.refs.some((ref, i) => ref !== refs[i])) onChange(edit.refs);
    announce(edit.announcement);
  };

  const move = (index: number, step: -1 | 1) => {
    entries.afterMove(keyOf(refs[index]!), step < 0 ? 'up' : 'down');
    apply(moveRef(refs, index, step));
  };

  const remove = (index: number) => {
    const [next, previous] = [refs[index + 1], refs[index - 1]];
    entries.afterRemove(next && keyOf(next), previous && keyOf(previous));
    apply(removeRef(refs, index));
  };

  const runSearch = () => {
    if (path) find({ path, q: typed, page: 0 });
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter searches here; in the content form it would otherwise submit the form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    runSearch();
  };

  const listMessage = messages[''];
  const entryMessage = (index: number) =>
    Object.entries(messages).find(([key]) => key === String(index) || key.startsWith(`${index}.`))?.[1];
  const pages = results.status === 'ready' ? results.pages : 1;
  const page = query?.page ?? 0;

  return (
    <ListFieldGroup id={id} label={label} help={help} message={listMessage} onBlur={onBlur} part="refs-field">
      {refs.length === 0 ? (
        <p className={styles.count}>尚未加入任何項目</p>
      ) : (
        <ol className={styles.entries} aria-label={`${label}清單`}>
          {refs.map((ref, index) => {
            const name = `「${ref.title}」`;
            const message = entryMessage(index);
            return (
              <li key={keyOf(ref)} className={styles.ref} data-ref={keyOf(ref)}>
                <span className={styles.refText}>
                  <span className={styles.refTitle}>{ref.title}</span>
                  <span className={styles.helper}>{moduleTitle(ref)}</span>
                  {message && <span className={styles.error}>{message}</span>}
                </span>
                {!readOnly && (
                  <span className={styles.actions}>
                    <MoveButtons
                      list={entries}
                      itemKey={keyOf(ref)}
                      index={index}
                      count={refs.length}
                      label={(verb) => `${verb}${name}`}
                      onMove={(step) => move(index, step)}
                      onRemove={() => remove(index)}
                    />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}

      {adding && (
        <div className={styles.picker} data-part="refs-picker">
          {modules.status === 'loading' && <p className={styles.helper}>載入可連結的模組中…</p>}
          {modules.status === 'failed' && <p className={styles.error}>無法載入可連結的模組，請稍後再試。</p>}
          {modules.status === 'ready' && fitting.length === 0 && (
            <p className={styles.helper}>網站上沒有可連結的模組。</p>
          )}
          {fitting.length > 1 && (
            <div className={styles.field}>
              <label htmlFor={`${id}-module`} className={styles.label}>
                從哪個模組加入
              </label>
              <select
                id={`${id}-module`}
                className={styles.select}
                value={path}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setChosen(next);
                  // A search already made is made again in the module just chosen.
                  if (query) find({ ...query, path: next, page: 0 });
                }}
              >
                {fitting.map((m) => (
                  <option key={m.path} value={m.path}>
                    {m.title}（{m.path}）
                  </option>
                ))}
              </select>
            </div>
          )}
          {fitting.length > 0 && (
            <>
              <div className={styles.searchRow}>
                <div className={styles.field}>
                  <label htmlFor={`${id}-q`} className={styles.label}>
                    搜尋要加入的項目
                  </label>
                  <input
                    id={`${id}-q`}
                    ref={keepAdd}
                    className={styles.input}
                    type="search"
                    autoComplete="off"
                    value={typed}
                    aria-describedby={`${id}-q-help`}
                    onChange={(event) => setTyped(event.currentTarget.value)}
                    onKeyDown={onSearchKey}
                  />
                  <p id={`${id}-q-help`} className={styles.helper}>
                    {fitting.length === 1 ? `在「${fitting[0]!.title}」中搜尋標題；` : '搜尋標題；'}按 Enter
                    或「搜尋」，不輸入文字則列出全部
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass({ variant: 'outline', size: 'sm' })}
                  onClick={() => runSearch()}
                >
                  搜尋
                </button>
              </div>
              {results.status === 'loading' && <p className={styles.helper}>搜尋中…</p>}
              {results.status === 'ready' && results.rows.length > 0 && (
                <ul className={styles.results} aria-label={`可加入${label}的項目`}>
                  {results.rows.map((row) => {
                    const ref = refOfRow(row);
                    if (!ref) return null;
                    const isSelf = self !== undefined && sameRef(ref, self);
                    const linked = refs.some((other) => sameRef(other, ref));
                    return (
                      <li key={row.docId} className={styles.result}>
                        {isSelf ? (
                          <span>{ref.title}（本項目）</span>
                        ) : (
                          <button
                            type="button"
                            className={buttonClass({ variant: 'outline', size: 'sm' })}
                            // Kept when already linked, so focus stays; a press says it is there.
                            aria-disabled={linked ? true : undefined}
                            onClick={() => apply(addRef(refs, ref))}
                          >
                            {linked ? `已加入「${ref.title}」` : `加入「${ref.title}」`}
                          </button>
                        )}
                        {row.status === 'draft' && <span className={styles.helper}>尚未發布</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
              {results.status === 'ready' && pages > 1 && (
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    // Not `disabled`, as above: the first or last page keeps focus on its button.
                    aria-disabled={page === 0 ? true : undefined}
                    onClick={() => said(search?.turnPage(-1))}
                  >
                    上一頁
                  </button>
                  <span className={styles.count}>
                    第 {page + 1} / {pages} 頁
                  </span>
                  <button
                    type="button"
                    className={buttonClass({ variant: 'outline', size: 'sm' })}
                    aria-disabled={page + 1 >= pages ? true : undefined}
                    onClick={() => said(search?.turnPage(1))}
                  >
                    下一頁
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      )}

      {/* Always present, so assistive technology is listening before the first announcement. */}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
    </ListFieldGroup>
  );
}
