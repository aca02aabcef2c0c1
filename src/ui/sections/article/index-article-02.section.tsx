import { Badge, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { ListRow } from '../../parts/list-row';
import { MetaLine } from '../../parts/meta-line';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { articleViews } from './article-view';

/** The newest item featured large with its picture and summary; the rest as a dated list beside it. */
export default function IndexArticle02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const [first, ...rest] = articleViews(props, t('sections.untitled'));
  if (!first)
    return (
      <SectionFrame layout={props} family="article">
        {null}
      </SectionFrame>
    );
  const summary = plainExcerpt(first.description, 140);
  return (
    <SectionFrame layout={props} family="article">
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '6', lg: '10' }}
      >
        <Box as="article" data-part="featured">
          <SectionImage
            file={first.image}
            ratio={16 / 9}
            sizes="(min-width: 62em) 45rem, 100vw"
            borderRadius="md"
            mb="4"
          />
          <Stack gap="2">
            <Badge alignSelf="flex-start" variant="solid" size="md">
              {t('sections.featured')}
            </Badge>
            <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.5">
              <AppLink href={first.href}>{first.title}</AppLink>
            </Heading>
            <MetaLine
              date={first.date || null}
              category={first.category || null}
              dateLabelKey={first.dateLabelKey}
            />
            {summary && (
              <Text color="fg.muted" lineHeight="1.8">
                {summary}
              </Text>
            )}
          </Stack>
        </Box>
        {rest.length > 0 && (
          <Box as="ul" m="0" p="0" borderTopWidth="1px" borderColor="border" alignSelf="start">
            {rest.map((article) => (
              <ListRow
                key={article.key}
                href={article.href}
                title={article.title}
                date={article.date || null}
                flexDirection="column"
                gap="1"
              />
            ))}
          </Box>
        )}
      </Grid>
    </SectionFrame>
  );
}
