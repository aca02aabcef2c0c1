import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { plainExcerpt } from '../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { SectionImage } from '../section-parts/section-image.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { portfolioViews } from './portfolio-view';

/**
 * One large feature and four small tiles beside it (a 2×2 block against a 2×2 block on wide
 * screens); further rows, if the section asks for more, continue as small tiles.
 */
export default function IndexPortfolio04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const items = portfolioViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="portfolio">
      <Grid
        as="ul"
        listStyleType="none"
        m="0"
        p="0"
        gap="4"
        templateColumns={{
          base: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        }}
      >
        {items.map((item, index) => {
          const featured = index === 0;
          const summary = featured ? plainExcerpt(item.description, 100) : '';
          return (
            <Box
              as="li"
              key={item.key}
              position="relative"
              gridColumn={featured ? { sm: 'span 2' } : undefined}
              gridRow={featured ? { lg: 'span 2' } : undefined}
              display="flex"
              flexDirection="column"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              overflow="hidden"
              bg="bg"
              data-part={featured ? 'feature' : undefined}
            >
              <SectionImage
                file={item.image}
                ratio={featured ? 16 / 10 : 4 / 3}
                sizes={
                  featured
                    ? '(min-width: 30em) 50vw, 100vw'
                    : '(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw'
                }
              />
              <Stack gap="1" p={featured ? '5' : '3'} flex="1">
                <Heading as="h3" fontSize={featured ? { base: 'lg', md: 'xl' } : 'md'} lineHeight="1.5">
                  <StretchedLink href={item.href}>{item.title}</StretchedLink>
                </Heading>
                {item.meta && (
                  <Text fontSize="sm" color="fg.muted">
                    {item.meta}
                  </Text>
                )}
                {summary && (
                  <Text color="fg.muted" lineHeight="1.7">
                    {summary}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Grid>
    </SectionFrame>
  );
}
