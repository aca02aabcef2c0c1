import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { detailHref, rowKey, rowTitle, textField } from '../section-parts/section-rows';

/**
 * The latest 訴願決定 as a real data table (document number, subject, decision date), so a
 * screen reader announces each cell with its column header. A fixed table layout with wrapping
 * cells keeps the three columns inside a 320 px screen instead of scrolling sideways.
 */
export default function IndexAppeal(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const title = props.section.title?.trim() || t('sections.fallbackTitle.appeal');
  return (
    <SectionFrame layout={props} family="appeal">
      <Table.Root size="sm" variant="line" tableLayout="fixed" w="100%" fontSize="sm">
        <Table.Caption srOnly>{t('sections.appeal.caption', { title })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" w={{ base: '30%', md: '14rem' }}>
              {t('sections.appeal.documentNo')}
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('sections.appeal.subject')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" w={{ base: '6rem', md: '8rem' }}>
              {t('sections.appeal.decideDate')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.rows.map((row, index) => {
            const decideDate = textField(row, 'decideDate');
            return (
              <Table.Row key={rowKey(row, index)}>
                <Table.Cell overflowWrap="anywhere" verticalAlign="top">
                  {textField(row, 'decideDocumentNo') || (
                    <Text as="span" color="fg.muted">
                      —
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell overflowWrap="anywhere" verticalAlign="top">
                  <AppLink href={detailHref(props.lang, props.section, row)} display="inline">
                    {rowTitle(row, t('sections.untitled'))}
                  </AppLink>
                </Table.Cell>
                <Table.Cell verticalAlign="top" fontVariantNumeric="tabular-nums">
                  {decideDate ? (
                    <time dateTime={dateTimeAttr(decideDate)}>{formatDate(decideDate)}</time>
                  ) : (
                    '—'
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </SectionFrame>
  );
}
