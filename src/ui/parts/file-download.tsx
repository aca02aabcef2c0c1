import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../shared/api-types';
import { safeHref } from '../cms-html/safe-url';
import { linkClass } from './app-link';
import { fileTypeLabel, formatSize } from '../../domain/files/format-size';
import { visibleFiles } from './representative-image';
import styles from './file-download.module.css';
import { cmsUrl } from '../paths/cms-url';

/** The name a visitor sees: the stored name, with its extension when the CMS left it off. */
export function displayName(file: FileEntry): string {
  const name = String(file.name ?? '').trim() || String(file.fileId);
  const ext = String(file.ext ?? '').replace(/^\./, '');
  return ext && !name.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${name}.${ext}` : name;
}

export interface FileDownloadLinkProps {
  file: FileEntry;
}

/** One download link whose accessible name carries the type and size (下載 年報.pdf（PDF，1.2 MB）). */
export function FileDownloadLink({ file }: FileDownloadLinkProps) {
  const { t } = useTranslation();
  const safe = safeHref(file.original);
  const href = safe && cmsUrl(safe);
  const name = displayName(file);
  const label = t('content.files.downloadFile', {
    name,
    type: fileTypeLabel(file.ext, file.name),
    size: formatSize(file.size) || t('content.files.unknownSize'),
  });
  if (!href) return <span>{name}</span>;
  // A plain anchor, not AppLink: a site path would go through the router instead of downloading.
  return (
    <a href={href} download={name} aria-label={label} title={label} className={linkClass(styles.fileLink)}>
      {name}
    </a>
  );
}

export interface FileDownloadProps {
  files: unknown;
  /** Table caption (already translated); 附件下載 by default. */
  caption?: string;
}

/**
 * Attachments as a table of name, type and size. The table scrolls inside its own box so a long
 * file name never widens the page at 320 px.
 */
export function FileDownload({ files, caption }: FileDownloadProps) {
  const { t } = useTranslation();
  const shown = visibleFiles(files);
  if (shown.length === 0) return null;
  return (
    <div
      className={styles.scroller}
      data-part="file-download"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus.
      tabIndex={0}
      role="region"
      aria-label={caption ?? t('content.files.heading')}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption ?? t('content.files.heading')}</caption>
        <thead className={styles.header}>
          <tr className={styles.row}>
            <th scope="col" className={styles.columnHeader}>
              {t('content.files.name')}
            </th>
            <th scope="col" className={styles.columnHeader}>
              {t('content.files.type')}
            </th>
            <th scope="col" className={`${styles.columnHeader} ${styles.end}`}>
              {t('content.files.size')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((file, i) => (
            <tr key={`${file.fileId}-${i}`} className={styles.row}>
              <td className={`${styles.cell} ${styles.name}`}>
                <FileDownloadLink file={file} />
              </td>
              <td className={styles.cell}>{fileTypeLabel(file.ext, file.name)}</td>
              <td className={`${styles.cell} ${styles.end} ${styles.size}`}>
                {formatSize(file.size) || t('content.files.unknownSize')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
