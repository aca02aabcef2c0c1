import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import type { UploadQueueFactory } from '../../../application/editing/editing-kit';
import type { PendingUpload } from '../../../application/editing/upload-queue';
import { setRepresent } from '../../../domain/editing/content-fields';
import { withRepresentative } from '../../../domain/editing/new-item-defaults';
import { removeAt, removedAnnouncement, replaceAt } from '../../../domain/editing/ordered-list';
import { keptFiles } from '../../../domain/files/file-helpers';
import type { FileEntry } from '../../../shared/api-types';
import { buttonClass } from '../../parts/button-class';
import { thumbnailOf } from '../parts/thumbnail';
import styles from './content-form.module.css';
import { MoveButtons, useReorderableList } from '../parts/reorderable-list';
import { ListFieldGroup } from './list-field-group';

/** A file entry as the form holds it: the shared entry plus the image's alt rule fields. */
export type EditableFile = FileEntry & { alt?: string; decorative?: boolean };

export interface FilesFieldProps {
  id: string;
  label: string;
  /** Images get alt text, the decorative flag and the representative choice; files do not. */
  kind: 'images' | 'files';
  value: readonly EditableFile[];
  onChange(list: EditableFile[]): void;
  /** Called when a control of the panel loses focus, so the form checks the list. */
  onBlur?(): void;
  /** The page the files belong to: the upload's rights are checked on it. */
  path: string;
  /** The kit's upload queue factory (`kit.uploadQueue`). */
  uploadQueue: UploadQueueFactory;
  readOnly?: boolean;
  help?: string;
  /** Messages by path inside the list: '' for the whole list, '0.alt' for the first entry's alt. */
  messages?: Readonly<Record<string, string>>;
}

/** The list key of the entry at `index`, if there is one there. */
const keyOfAt = (list: readonly EditableFile[], index: number): string | undefined => {
  const entry = list[index];
  return entry === undefined ? undefined : String(entry.fileId);
};

const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/**
 * The images or files of a document: upload with progress, alt text and the decorative flag per
 * image, one representative image, order and removal. Every change goes up through `onChange` as a
 * new list; nothing is saved here. The uploads are the core's queue (`upload-queue.ts`); the order
 * is the editor's one reorderable list, whose focus rule and announcements a screen reader user
 * relies on, since they cannot see the list reorder.
 */
