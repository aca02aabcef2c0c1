import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { articleViews } from './article-view';

/** Three columns of compact cards; the category rides on the picture as a chip, the whole card is clickable. */
export default function IndexArticle07(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const articles = articleViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="article">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="5" listStyleType="none" m="0" p="0">
        {articles.map((article) => (
          <Box
            as="li"
            key={article.key}
            position="relative"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            overflow="hidden"
            bg="bg"
            _hover={{ shadow: 'md' }}
          >
            <Box position="relative">
              <SectionImage
                file={article.image}
                ratio={3 / 2}
                sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              />
              {article.category && (
                <Badge
                  position="absolute"
                  top="3"
                  left="3"
                  variant="solid"
                  size="md"
                  maxW="calc(100% - 1.5rem)"
                >
                  {article.category}
                </Badge>
              )}
            </Box>
            <Stack gap="2" p="4">
              <Heading as="h3" fontSize="md" lineHeight="1.6">
                <StretchedLink href={article.href}>{article.title}</StretchedLink>
              </Heading>
              <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                {article.date ? (
                  <time dateTime={dateTimeAttr(article.date)}>{formatDate(article.date)}</time>
                ) : (
                  t('sections.undated')
                )}
              </Text>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </SectionFrame>
  );
}
