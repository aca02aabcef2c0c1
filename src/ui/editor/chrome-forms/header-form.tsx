import { useId } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import type { EditFormArgs } from '../parts/edit-form-args';
import form from '../forms/content-form.module.css';
import type { EditableFile } from '../forms/files-field';
import { ImageField } from '../forms/image-field';

/** The site header: title, subtitle and logo. */
export function HeaderForm({ value, onChange, readOnly, kit, errors }: EditFormArgs) {
  const id = useId();
  const set = (field: string, next: unknown) => {
    const data: DocumentData = { ...value, [field]: next };
    if (next === undefined) delete data[field];
    onChange(data, field);
  };
  const title = typeof value.title === 'string' ? value.title : '';
  const titleError = errors?.['data.title'] ?? (title.trim() ? '' : '請填寫網站名稱');
  return (
    <div className={form.form} data-part="header-form">
      <div className={form.field}>
        <label htmlFor={`${id}-title`} className={form.label}>
          網站名稱<span className={form.required}>（必填）</span>
        </label>
        <input
          id={`${id}-title`}
          className={form.input}
          type="text"
          value={title}
          readOnly={readOnly}
          aria-required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(event) => set('title', event.currentTarget.value)}
        />
        {titleError && (
          <p id={`${id}-title-error`} className={form.error}>
            {titleError}
          </p>
        )}
      </div>
      <div className={form.field}>
        <label htmlFor={`${id}-subtitle`} className={form.label}>
          副標題
        </label>
        <input
          id={`${id}-subtitle`}
          className={form.input}
          type="text"
          value={typeof value.subtitle === 'string' ? value.subtitle : ''}
          readOnly={readOnly}
          onChange={(event) => set('subtitle', event.currentTarget.value)}
        />
      </div>
      <ImageField
        id={`${id}-logo`}
        label="標誌"
        help="上傳新的圖片會取代目前的標誌。"
        value={value.logo as EditableFile | undefined}
        onChange={(logo) => set('logo', logo)}
        uploadQueue={kit.uploadQueue}
        readOnly={readOnly}
      />
    </div>
  );
}
