import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { HorizontalScroller } from '../section-parts/horizontal-scroller.part';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';

/**
 * A horizontal axis: years along a line, each event hanging below its dot. The axis scrolls
 * inside the section with previous/next buttons; the page itself never scrolls sideways.
 */
export default function IndexTimeline02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  const label = props.section.title?.trim() || t('sections.fallbackTitle.timeline');
  return (
    <SectionFrame layout={props} family="timeline">
      <HorizontalScroller label={label} trackProps={{ gap: '0' }}>
        {entries.map((entry) => (
          <Box as="li" key={entry.key} w={{ base: '75%', sm: '14rem' }} pr="4" position="relative">
            <YearMark startYear={entry.startYear} endYear={entry.endYear} fontSize="xl" minH="2rem" />
            {/* The axis: each item draws its piece of the line, so the line spans exactly the items. */}
            <Box aria-hidden="true" position="relative" h="1.5rem" my="2">
              <Box position="absolute" top="50%" left="0" right="0" h="2px" bg="border.emphasized" />
              <Box
                position="absolute"
                top="50%"
                left="0"
                transform="translateY(-50%)"
                boxSize="1rem"
                borderRadius="full"
                bg="colorPalette.solid"
                borderWidth="3px"
                borderColor="bg"
              />
            </Box>
            <Box borderLeftWidth="2px" borderColor="colorPalette.solid" pl="3">
              <Heading as="h3" fontSize="md" lineHeight="1.6">
                <AppLink href={entry.href}>{entry.title}</AppLink>
              </Heading>
              {entry.label && (
                <Text fontSize="sm" color="fg.muted">
                  {entry.label}
                </Text>
              )}
            </Box>
          </Box>
        ))}
      </HorizontalScroller>
    </SectionFrame>
  );
}
