import { Box, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { FileDownloadLink } from '../../parts/file-download';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { fileTypeLabel, formatSize } from '../../parts/format-size';
import { text } from '../../parts/item-fields';
import { visibleFiles } from '../../parts/representative-image';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Downloads as a table: what it is, when, and each file with its type and size. */
export default function CmsDownloadList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting, module } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <Box
          overflowX="auto"
          tabIndex={0}
          role="region"
          aria-label={t('content.list.tableScroll', { title: module.title })}
        >
          <Table.Root variant="line" size="md" minW="36rem">
            <Table.Caption srOnly>{module.title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('content.fields.title')}</Table.ColumnHeader>
                {setting.showDate && (
                  <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                    {t('content.fields.date')}
                  </Table.ColumnHeader>
                )}
                <Table.ColumnHeader scope="col">{t('content.fields.files')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const files = visibleFiles(row.files);
                const date = text(row, 'date');
                return (
                  <Table.Row key={row.id} verticalAlign="top">
                    <Table.Cell>
                      <Box as="span" display="block" fontWeight="medium">
                        <AppLink href={paths.detail.href(lang, path, row.id)}>{row.title}</AppLink>
                      </Box>
                      {row.description ? (
                        <Text fontSize="sm" color="fg.muted" mt="1">
                          {plainExcerpt(row.description, 80)}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    {setting.showDate && (
                      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                        {date && <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>}
                      </Table.Cell>
                    )}
                    <Table.Cell>
                      <Box as="ul" listStyleType="none" p="0" m="0">
                        {files.map((file, i) => (
                          <Box as="li" key={`${file.fileId}-${i}`} py="0.5">
                            <FileDownloadLink file={file} />{' '}
                            <Text as="span" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                              {t('content.files.details', {
                                details: [fileTypeLabel(file.ext, file.name), formatSize(file.size)]
                                  .filter(Boolean)
                                  .join(t('content.files.separator')),
                              })}
                            </Text>
                          </Box>
                        ))}
                      </Box>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ListFrame>
  );
}
