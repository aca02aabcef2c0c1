import { LINK_ADDRESS_TEXT } from '../../../shared/link-address';
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

/** One labelled text field of the footer, pointing at its error when it has one. */
function TextField({
  id,
  label,
  value,
  onChange,
  readOnly,
  error,
  type = 'text',
  inputMode,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'url';
  multiline?: boolean;
}) {
  const errorId = `${id}-error`;
  const control = {
    id,
    value,
    readOnly,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      {multiline ? (
        <textarea
          {...control}
          className={form.textarea}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...control}
          className={form.input}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error && (
        <p id={errorId} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}

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
  const markDateError = errors?.['data.accessibilityMark.date'] ?? markProblem.date;
  const links = Array.isArray(value.links) ? (value.links as FooterLink[]) : [];
  return (
    <div className={form.form} data-part="footer-form">
      <p className={form.helper} data-part="footer-contact-note">
        訪客看到的地址、電話、傳真、電子郵件與開放時間，以「網站設定」的聯絡資訊為準；下列聯絡欄位只在網站設定尚未儲存聯絡資訊時使用。
      </p>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          value={typeof value[field.name] === 'string' ? (value[field.name] as string) : ''}
          onChange={(next) => set(field.name, next)}
          readOnly={readOnly}
          // The server's message names what is wrong; the field points at it, whichever control it is.
          error={errors?.[`data.${field.name}`]}
          multiline={field.name === 'openingHours' || field.name === 'address'}
          type={
            field.name === 'email' ? 'email' : field.name === 'phone' || field.name === 'fax' ? 'tel' : 'text'
          }
        />
      ))}
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
        <TextField
          id={`${id}-mark-url`}
          label="檢測證明網址"
          inputMode="url"
          value={typeof mark?.url === 'string' ? mark.url : ''}
          onChange={(next) => set('accessibilityMark', markWith(mark, 'url', next))}
          readOnly={readOnly}
          error={
            mark?.url && !webOrSiteAddress(mark.url)
              ? LINK_ADDRESS_TEXT
              : errors?.['data.accessibilityMark.url']
          }
        />
        <TextField
          id={`${id}-mark-date`}
          label="通過檢測日期"
          type="date"
          value={typeof mark?.date === 'string' ? mark.date : ''}
          onChange={(next) => set('accessibilityMark', markWith(mark, 'date', next))}
          readOnly={readOnly}
          error={markDateError}
        />
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
          const urlError = link.url && !webOrSiteAddress(link.url) ? LINK_ADDRESS_TEXT : '';
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
