import { LINK_ADDRESS_TEXT } from '../../../shared/link-address';
import { useId } from 'react';
import type { BannerRow } from '../../../shared/api-types';
import type { EditFormArgs } from '../parts/edit-form-args';
import form from '../forms/content-form.module.css';
import type { EditableFile } from '../forms/files-field';
import { webOrSiteAddress } from './chrome-checks';
import { ImageField } from '../forms/image-field';
import { ListEditor } from './list-editor';

/** A slide as the form holds it: a new slide has no picture until one is uploaded. */
export type EditableSlide = Omit<BannerRow, 'image'> & { image?: EditableFile };

/** The banner slides of the desktop (`banner`) or the phone (`bannerMobile`) home page. */
export function BannerForm({ target, value, onChange, readOnly, kit }: EditFormArgs) {
  const id = useId();
  const phone = target.type === 'chrome' && target.name === 'bannerMobile';
  const rows = Array.isArray(value.rows) ? (value.rows as EditableSlide[]) : [];
  return (
    <div className={form.form} data-part="banner-form">
      <p className={form.helper}>
        {phone ? '手機版首頁（窄螢幕）顯示的輪播圖。' : '桌機版首頁顯示的輪播圖；手機版另有一組。'}
      </p>
      <ListEditor<EditableSlide>
        legend={phone ? '手機版輪播圖' : '桌機版輪播圖'}
        noun="輪播圖"
        list={rows}
        onChange={(next) => onChange({ ...value, rows: next }, 'rows')}
        nameOf={(row, index) => row.title.trim() || `第 ${index + 1} 張`}
        keyOf={(row) => row.id}
        make={() => {
          // Ids need only differ within the list.
          const taken = new Set(rows.map((row) => row.id));
          let n = rows.length + 1;
          while (taken.has(`slide-${n}`)) n += 1;
          return { id: `slide-${n}`, title: '' };
        }}
        readOnly={readOnly}
        renderEntry={(row, index, update) => {
          const base = `${id}-${row.id}`;
          const linkError = row.link && !webOrSiteAddress(row.link) ? LINK_ADDRESS_TEXT : '';
          return (
            <>
              <div className={form.field}>
                <label htmlFor={`${base}-title`} className={form.label}>
                  標題
                </label>
                <input
                  id={`${base}-title`}
                  className={form.input}
                  type="text"
                  value={row.title}
                  readOnly={readOnly}
                  onChange={(event) => update({ ...row, title: event.currentTarget.value })}
                />
              </div>
              <div className={form.field}>
                <label htmlFor={`${base}-link`} className={form.label}>
                  連結
                </label>
                <input
                  id={`${base}-link`}
                  className={form.input}
                  type="text"
                  inputMode="url"
                  value={row.link ?? ''}
                  readOnly={readOnly}
                  aria-invalid={linkError ? true : undefined}
                  aria-describedby={linkError ? `${base}-link-error` : undefined}
                  onChange={(event) => {
                    const next: EditableSlide = { ...row, link: event.currentTarget.value };
                    if (!next.link) delete next.link;
                    update(next);
                  }}
                />
                {linkError && (
                  <p id={`${base}-link-error`} className={form.error}>
                    {linkError}
                  </p>
                )}
              </div>
              <ImageField
                id={`${base}-image`}
                label={`第 ${index + 1} 張的圖片`}
                value={row.image}
                onChange={(image) => {
                  const next: EditableSlide = { ...row };
                  if (image) next.image = image;
                  else delete next.image;
                  update(next);
                }}
                uploadQueue={kit.uploadQueue}
                readOnly={readOnly}
                {...(row.image ? {} : { message: '請上傳圖片；沒有圖片的輪播圖不會顯示。' })}
              />
            </>
          );
        }}
      />
    </div>
  );
}
