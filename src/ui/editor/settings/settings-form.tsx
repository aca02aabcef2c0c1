import { useId } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import { CLASSIFICATION_FORM_FIELDS, CLASSIFICATION_GROUP } from '../../../domain/editing/content-fields';
import { CLASSIFICATION_HELP, type ClassificationField } from '../../../shared/classification/classification';
import { FRAME_NAMES, LIST_CHOICES, detailOf, isListModule } from './layout-catalogue';
import { LayoutGallery, LayoutPicture } from './layout-gallery';
import styles from './settings-form.module.css';

export interface SettingsFormProps {
  /** `settings:{path}`: `{info: {moduleKey, templateKey, title}, setting: {…}}`. */
  value: DocumentData;
  onChange(data: DocumentData, field: string): void;
  readOnly?: boolean;
  errors?: Readonly<Record<string, string>> | undefined;
}

/** The menu settings a list page shows or hides, in the order the editor reads them. */
const SWITCHES: ReadonlyArray<[string, string]> = [
  ['showDate', '顯示日期'],
  ['showViews', '顯示瀏覽次數'],
  ['showShare', '顯示分享'],
  ['showPrint', '顯示列印'],
  ['showTags', '顯示標籤'],
  ['showRelated', '顯示相關內容'],
];

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * A list page's settings: its title, its frame and its list layout, each chosen from
 * pictures of the real layouts, and the detail layout that follows from the list. Every choice is
 * reported at once, so the preview beside the panel switches before anything is saved.
 */
export function SettingsForm({ value, onChange, readOnly = false, errors }: SettingsFormProps) {
  const id = useId();
  const info = record(value.info);
  const setting = record(value.setting);
  const moduleKey = String(info.moduleKey ?? '');
  const setInfo = (patch: Record<string, unknown>) =>
    onChange({ ...value, info: { ...info, ...patch } }, 'info');
  const detail = detailOf(moduleKey);
  const titleError = errors?.['data.info.title'];
  return (
    <div className={styles.form} data-part="settings-form">
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-title`}>
          頁面標題
        </label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={String(info.title ?? '')}
          readOnly={readOnly}
          maxLength={200}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(event) => setInfo({ title: event.target.value })}
        />
        {titleError && (
          <p id={`${id}-title-error`} className={styles.error}>
            {titleError}
          </p>
        )}
      </div>
      <LayoutGallery
        legend="頁面外框"
        part="frame-gallery"
        options={FRAME_NAMES}
        value={String(info.templateKey ?? '')}
        readOnly={readOnly}
        onChange={(templateKey) => setInfo({ templateKey })}
      />
      {isListModule(moduleKey) && (
        <LayoutGallery
          legend="列表版面"
          part="list-gallery"
          options={LIST_CHOICES}
          value={moduleKey}
          readOnly={readOnly}
          onChange={(next) => setInfo({ moduleKey: next })}
        />
      )}
      {detail && <LayoutPicture name={detail} caption="內容頁版面（隨列表版面而定）" />}
      <fieldset className={styles.group} data-part="module-classification">
        <legend className={styles.label}>{CLASSIFICATION_GROUP}（單元預設）</legend>
        <p className={styles.helper}>這個單元的項目與單頁未填分類檢索時，使用這裡的代碼。</p>
        {CLASSIFICATION_FORM_FIELDS.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = errors?.[`data.info.${field.name}`];
          const described = [`${fieldId}-help`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
          const current = typeof info[field.name] === 'string' ? (info[field.name] as string) : '';
          const change = (next: string) => {
            // An emptied default is no default: the key goes, as if it was never set.
            const { [field.name]: _dropped, ...rest } = info;
            onChange({ ...value, info: next === '' ? rest : { ...rest, [field.name]: next } }, 'info');
          };
          return (
            <div className={styles.field} key={field.name}>
              <label className={styles.label} htmlFor={fieldId}>
                {field.label}
              </label>
              {field.kind === 'select' ? (
                <select
                  id={fieldId}
                  className={styles.input}
                  value={current}
                  disabled={readOnly}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  onChange={(event) => change(event.target.value)}
                >
                  <option value="">（未選擇）</option>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  className={styles.input}
                  value={current}
                  readOnly={readOnly}
                  maxLength={field.maxLength}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  onChange={(event) => change(event.target.value)}
                />
              )}
              <p id={`${fieldId}-help`} className={styles.helper}>
                {CLASSIFICATION_HELP[field.name as ClassificationField]}
              </p>
              {error && (
                <p id={`${fieldId}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.switches} disabled={readOnly}>
        <legend className={styles.label}>列表與內容頁顯示</legend>
        {SWITCHES.map(([key, label]) => (
          <label key={key} className={styles.switch}>
            <input
              type="checkbox"
              checked={setting[key] === true}
              onChange={(event) =>
                onChange({ ...value, setting: { ...setting, [key]: event.target.checked } }, 'setting')
              }
            />
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
