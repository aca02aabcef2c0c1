import { Box, Link, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../shared/api-types';
import { safeHref } from '../rich-text/safe-url';
import { fileTypeLabel, formatSize } from './format-size';
import { visibleFiles } from './representative-image';

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
  const href = safeHref(file.original);
  const name = displayName(file);
  const label = t('content.files.downloadFile', {
    name,
    type: fileTypeLabel(file.ext, file.name),
    size: formatSize(file.size) || t('content.files.unknownSize'),
  });
  if (!href) return <span>{name}</span>;
  return (
    <Link
      href={href}
      download={name}
      aria-label={label}
      title={label}
      color="brand.fg"
      textDecoration="underline"
    >
      {name}
    </Link>
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
    <Box
      overflowX="auto"
      data-part="file-download"
      tabIndex={0}
      role="region"
      aria-label={caption ?? t('content.files.heading')}
    >
      <Table.Root size="sm" variant="outline">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="bold" fontSize="md" mb="2">
          {caption ?? t('content.files.heading')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('content.files.name')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('content.files.type')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              {t('content.files.size')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((file, i) => (
            <Table.Row key={`${file.fileId}-${i}`}>
              <Table.Cell wordBreak="break-word">
                <FileDownloadLink file={file} />
              </Table.Cell>
              <Table.Cell>{fileTypeLabel(file.ext, file.name)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatSize(file.size) || t('content.files.unknownSize')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
