import { useFocusAfterRender } from '../use-focus-after-render';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { moveEntry, setRepresent } from '../../../domain/editing/content-fields';
import type { FileUploads, UploadFile } from '../../../domain/editing/authoring.port';
import { keptFiles } from '../../../domain/files/file-helpers';
import type { FileEntry } from '../../../shared/api-types';
import { buttonClass } from '../../parts/button-class';
import { cmsUrl } from '../../parts/cms-url';
import styles from './content-form.module.css';
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
  uploads: FileUploads;
  readOnly?: boolean;
  help?: string;
  /** Messages by path inside the list: '' for the whole list, '0.alt' for the first entry's alt. */
  messages?: Readonly<Record<string, string>>;
}

interface Upload {
  key: number;
  file: UploadFile;
  fraction: number;
  failure?: string;
}

type FocusTarget = { fileId: string; control: 'up' | 'down' | 'remove' } | { control: 'picker' };

const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/**
 * The images or files of a document: upload with progress, alt text and the decorative flag per
 * image, one representative image, order and removal. Every change goes up through `onChange` as a
 * new list; nothing is saved here. Moves keep focus on the moved entry's button and are announced,
 * since a screen reader user cannot see the list reorder.
 */
export function FilesField({
  id,
  label,
  kind,
  value,
  onChange,
  onBlur,
  path,
  uploads,
  readOnly = false,
  help,
  messages = {},
}: FilesFieldProps) {
  const images = kind === 'images';
  const noun = images ? '圖片' : '檔案';
  const [pending, setPending] = useState<Upload[]>([]);
  const [status, setStatus] = useState('');
  // The list an upload appends to when it finishes, which may be later than this render's.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const mounted = useRef(true);
  const nextKey = useRef(0);
  // A map kept across renders for focus, not for drawing: state that is never set, not a ref.
  const { keep, focusAfterRender } = useFocusAfterRender();
  const focusNext = (target: FocusTarget) =>
    focusAfterRender(target.control === 'picker' ? 'picker' : `${target.fileId}:${target.control}`);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a move or a removal the list re-renders from the form's new value; focus goes back once
  // the entry stands where it was moved to (React may have detached the focused node meanwhile).

  const update = (index: number, change: Partial<EditableFile>) => {
    const list = value.map((entry, i) => (i === index ? { ...entry, ...change } : entry));
    onChange(list);
  };

  const send = (upload: Upload) => {
    const { file, key } = upload;
    const report = (fraction: number) => {
      if (!mounted.current) return;
      setPending((all) => all.map((u) => (u.key === key ? { ...u, fraction } : u)));
      setStatus(`${file.name} 上傳中 ${percent(fraction)}%`);
    };
    report(0);
    uploads.upload(file, { path, onProgress: report }).then(
      (entry) => {
        if (!mounted.current) return;
        setPending((all) => all.filter((u) => u.key !== key));
        setStatus(`${file.name} 已上傳`);
        onChange([...latest.current, { ...entry, represent: false }]);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        const message = error instanceof Error && error.message ? error.message : '請稍後再試';
        setPending((all) => all.map((u) => (u.key === key ? { ...u, failure: message } : u)));
        setStatus(`${file.name} 上傳失敗：${message}`);
      },
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Cleared, so choosing the same file again after a failure starts a new upload.
    event.currentTarget.value = '';
    const added = chosen.map((file) => ({ key: nextKey.current++, file, fraction: 0 }));
    setPending((all) => [...all, ...added]);
    added.forEach(send);
  };

  const retry = (upload: Upload) => {
    const again = { ...upload, fraction: 0 };
    delete again.failure;
    setPending((all) => all.map((u) => (u.key === upload.key ? again : u)));
    // The retry button goes away with the failure; the picker is the nearest control that stays.
    focusNext({ control: 'picker' });
    send(again);
  };

  const dismiss = (upload: Upload) => {
    setPending((all) => all.filter((u) => u.key !== upload.key));
    setStatus(`已放棄上傳 ${upload.file.name}`);
    focusNext({ control: 'picker' });
  };

  const move = (index: number, step: -1 | 1) => {
    const entry = value[index]!;
    const to = index + step;
    focusNext({ fileId: entry.fileId, control: step < 0 ? 'up' : 'down' });
    if (to < 0 || to >= value.length) {
      setStatus(step < 0 ? `${entry.name} 已在第一個` : `${entry.name} 已在最後一個`);
      return;
    }
    onChange(moveEntry(value, index, to));
    setStatus(`已移到第 ${to + 1} 個，共 ${value.length} 個`);
  };

  const remove = (index: number) => {
    const entry = value[index]!;
    const neighbour = value[index + 1] ?? value[index - 1];
    focusNext(neighbour ? { fileId: neighbour.fileId, control: 'remove' } : { control: 'picker' });
    onChange(value.filter((_, i) => i !== index));
    setStatus(`已移除 ${entry.name}`);
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
                    <img
                      className={styles.thumb}
                      src={cmsUrl(entry.transform?.small ?? entry.original)}
                      alt=""
                    />
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
                              onChange(value.map((e, i) => (i === index ? next : e)));
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
                      <button
                        type="button"
                        ref={keep(`${entry.fileId}:up`)}
                        className={buttonClass({ variant: 'outline', size: 'sm' })}
                        aria-label={`上移 ${entry.name}`}
                        // Not `disabled`: a disabled button drops focus when an entry reaches the top.
                        aria-disabled={index === 0 ? true : undefined}
                        onClick={() => move(index, -1)}
                      >
                        上移
                      </button>
                      <button
                        type="button"
                        ref={keep(`${entry.fileId}:down`)}
                        className={buttonClass({ variant: 'outline', size: 'sm' })}
                        aria-label={`下移 ${entry.name}`}
                        aria-disabled={index === value.length - 1 ? true : undefined}
                        onClick={() => move(index, 1)}
                      >
                        下移
                      </button>
                      <button
                        type="button"
                        ref={keep(`${entry.fileId}:remove`)}
                        className={buttonClass({ variant: 'ghost', size: 'sm' })}
                        aria-label={`移除 ${entry.name}`}
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
            ref={keep('picker')}
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
        {status}
      </p>
    </ListFieldGroup>
  );
}
