import { SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../parts/content-card';
import { num, text, yearSpan } from '../../parts/item-fields';
import { representativeImage } from '../../parts/representative-image';
import { paths } from '../../routes/paths';
import type { ListLayoutProps } from '../layout-contract';
import { ListFrame, type ListKindConfig } from './list-frame';

const CONFIG: ListKindConfig = {
  yearField: 'birthYear',
  sortFields: [{ field: 'birthYear', labelKey: 'content.fields.birthYear' }],
};

/** People as portrait cards: likeness, name, role and years of life. */
export default function CmsPeopleList(props: ListLayoutProps) {
  const { t } = useTranslation();
  const { lang, path } = props;
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
            const role = text(row, 'role');
            const lifespan = yearSpan(num(row, 'birthYear'), num(row, 'deathYear'));
            return (
              <li key={row.id}>
                <ContentCard
                  h="100%"
                  textAlign="center"
                  href={paths.detail.href(lang, path, row.id)}
                  title={row.title}
                  image={representativeImage(row.images)}
                  imageRatio={3 / 4}
                  imageLoading={i < 4 ? 'eager' : 'lazy'}
                  headingLevel="h2"
                  excerpt={text(row, 'description')}
                  excerptChars={40}
                >
                  {role && (
                    <Text fontSize="sm" color="brand.fg" fontWeight="medium" order={-1}>
                      <Text as="span" srOnly>
                        {t('content.fields.role')}
                      </Text>
                      {role}
                    </Text>
                  )}
                  {lifespan && (
                    <Text fontSize="sm" color="fg.muted">
                      <Text as="span" srOnly>
                        {t('content.fields.lifespan')}
                      </Text>
                      {lifespan}
                    </Text>
                  )}
                </ContentCard>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </ListFrame>
  );
}
