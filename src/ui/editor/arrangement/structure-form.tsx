import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { domMax, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { useEffect, useId, useRef, useState } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import {
  addSection,
  layoutFamily,
  moveSection,
  movedAnnouncement,
  readsList,
  removeSection,
  variantsOf,
} from '../../../domain/editing/section-order';
import { defaultSectionTitle, isContactSection } from '../../../domain/editing/section-defaults';
import type { IndexSection } from '../../../shared/api-types';
import { buttonClass } from '../../parts/button-class';
import { MoveButtons, useReorderableList } from '../parts/reorderable-list';
import { LayoutGallery } from '../settings/layout-gallery';
import { describeLayout, FRAME_NAMES, SECTION_NAMES } from '../settings/layout-catalogue';
import styles from './structure-form.module.css';

/** A list a section can read its rows from: a module path of the menu. */
export interface SectionSource {
  path: string;
  title: string;
}

export interface StructureFormProps {
  value: DocumentData;
  onChange(data: DocumentData, field: string): void;
  readOnly?: boolean;
  /** The site's `indexEditable`; null while it is being asked. */
  editable: boolean | null;
  sources: readonly SectionSource[];
}

const FIRST_OF_FAMILY = [...new Set(SECTION_NAMES.map(layoutFamily))].map(
  (family) => SECTION_NAMES.find((name) => layoutFamily(name) === family) as string,
);

const nameOf = (section: IndexSection): string => section.title?.trim() || section.layout;

function sectionsOf(value: DocumentData): IndexSection[] {
  return Array.isArray(value.index) ? (value.index as IndexSection[]) : [];
}

/**
 * Keys that follow each section through moves, so React (and the focus, and framer-motion's layout
 * animation) sees the same element move rather than every element change. A list replaced from
 * outside (a restore, the other copy of a conflict) with another length gets new keys.
 */
let serial = 0;
const freshKeys = (count: number): string[] => Array.from({ length: count }, () => `s${(serial += 1)}`);

function useSectionKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => freshKeys(length));
  if (keys.length !== length) {
    const replaced = freshKeys(length);
    setKeys(replaced);
    return [replaced, setKeys] as const;
  }
  return [keys, setKeys] as const;
}

/**
 * The sections of the home page or a landing page: move up, move down and 移到… first,
 * each named with its section and answered in a polite live region; dragging (@dnd-kit, with its
 * keyboard sensor and zh-TW announcements) as an extra, never the only way. Add, remove (asked
 * first), and per section its layout variant (pictures), title, list and row limit. Absent, with
 * the reason, while the site does not allow the home page to be arranged.
 */
