import { useId } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import type { FooterLink } from '../../../shared/api-types';
import type { EditFormArgs } from '../parts/edit-form-args';
import form from '../forms/content-form.module.css';
import { webOrSiteAddress } from './chrome-checks';
import { ListEditor } from './list-editor';
import { ImageField } from '../forms/image-field';
import {
  markImage,
  markProblems,
  markWith,
  markWithImage,
  type MarkDraft,
} from '../../../domain/editing/accessibility-mark';

const TEXT_FIELDS = [
  { name: 'copyright', label: '版權宣告' },
  { name: 'address', label: '地址' },
  { name: 'phone', label: '電話' },
  { name: 'fax', label: '傳真' },
  { name: 'email', label: '電子郵件' },
  { name: 'openingHours', label: '開放時間' },
] as const;

/** The site footer: its contact fields, its links and its 無障礙標章. */
export function FooterForm({ value, onChange, readOnly, errors, kit }: EditFormArgs) {
  const id = useId();
  const set = (field: string, next: unknown) => {
    const data: DocumentData = { ...value, [field]: next };
    if (next === undefined) delete data[field];
    onChange(data, field);
  };
  const mark = value.accessibilityMark as MarkDraft | undefined;
  const markProblem = markProblems(mark);
  const markDateError = errors?.['data.accessibilityMark.date'] ?? markProblem.date ?? '';
  const links = Array.isArray(value.links) ? (value.links as FooterLink[]) : [];
  return (
    <div className={form.form} data-part="footer-form">
      <p className={form.helper} data-part="footer-contact-note">
        訪客看到的地址、電話、傳真、電子郵件與開放時間，以「網站設定」的聯絡資訊為準；下列聯絡欄位只在網站設定尚未儲存聯絡資訊時使用。
      </p>
      {TEXT_FIELDS.map((field) => {
        const error = errors?.[`data.${field.name}`];
        const errorId = `${id}-${field.name}-error`;
        // The server's message names what is wrong; the field points at it, whichever control it is.
        const invalid = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        } as const;
        return (
          <div key={field.name} className={form.field}>
            <label htmlFor={`${id}-${field.name}`} className={form.label}>
              {field.label}
            </label>
            {field.name === 'openingHours' || field.name === 'address' ? (
              <textarea
                id={`${id}-${field.name}`}
                className={form.textarea}
                value={typeof value[field.name] === 'string' ? (value[field.name] as string) : ''}
                readOnly={readOnly}
                {...invalid}
                onChange={(event) => set(field.name, event.currentTarget.value)}
              />
            ) : (
              <input
                id={`${id}-${field.name}`}
                className={form.input}
                type={
                  field.name === 'email'
                    ? 'email'
                    : field.name === 'phone' || field.name === 'fax'
                      ? 'tel'
                      : 'text'
                }
                value={typeof value[field.name] === 'string' ? (value[field.name] as string) : ''}
                readOnly={readOnly}
                {...invalid}
                onChange={(event) => set(field.name, event.currentTarget.value)}
              />
            )}
            {error && (
              <p id={errorId} className={form.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <fieldset className={form.field} data-part="footer-mark" aria-describedby={`${id}-mark-help`}>
        <legend className={form.label}>無障礙標章</legend>
        <p className={form.helper} id={`${id}-mark-help`}>
          通過無障礙網頁檢測後，上傳標章圖片、填寫檢測證明的網址與通過日期；標章顯示在每一頁的頁尾。
        </p>
        <ImageField
          id={`${id}-mark-image`}
          label="標章圖片"
          help="上傳新的圖片會取代目前的標章；替代文字寫出通過的等級，例如「通過AA等級無障礙網頁檢測」。"
          value={markImage(mark)}
          onChange={(image) => set('accessibilityMark', markWithImage(mark, image))}
          uploadQueue={kit.uploadQueue}
          readOnly={readOnly}
          message={mark && markProblem.image ? markProblem.image : undefined}
        />
        <div className={form.field}>
          <label htmlFor={`${id}-mark-url`} className={form.label}>
            檢測證明網址
          </label>
          <input
            id={`${id}-mark-url`}
            className={form.input}
            type="text"
            inputMode="url"
            value={typeof mark?.url === 'string' ? mark.url : ''}
            readOnly={readOnly}
            onChange={(event) => set('accessibilityMark', markWith(mark, 'url', event.currentTarget.value))}
          />
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-mark-date`} className={form.label}>
            通過檢測日期
          </label>
          <input
            id={`${id}-mark-date`}
            className={form.input}
            type="date"
            value={typeof mark?.date === 'string' ? mark.date : ''}
            readOnly={readOnly}
            aria-invalid={markDateError ? true : undefined}
            aria-describedby={markDateError ? `${id}-mark-date-error` : undefined}
            onChange={(event) => set('accessibilityMark', markWith(mark, 'date', event.currentTarget.value))}
          />
          {markDateError && (
            <p id={`${id}-mark-date-error`} className={form.error}>
              {markDateError}
            </p>
          )}
        </div>
      </fieldset>
      <ListEditor<FooterLink>
        legend="頁尾連結"
        noun="連結"
        list={links}
        onChange={(next) => set('links', next)}
        nameOf={(link) => link.title.trim() || '未命名連結'}
        keyOf={(_, index) => String(index)}
        make={() => ({ title: '', url: '' })}
        readOnly={readOnly}
        renderEntry={(link, index, update) => {
          const urlError =
            link.url && !webOrSiteAddress(link.url) ? '請輸入 https:// 開頭的網址或本站路徑（/home/…）' : '';
          return (
            <>
              <div className={form.field}>
                <label htmlFor={`${id}-link-${index}-title`} className={form.label}>
                  文字
                </label>
                <input
                  id={`${id}-link-${index}-title`}
                  className={form.input}
                  type="text"
                  value={link.title}
                  readOnly={readOnly}
                  onChange={(event) => update({ ...link, title: event.currentTarget.value })}
                />
              </div>
              <div className={form.field}>
                <label htmlFor={`${id}-link-${index}-url`} className={form.label}>
                  網址
                </label>
                <input
                  id={`${id}-link-${index}-url`}
                  className={form.input}
                  type="text"
                  inputMode="url"
                  value={link.url}
                  readOnly={readOnly}
                  aria-invalid={urlError ? true : undefined}
                  aria-describedby={urlError ? `${id}-link-${index}-url-error` : undefined}
                  onChange={(event) => update({ ...link, url: event.currentTarget.value })}
                />
                {urlError && (
                  <p id={`${id}-link-${index}-url-error`} className={form.error}>
                    {urlError}
                  </p>
                )}
              </div>
            </>
          );
        }}
      />
    </div>
  );
}
