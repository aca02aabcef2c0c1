import { Badge, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { num, text } from '../../parts/item-fields';
import { MetaLine } from '../../parts/meta-line';
import { representativeImage, visibleFiles } from '../../parts/representative-image';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  dateField: 'date',
  recentYears: true,
  sortFields: [{ field: 'date', labelKey: 'content.fields.date' }],
};

/** Albums as a grid of square thumbnails, each with its photo count. */
export default function CmsGalleryList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path, setting } = props;
  return (
    <ListFrame props={props} config={CONFIG}>
      {(rows) => (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          p="0"
          m="0"
          columns={{ base: 2, md: 3, lg: 4 }}
          gap={{ base: '3', md: '5' }}
        >
          {rows.map((row, i) => {
            const count = visibleFiles(row.images).length;
            return (
              <li key={row.id}>
                <ContentCard
                  h="100%"
                  href={paths.detail.href(lang, path, row.id)}
                  title={row.title}
                  image={representativeImage(row.images)}
                  imageRatio={1}
                  imageLoading={i < 4 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  badge={
                    count > 0 ? (
                      <Badge variant="subtle" alignSelf="flex-start">
                        {t('content.fields.photoCount', { count })}
                      </Badge>
                    ) : undefined
                  }
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
