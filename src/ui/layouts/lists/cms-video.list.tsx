import { Box, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { formatDuration, isoDuration } from '../../parts/format-duration';
import { num, text } from '../../parts/item-fields';
import { MetaLine } from '../../parts/meta-line';
import { isFileEntry } from '../../parts/file-entry-guard';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Videos as 16:9 cards with the running time on the badge. */
export default function CmsVideoList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {rows.map((row, i) => {
            const duration = formatDuration(row.duration);
            return (
              <li key={row.id}>
                <ContentCard
                  h="100%"
                  href={paths.detail.href(lang, path, row.id)}
                  title={row.title}
                  image={isFileEntry(row.thumbnail) ? row.thumbnail : undefined}
                  imageRatio={16 / 9}
                  imageLoading={i < 3 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  badge={
                    duration ? (
                      <Box
                        as="span"
                        fontSize="sm"
                        fontWeight="medium"
                        alignSelf="flex-start"
                        px="2"
                        borderRadius="sm"
                        bg="gray.900"
                        color="white"
                      >
                        <Box as="span" srOnly>
                          {t('content.fields.duration')}
                        </Box>
                        <time dateTime={isoDuration(row.duration)}>{duration}</time>
                      </Box>
                    ) : undefined
                  }
                  excerpt={text(row, 'description')}
                  meta={
                    <MetaLine
                      date={text(row, 'date')}
                      views={num(row, 'views')}
                      showDate={setting.showDate}
                      showViews={setting.showViews}
                    />
                  }
                />
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </ListFrame>
  );
}