export function StructureForm({ value, onChange, readOnly = false, editable, sources }: StructureFormProps) {
  const sections = sectionsOf(value);
  const [keys, setKeys] = useSectionKeys(sections.length);
  // Focus after a move or a removal and the polite announcements: the editor's one reorderable list.
  const { announcement, announce: setAnnouncement, keepAdd, ...entries } = useReorderableList();
  const [open, setOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [movingTo, setMovingTo] = useState<string | null>(null);
  const [newLayout, setNewLayout] = useState(FIRST_OF_FAMILY[0] as string);
  const [dragging, setDragging] = useState(false);
  const reduceMotion = useReducedMotion();
  const formId = useId();

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (editable === null) return <p role="status">正在確認首頁編排是否開放…</p>;
  if (!editable) {
    return (
      <section className={styles.closed} data-part="arrangement-closed">
        <h3 className={styles.heading}>首頁編排目前未開放</h3>
        <p>
          網站設定未開放編排首頁與主題頁的區塊，因此無法移動、新增或移除區塊。需要調整時，請洽網站管理者開啟「首頁可編排」設定。
        </p>
      </section>
    );
  }

  const commit = (list: IndexSection[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange({ ...value, index: list }, 'index');
  };

  const move = (from: number, to: number, control: 'up' | 'down' | 'move-to' | 'drag') => {
    const moved = moveSection(sections, from, to);
    if (moved.to === from) return;
    commit(moved.list, moveSection(keys, from, to).list);
    setAnnouncement(
      `「${nameOf(sections[from] as IndexSection)}」${movedAnnouncement(moved.to, sections.length)}`,
    );
    entries.afterMove(keys[from] as string, control);
  };

  const update = (index: number, patch: Partial<IndexSection>) => {
    const list = sections.map((section, at) => {
      if (at !== index) return section;
      const merged: IndexSection = { ...section, ...patch };
      // An emptied optional field is left out, not stored as "" or NaN.
      for (const field of ['title', 'path', 'limit', 'subtitle', 'text', 'linkText'] as const) {
        if (merged[field] === undefined || merged[field] === '' || Number.isNaN(merged[field]))
          delete merged[field];
      }
      return merged;
    });
    onChange({ ...value, index: list }, 'index');
  };

  const add = () => {
    const section: IndexSection = { layout: newLayout, title: defaultSectionTitle(newLayout) };
    const list = addSection(sections, section);
    const [key] = freshKeys(1) as [string];
    commit(list, [...keys, key]);
    setOpen(key);
    setAnnouncement(`已新增「${describeLayout(newLayout)}」區塊，共 ${list.length} 個`);
    entries.focusEntry(key, 'edit');
  };

  const remove = (index: number) => {
    const name = nameOf(sections[index] as IndexSection);
    const list = removeSection(sections, index);
    const nextKeys = removeSection(keys, index);
    commit(list, nextKeys);
    setConfirming(null);
    setAnnouncement(`已移除「${name}」，剩 ${list.length} 個`);
    entries.afterRemove(nextKeys[index], nextKeys[index - 1], 'edit');
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)), 'drag');
  };

  const titleOfKey = (id: UniqueIdentifier) => {
    const section = sections[keys.indexOf(String(id))];
    return section ? nameOf(section) : '';
  };
  const positionOf = (id: UniqueIdentifier) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `已拿起「${titleOfKey(active.id)}」，目前第 ${positionOf(active.id)} 個，共 ${keys.length} 個。`,
    onDragOver: ({ active, over }) =>
      over
        ? `「${titleOfKey(active.id)}」移到第 ${positionOf(over.id)} 個的位置，共 ${keys.length} 個。`
        : `「${titleOfKey(active.id)}」不在清單範圍內。`,
    onDragEnd: ({ active, over }) =>
      over
        ? `已放下「${titleOfKey(active.id)}」，${movedAnnouncement(positionOf(over.id) - 1, keys.length)}。`
        : `已放下「${titleOfKey(active.id)}」，位置不變。`,
    onDragCancel: ({ active }) =>
      `已取消移動，「${titleOfKey(active.id)}」回到第 ${positionOf(active.id)} 個。`,
  };
  const instructions: ScreenReaderInstructions = {
    draggable: '按空白鍵或 Enter 拿起區塊，用上下方向鍵移動，再按空白鍵或 Enter 放下；按 Esc 取消。',
  };

  return (
    <div className={styles.form} data-part="structure-form">
      <p className={styles.helper} id={`${formId}-help`}>
        用「上移」「下移」或「移到…」調整區塊順序；也可以拖曳區塊左側的把手。
      </p>
      <div role="status" aria-live="polite" className={styles.live} data-part="arrangement-announcement">
        {announcement}
      </div>
      <LazyMotion features={domMax}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: instructions }}
        >
          <SortableContext items={keys} strategy={verticalListSortingStrategy}>
            <ol className={styles.list} data-part="section-list" aria-describedby={`${formId}-help`}>
              {sections.map((section, index) => {
                const key = keys[index] as string;
                const name = nameOf(section);
                return (
                  <m.li
                    key={key}
                    layout={reduceMotion || dragging ? false : 'position'}
                    transition={{ duration: 0.2 }}
                    className={styles.item}
                    data-part="section-row"
                    data-layout={section.layout}
                  >
                    <SortableRow id={key} disabled={readOnly}>
                      {(handle) => (
                        <>
                          <div className={styles.rowHead}>
                            <button
                              type="button"
                              className={buttonClass({
                                variant: 'ghost',
                                size: 'sm',
                                className: styles.handle,
                              })}
                              aria-label={`拖曳：${name}`}
                              disabled={readOnly}
                              {...handle}
                              ref={(element) => {
                                handle.ref(element);
                                entries.keep(key, 'drag')(element);
                              }}
                            >
                              <span aria-hidden="true">⠿</span>
                            </button>
                            <span className={styles.position} aria-hidden="true">
                              {index + 1}
                            </span>
                            <span className={styles.title}>
                              {name}
                              <span className={styles.layoutName}>{section.layout}</span>
                            </span>
                          </div>
                          <div className={styles.controls}>
                            <MoveButtons
                              list={entries}
                              itemKey={key}
                              index={index}
                              count={sections.length}
                              label={(verb) => `${verb}：${name}`}
                              onMove={(step) => move(index, index + step, step < 0 ? 'up' : 'down')}
                              edge="disable"
                              disabled={readOnly}
                            >
                              <button
                                type="button"
                                ref={entries.keep(key, 'move-to')}
                                className={buttonClass({ variant: 'outline', size: 'sm' })}
                                aria-label={`移到…：${name}`}
                                aria-expanded={movingTo === key}
                                disabled={readOnly || sections.length < 2}
                                onClick={() => setMovingTo(movingTo === key ? null : key)}
                                data-part="move-to"
                              >
                                移到…
                              </button>
                              <button
                                type="button"
                                ref={entries.keep(key, 'edit')}
                                className={buttonClass({ variant: 'outline', size: 'sm' })}
                                aria-label={`設定：${name}`}
                                aria-expanded={open === key}
                                onClick={() => setOpen(open === key ? null : key)}
                                data-part="edit-section"
                              >
                                設定
                              </button>
                              <button
                                type="button"
                                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                                aria-label={`移除：${name}`}
                                disabled={readOnly}
                                onClick={() => {
                                  // The question appears below: its answer takes the focus.
                                  setConfirming(key);
                                  entries.focusEntry(key, 'confirm');
                                }}
                                data-part="remove-section"
                              >
                                移除
                              </button>
                            </MoveButtons>
                          </div>
                          {movingTo === key && (
                            <MoveTo
                              name={name}
                              index={index}
                              total={sections.length}
                              onMove={(to) => {
                                setMovingTo(null);
                                move(index, to, 'move-to');
                              }}
                              onCancel={() => {
                                setMovingTo(null);
                                entries.focusEntry(key, 'move-to');
                              }}
                            />
                          )}
                          {confirming === key && (
                            <div className={styles.confirm} role="group" aria-label={`確認移除：${name}`}>
                              <p>確定要移除「{name}」區塊嗎？發布前都還可以從版本紀錄找回。</p>
                              <button
                                type="button"
                                className={buttonClass({ size: 'sm' })}
                                ref={entries.keep(key, 'confirm')}
                                onClick={() => remove(index)}
                                data-part="confirm-remove"
                              >
                                確定移除
                              </button>
                              <button
                                type="button"
                                className={buttonClass({ variant: 'outline', size: 'sm' })}
                                onClick={() => {
                                  setConfirming(null);
                                  entries.focusEntry(key, 'edit');
                                }}
                              >
                                取消
                              </button>
                            </div>
                          )}
                          {open === key && (
                            <SectionFields
                              section={section}
                              sources={sources}
                              readOnly={readOnly}
                              onChange={(patch) => update(index, patch)}
                            />
                          )}
                        </>
                      )}
                    </SortableRow>
                  </m.li>
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      </LazyMotion>
      <div className={styles.add}>
        <label className={styles.label} htmlFor={`${formId}-new`}>
          新區塊的版面
        </label>
        <select
          id={`${formId}-new`}
          className={styles.select}
          value={newLayout}
          onChange={(event) => setNewLayout(event.target.value)}
          disabled={readOnly}
        >
          {FIRST_OF_FAMILY.map((layout) => (
            <option key={layout} value={layout}>
              {describeLayout(layout)}
            </option>
          ))}
        </select>
        <button
          type="button"
          ref={keepAdd}
          className={buttonClass({ size: 'sm' })}
          onClick={add}
          disabled={readOnly}
          data-part="add-section"
        >
          新增區塊
        </button>
      </div>
      <LayoutGallery
        legend="頁面外框"
        part="frame-gallery"
        options={FRAME_NAMES}
        value={String(value.templateKey ?? '')}
        readOnly={readOnly}
        onChange={(templateKey) => onChange({ ...value, templateKey }, 'templateKey')}
      />
    </div>
  );
}

interface HandleProps {
  ref(element: HTMLElement | null): void;
  [attribute: string]: unknown;
}

/** One row of @dnd-kit's sortable list; the drag handle gets its listeners and attributes. */
function SortableRow({
  id,
  disabled,
  children,
}: {
  id: string;
  disabled: boolean;
  children: (handle: HandleProps) => React.ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <div
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children({ ...attributes, ...listeners, ref: setActivatorNodeRef })}
    </div>
  );
}

function MoveTo({
  name,
  index,
  total,
  onMove,
  onCancel,
}: {
  name: string;
  index: number;
  total: number;
  onMove(to: number): void;
  onCancel(): void;
}) {
  const id = useId();
  const [to, setTo] = useState(index);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => select.current?.focus(), []);
  return (
    <div className={styles.moveTo} role="group" aria-label={`移到…：${name}`} data-part="move-to-panel">
      <label className={styles.label} htmlFor={id}>
        「{name}」移到第幾個
      </label>
      <select
        id={id}
        ref={select}
        className={styles.select}
        value={to}
        onChange={(event) => setTo(Number(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        {Array.from({ length: total }, (_, position) => (
          <option key={position} value={position}>
            第 {position + 1} 個{position === index ? '（目前）' : ''}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={buttonClass({ size: 'sm' })}
        onClick={() => onMove(to)}
        data-part="move-to-confirm"
      >
        移動
      </button>
      <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={onCancel}>
        取消
      </button>
    </div>
  );
}

function SectionFields({
  section,
  sources,
  readOnly,
  onChange,
}: {
  section: IndexSection;
  sources: readonly SectionSource[];
  readOnly: boolean;
  onChange(patch: Partial<IndexSection>): void;
}) {
  const id = useId();
  const known = sources.some((source) => source.path === section.path);
  return (
    <div className={styles.fields} data-part="section-fields">
      <LayoutGallery
        legend={`版面樣式：${nameOf(section)}`}
        part="section-gallery"
        options={variantsOf(section.layout, SECTION_NAMES)}
        value={section.layout}
        readOnly={readOnly}
        onChange={(layout) => onChange({ layout })}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          區塊標題
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={section.title ?? ''}
          readOnly={readOnly}
          maxLength={100}
          onChange={(event) => onChange({ title: event.target.value })}
        />
      </div>
      {isContactSection(section) && (
        <ContactFields id={id} section={section} sources={sources} readOnly={readOnly} onChange={onChange} />
      )}
      {readsList(section) && !isContactSection(section) && (
        <>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-path`}>
              資料來源
            </label>
            <select
              id={`${id}-path`}
              className={styles.select}
              value={section.path ?? ''}
              disabled={readOnly}
              onChange={(event) => onChange({ path: event.target.value })}
            >
              <option value="">（請選擇列表）</option>
              {!known && section.path && <option value={section.path}>{section.path}</option>}
              {sources.map((source) => (
                <option key={source.path} value={source.path}>
                  {source.title}（{source.path}）
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-limit`}>
              顯示筆數
            </label>
            <input
              id={`${id}-limit`}
              className={styles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              value={section.limit ?? ''}
              readOnly={readOnly}
              onChange={(event) =>
                onChange({ limit: event.target.value === '' ? undefined : Number(event.target.value) })
              }
            />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * The contact block's own fields: its invitation and the page it links to. The address, phone and
 * the rest are the site's contact details, set once in 網站設定.
 */
function ContactFields({
  id,
  section,
  sources,
  readOnly,
  onChange,
}: {
  id: string;
  section: IndexSection;
  sources: readonly SectionSource[];
  readOnly: boolean;
  onChange(patch: Partial<IndexSection>): void;
}) {
  const known = sources.some((source) => source.path === section.path);
  return (
    <>
      <p className={styles.helper} id={`${id}-contact-help`}>
        地址、電話、電子郵件與開放時間來自「網站設定」的聯絡資訊；這裡設定區塊旁的邀請文字與連結。
      </p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-subtitle`}>
          邀請標題（選填）
        </label>
        <input
          id={`${id}-subtitle`}
          className={styles.input}
          value={section.subtitle ?? ''}
          readOnly={readOnly}
          maxLength={100}
          placeholder="例如：歡迎蒞臨"
          aria-describedby={`${id}-contact-help`}
          onChange={(event) => onChange({ subtitle: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-text`}>
          邀請說明（選填）
        </label>
        <textarea
          id={`${id}-text`}
          className={styles.input}
          value={section.text ?? ''}
          readOnly={readOnly}
          maxLength={500}
          rows={3}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-link`}>
          連結頁面（選填）
        </label>
        <select
          id={`${id}-link`}
          className={styles.select}
          value={section.path ?? ''}
          disabled={readOnly}
          onChange={(event) => onChange({ path: event.target.value })}
        >
          <option value="">（不加連結）</option>
          {!known && section.path && <option value={section.path}>{section.path}</option>}
          {sources.map((source) => (
            <option key={source.path} value={source.path}>
              {source.title}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-link-text`}>
          連結文字（選填，預設「詳細資訊」）
        </label>
        <input
          id={`${id}-link-text`}
          className={styles.input}
          value={section.linkText ?? ''}
          readOnly={readOnly}
          maxLength={30}
          onChange={(event) => onChange({ linkText: event.target.value })}
        />
      </div>
    </>
  );
}