export function FilesField({
  id,
  label,
  kind,
  value,
  onChange,
  onBlur,
  path,
  uploadQueue,
  readOnly = false,
  help,
  messages = {},
}: FilesFieldProps) {
  const images = kind === 'images';
  const noun = images ? '圖片' : '檔案';
  const { announcement, announce, keepAdd, ...entries } = useReorderableList();
  // Created once per field: the queue outlives a StrictMode remount and reports to nobody after.
  const [queue] = useState(() => uploadQueue(announce));
  const { pending, finished } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  // A finished upload joins the list the form holds now, not the one it held when it started.
  useEffect(() => {
    if (finished.length === 0) return;
    const landed = queue.take();
    if (landed.length === 0) return;
    const next = [...value, ...landed];
    onChange(images ? withRepresentative(next) : next);
  }, [finished, queue, value, onChange, images]);

  const update = (index: number, change: Partial<EditableFile>) =>
    onChange(replaceAt(value, index, { ...value[index]!, ...change }));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Cleared, so choosing the same file again after a failure starts a new upload.
    event.currentTarget.value = '';
    queue.add(chosen, path);
  };

  // The retry and dismiss buttons go away with the failure; the picker is the nearest control that stays.
  const retry = (upload: PendingUpload) => {
    entries.focusAdd();
    queue.retry(upload.key);
  };

  const dismiss = (upload: PendingUpload) => {
    queue.dismiss(upload.key);
    entries.focusAdd();
  };

  // File names are set off by spaces in this list's sentences (「a.jpg 已在第一個」), not by 「」.
  const words = {
    // The original platform's files carry numbers for ids.
    keyOf: (entry: EditableFile) => String(entry.fileId),
    nameOf: (entry: EditableFile) => `${entry.name} `,
    onChange,
  };

  const remove = (index: number) => {
    const entry = value[index]!;
    entries.afterRemove(keyOfAt(value, index + 1), keyOfAt(value, index - 1));
    onChange(removeAt(value, index));
    announce(removedAnnouncement(` ${entry.name}`));
  };

  const kept = new Set(keptFiles(value as FileEntry[]));
  const listMessage = messages[''];
  const representName = `${id}-represent`;

  return (
    <ListFieldGroup
      id={id}
      label={label}
      help={help}
      message={listMessage}
      onBlur={onBlur}
      part="files-field"
    >
      <p className={styles.count}>
        網站上會顯示 {kept.size} 個，共 {value.length} 個{noun}
      </p>

      {value.length > 0 && (
        <ol className={styles.entries} aria-label={`${label}清單`}>
          {value.map((entry, index) => {
            const entryId = `${id}-${index}`;
            const altId = `${entryId}-alt`;
            const altError = messages[`${index}.alt`];
            const altErrorId = `${altId}-error`;
            const descriptionError = messages[`${index}.description`];
            const descriptionId = `${entryId}-description`;
            const shown = kept.has(entry);
            return (
              <li key={entry.fileId} className={styles.entry}>
                <div>
                  {shown && images ? (
                    // The alt text is edited next to it; the preview itself adds nothing to read.
                    <img className={styles.thumb} {...thumbnailOf(entry, '6rem')} alt="" />
                  ) : null}
                  {!shown && <p className={styles.hiddenNote}>不會顯示在網站上</p>}
                </div>
                <fieldset>
                  <legend className={styles.label}>{entry.name}</legend>
                  {images && (
                    <>
                      <div className={styles.field}>
                        <label htmlFor={altId} className={styles.label}>
                          替代文字
                          {!entry.decorative && <span className={styles.required}>（必填）</span>}
                        </label>
                        <input
                          id={altId}
                          className={styles.input}
                          type="text"
                          value={entry.alt ?? ''}
                          onChange={(event) => update(index, { alt: event.currentTarget.value })}
                          disabled={entry.decorative === true}
                          readOnly={readOnly}
                          aria-required={!entry.decorative}
                          aria-invalid={altError ? true : undefined}
                          aria-describedby={altError ? altErrorId : undefined}
                        />
                        {altError && (
                          <p id={altErrorId} className={styles.error}>
                            {altError}
                          </p>
                        )}
                      </div>
                      <label className={styles.check}>
                        <input
                          type="checkbox"
                          checked={entry.decorative === true}
                          disabled={readOnly}
                          onChange={(event) => {
                            if (event.currentTarget.checked) {
                              const next: EditableFile = { ...entry, decorative: true };
                              // A decorative image carries no alt text (the server refuses both).
                              delete next.alt;
                              onChange(replaceAt(value, index, next));
                            } else update(index, { decorative: false });
                          }}
                        />
                        裝飾性圖片
                      </label>
                    </>
                  )}
                  <div className={styles.field}>
                    <label htmlFor={descriptionId} className={styles.label}>
                      說明
                    </label>
                    <input
                      id={descriptionId}
                      className={styles.input}
                      type="text"
                      value={entry.description ?? ''}
                      onChange={(event) => update(index, { description: event.currentTarget.value })}
                      readOnly={readOnly}
                      aria-invalid={descriptionError ? true : undefined}
                      aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                    />
                    {descriptionError && (
                      <p id={`${descriptionId}-error`} className={styles.error}>
                        {descriptionError}
                      </p>
                    )}
                  </div>
                  {!readOnly && (
                    <div className={styles.actions}>
                      <MoveButtons
                        list={entries}
                        itemKey={String(entry.fileId)}
                        index={index}
                        count={value.length}
                        label={(verb) => `${verb} ${entry.name}`}
                        onMove={(step) => entries.step(value, index, step, words)}
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

      {images && value.length > 0 && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>代表圖</legend>
          {value.map((entry, index) => (
            <label key={entry.fileId} className={styles.check}>
              <input
                type="radio"
                name={representName}
                checked={entry.represent === true}
                disabled={readOnly}
                onChange={() => onChange(setRepresent(value, index))}
              />
              {entry.name}
            </label>
          ))}
        </fieldset>
      )}

      {!readOnly && (
        <div className={styles.field}>
          <label htmlFor={`${id}-picker`} className={styles.label}>
            上傳{noun}
          </label>
          <input
            id={`${id}-picker`}
            ref={keepAdd}
            className={styles.input}
            type="file"
            multiple
            accept={images ? 'image/*' : undefined}
            onChange={choose}
          />
        </div>
      )}

      {pending.length > 0 && (
        <ul className={styles.uploads} aria-label="上傳中的檔案">
          {pending.map((upload) => {
            const progressId = `${id}-upload-${upload.key}`;
            return (
              <li key={upload.key}>
                <label htmlFor={progressId} className={styles.label}>
                  {upload.file.name}
                </label>
                <progress id={progressId} className={styles.progress} max={1} value={upload.fraction}>
                  {percent(upload.fraction)}%
                </progress>
                {upload.failure !== undefined && (
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={buttonClass({ variant: 'outline', size: 'sm' })}
                      aria-label={`重試 ${upload.file.name}`}
                      onClick={() => retry(upload)}
                    >
                      重試
                    </button>
                    <button
                      type="button"
                      className={buttonClass({ variant: 'ghost', size: 'sm' })}
                      aria-label={`放棄 ${upload.file.name}`}
                      onClick={() => dismiss(upload)}
                    >
                      放棄
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}

      {/* Always present, so assistive technology is listening before the first announcement. */}
      <p role="status" className={styles.status}>
        {announcement}
      </p>
    </ListFieldGroup>
  );
}
