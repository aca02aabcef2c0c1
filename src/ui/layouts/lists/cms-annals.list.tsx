import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { dateTimeAttr, formatDate, yearOf } from '../../parts/format-date';
import { num, text } from '../../parts/item-fields';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig, type ListRowData } from './list-frame';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  yearField: 'year',
  recentYears: true,
  sortFields: [
    { field: 'date', labelKey: 'content.fields.date' },
    { field: 'year', labelKey: 'content.fields.year' },
  ],
};

export interface YearGroup {
  year: number | null;
  rows: ListRowData[];
}

/** Consecutive rows of the same year, in the order the CMS sorted them. */
export function groupByYear(rows: readonly ListRowData[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const row of rows) {
    const year = num(row, 'year') ?? yearOf(text(row, 'date'));
    const last = groups[groups.length - 1];
    if (last && last.year === year) last.rows.push(row);
    else groups.push({ year, rows: [row] });
  }
  return groups;
}

function YearSection({
  group,
  lang,
  path,
  showDate,
}: {
  group: YearGroup;
  lang: string;
  path: string;
  showDate: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: '7rem 1fr' }}
      gap={{ base: '2', md: '6' }}
      mb="8"
    >
      <Heading
        as="h2"
        id={id}
        fontSize="2xl"
        color="brand.fg"
        position={{ md: 'sticky' }}
        top="4"
        alignSelf="start"
      >
        {group.year === null
          ? t('content.annals.noYear')
          : t('content.annals.yearHeading', { year: group.year })}
      </Heading>
      <Box as="ol" listStyleType="none" p="0" m="0" borderInlineStartWidth="2px" borderColor="border">
        {group.rows.map((row) => {
          const date = text(row, 'date');
          const category = text(row, 'category');
          return (
            <Box as="li" key={row.id} ps="5" pb="5" position="relative">
              {showDate && date && (
                <Text
                  as="span"
                  display="block"
                  fontSize="sm"
                  color="fg.muted"
                  fontVariantNumeric="tabular-nums"
                >
                  <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
                </Text>
              )}
              <Heading as="h3" fontSize="md" lineHeight="1.6" fontWeight="medium">
                {category && (
                  <Badge colorPalette="brand" variant="subtle" me="2" verticalAlign="middle">
                    {category}
                  </Badge>
                )}
                <AppLink href={paths.detail.href(lang, path, row.id)}>{row.title}</AppLink>
              </Heading>
              {row.description ? (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {plainExcerpt(row.description, 100)}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** Annals grouped under year headings, each year a short dated list. */
export default function CmsAnnalsList(props: ListLayoutProps) {
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <Box>
          {groupByYear(rows).map((group, i) => (
            <YearSection
              key={`${group.year}-${i}`}
              group={group}
              lang={lang}
              path={path}
              showDate={setting.showDate}
            />
          ))}
        </Box>
      )}
    </ListFrame>
  );
}
