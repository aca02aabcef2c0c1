import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { stepItem } from '../../../domain/editing/ordered-list';
import { buttonClass } from '../../parts/button-class';

/** The control a user pressed on an entry: its move buttons, its removal, or one of the list's own. */
export type EntryControl = 'up' | 'down' | 'remove' | (string & {});

/** The list's add control (新增…, the file picker, the search box): focus falls back to it. */
export const ADD_CONTROL = 'add';

/**
 * The one reorderable list of the editor: files, item links, footer links and banner
 * slides, menu items and home-page sections all keep focus and announce changes by this hook,
 * drawn with `MoveButtons`. Its focus rule:
 *
 * - after a move, the moved entry's same button, found once the next render has placed it (a
 *   moved row is a new element in a new place); where that button is disabled at the list's edge
 *   (the arrangement disables rather than announces), its other move button;
 * - after a removal, the same control of the entry that took its place (the next one), else of the
 *   previous one, else the list's add control.
 *
 * The announcement is the list's polite live region: each view draws it where it always stood.
 */
export function useReorderableList() {
  const [announcement, announce] = useState('');
  // A map kept across renders for focus, not for drawing: state that is never set, not a ref.
  const [controls] = useState(() => new Map<string, HTMLElement>());
  // The controls to try in order once the next render has placed them.
  const next = useRef<string[] | null>(null);

  useLayoutEffect(() => {
    const candidates = next.current;
    if (!candidates) return;
    const target = candidates
      .map((key) => controls.get(key))
      .find((element) => element && !(element as HTMLButtonElement).disabled);
    // Not found yet: the list the change produces may come in a later render (a form's onChange).
    if (target) {
      next.current = null;
      target.focus();
    }
  });

  const slot = (itemKey: string, control: EntryControl) => `${itemKey}:${control}`;
  const focusNext = (...keys: string[]) => {
    next.current = keys;
  };
  const afterMove = (itemKey: string, control: EntryControl) => {
    const other = control === 'up' ? 'down' : control === 'down' ? 'up' : control;
    focusNext(slot(itemKey, control), slot(itemKey, other));
  };

  return {
    announcement,
    announce,
    /** The ref of an entry's control, so focus can come back to it. */
    keep:
      (itemKey: string, control: EntryControl) =>
      (element: HTMLElement | null): void => {
        if (element) controls.set(slot(itemKey, control), element);
        else controls.delete(slot(itemKey, control));
      },
    /** The ref of the list's add control. */
    keepAdd: (element: HTMLElement | null): void => {
      if (element) controls.set(ADD_CONTROL, element);
      else controls.delete(ADD_CONTROL);
    },
    /** Focus goes to an entry's control after the next render (a panel opened or closed on it). */
    focusEntry: (itemKey: string, control: EntryControl) => focusNext(slot(itemKey, control)),
    /** Focus goes to the add control after the next render. */
    focusAdd: () => focusNext(ADD_CONTROL),
    /** After a move: `itemKey` is the moved entry's key at its new place. */
    afterMove,
    /** After a removal: the keys of the entries that stood after and before the removed one. */
    afterRemove(
      nextKey: string | undefined,
      previousKey: string | undefined,
      control: EntryControl = 'remove',
    ) {
      focusNext(
        ...[nextKey, previousKey].flatMap((key) => (key === undefined ? [] : [slot(key, control)])),
        ADD_CONTROL,
      );
    },
    /**
     * One place up or down in a flat list: the core's move and its sentence, the list changed only
     * when the entry did move, and focus kept on the pressed button. `keyOf` is asked at the new
     * place, since some lists key their entries by place (footer links have no id).
     */
    step<T>(
      list: readonly T[],
      index: number,
      step: -1 | 1,
      words: { keyOf(entry: T, index: number): string; nameOf(entry: T): string; onChange(list: T[]): void },
    ) {
      const edit = stepItem(list, index, step, words.nameOf);
      if (!edit) return;
      afterMove(words.keyOf(edit.list[edit.to] as T, edit.to), step < 0 ? 'up' : 'down');
      if (edit.to !== index) words.onChange(edit.list);
      announce(edit.announcement);
    },
  };
}

export type ReorderableList = ReturnType<typeof useReorderableList>;

export interface MoveButtonsProps {
  list: Pick<ReorderableList, 'keep'>;
  itemKey: string;
  index: number;
  count: number;
  /** The accessible name of each button (上移「春節燈會」, 下移 a.jpg, 移除：最新消息). */
  label(verb: '上移' | '下移' | '移除'): string;
  onMove(step: -1 | 1): void;
  /** Absent: the view draws its own removal (asked first, or named 刪除) among `children`. */
  onRemove?: () => void;
  /**
   * At the list's edge: `announce` keeps the button (`aria-disabled`, so focus stays and a press
   * says the entry is already there); `disable` disables it, and focus goes to the other one.
   */
  edge?: 'announce' | 'disable';
  /** Every button disabled (a read-only list that still shows its controls). */
  disabled?: boolean;
  /** Controls of the view's own between 下移 and 移除 (移到…, 縮排, 設定). */
  children?: ReactNode;
}

const outline = buttonClass({ variant: 'outline', size: 'sm' });

/** 上移, 下移 and 移除 of one entry, named after it; the view wraps them in its own row. */
export function MoveButtons({
  list,
  itemKey,
  index,
  count,
  label,
  onMove,
  onRemove,
  edge = 'announce',
  disabled = false,
  children,
}: MoveButtonsProps) {
  const first = index === 0;
  const last = index === count - 1;
  const edgeProps = (atEdge: boolean) =>
    edge === 'disable'
      ? { disabled: disabled || atEdge }
      : // Not `disabled`: a disabled button drops focus when an entry reaches the edge.
        { disabled: disabled || undefined, 'aria-disabled': atEdge ? true : undefined };
  return (
    <>
      {([-1, 1] as const).map((step) => {
        const [control, verb, atEdge] =
          step < 0 ? (['up', '上移', first] as const) : (['down', '下移', last] as const);
        return (
          <button
            key={control}
            type="button"
            ref={list.keep(itemKey, control)}
            className={outline}
            aria-label={label(verb)}
            {...edgeProps(atEdge)}
            onClick={() => onMove(step)}
            data-part={`move-${control}`}
          >
            {verb}
          </button>
        );
      })}
      {children}
      {onRemove && (
        <button
          type="button"
          ref={list.keep(itemKey, 'remove')}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={label('移除')}
          disabled={disabled || undefined}
          onClick={onRemove}
        >
          移除
        </button>
      )}
    </>
  );
}
