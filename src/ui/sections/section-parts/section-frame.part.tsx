import { Box, Flex, Heading, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { paths } from '../../routes/paths';
import { AppLink } from '../../parts/app-link';

export type SectionFamily = 'article' | 'portfolio' | 'timeline' | 'video' | 'appeal';

export interface SectionFrameProps {
  layout: Pick<SectionLayoutProps, 'name' | 'lang' | 'section' | 'rows'>;
  /** Chooses the title used when the CMS section has none, so the landmark is never unnamed. */
  family: SectionFamily;
  children: ReactNode;
}

/**
 * The shell every content section shares: a labelled `section` landmark carrying `data-layout`,
 * its `h2`, the 「更多」 link to the full list, and a short message instead of an empty box when
 * the list has no rows. Layouts only arrange the rows.
 */
export function SectionFrame({ layout, family, children }: SectionFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { name, lang, section, rows } = layout;
  const title = section.title?.trim() || t(`sections.fallbackTitle.${family}`);
  return (
    <Box
      as="section"
      data-layout={name}
      aria-labelledby={headingId}
      w="100%"
      maxW="80rem"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '8', md: '12' }}
      minW="0"
    >
      <Flex
        as="header"
        align="baseline"
        justify="space-between"
        wrap="wrap"
        gap="3"
        mb={{ base: '4', md: '6' }}
      >
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} lineHeight="1.4">
          {title}
        </Heading>
        {section.path && (
          <AppLink
            href={paths.page.href(lang, section.path)}
            minH="2.75rem"
            px="3"
            borderWidth="1px"
            borderColor="border.emphasized"
            borderRadius="md"
            fontSize="sm"
            data-part="section-more"
          >
            {t('sections.more')}
            {/* Several sections each have a 「更多」 link; the hidden title tells them apart when listed. */}
            <VisuallyHidden>{title}</VisuallyHidden>
            <span aria-hidden="true">›</span>
          </AppLink>
        )}
      </Flex>
      {rows.length === 0 ? (
        <Text color="fg.muted" data-part="section-empty">
          {t('sections.empty')}
        </Text>
      ) : (
        children
      )}
    </Box>
  );
}
