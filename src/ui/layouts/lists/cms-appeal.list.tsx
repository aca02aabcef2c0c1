import { Box, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { text } from '../../parts/item-fields';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  dateField: 'issueDate',
  recentYears: true,
  sortFields: [
    { field: 'decideDate', labelKey: 'content.fields.decideDate' },
    { field: 'issueDate', labelKey: 'content.fields.issueDate' },
  ],
};

function DateCell({ value }: { value: string }) {
  return (
    <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {value && <time dateTime={dateTimeAttr(value)}>{formatDate(value)}</time>}
    </Table.Cell>
  );
}

/** Appeal decisions as the register public boards publish: number, case, appellant, dates. */
export default function CmsAppealList(props: ListLayoutProps) {
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
          <Table.Root variant="outline" size="md" minW="40rem" striped>
            <Table.Caption srOnly>{module.title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                  {t('content.fields.decideDocumentNo')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('content.fields.title')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                  {t('content.fields.appellant')}
                </Table.ColumnHeader>
                {setting.showDate && (
                  <>
                    <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                      {t('content.fields.decideDate')}
                    </Table.ColumnHeader>
                    <Table.ColumnHeader scope="col" whiteSpace="nowrap">
                      {t('content.fields.issueDate')}
                    </Table.ColumnHeader>
                  </>
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} verticalAlign="top">
                  <Table.Cell whiteSpace="nowrap">{text(row, 'decideDocumentNo')}</Table.Cell>
                  <Table.Cell>
                    <AppLink href={paths.detail.href(lang, path, row.id)}>{row.title}</AppLink>
                  </Table.Cell>
                  <Table.Cell>{text(row, 'appellant')}</Table.Cell>
                  {setting.showDate && (
                    <>
                      <DateCell value={text(row, 'decideDate')} />
                      <DateCell value={text(row, 'issueDate')} />
                    </>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </ListFrame>
  );
}
