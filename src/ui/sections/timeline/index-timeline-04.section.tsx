import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { SectionFrame } from '../section-parts/section-frame.part';
import { groupInOrder } from '../section-parts/section-rows';
import { YearMark } from '../section-parts/year-mark.part';
import { decadeOf, timelineEntries, type TimelineEntry } from './timeline-view';

/**
 * Events gathered under their era (historical events) or their decade (annals), one block per
 * group with the group's name as a heading on the left on wide screens.
 */
export default function IndexTimeline04(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  // Historical events name their era; annals only have years, so they fall into decades.
  const byEra = entries.some((entry) => entry.era !== '');
  const groupOf = (entry: TimelineEntry): string => {
    if (byEra) return entry.era || t('sections.timeline.undated');
    return entry.startYear === undefined
      ? t('sections.timeline.undated')
      : t('sections.timeline.decade', { decade: decadeOf(entry.startYear) });
  };
  const groups = groupInOrder(entries, groupOf);
  return (
    <SectionFrame layout={props} family="timeline">
      <Stack gap="6">
        {groups.map((group) => (
          <Box
            key={group.label}
            display={{ base: 'block', md: 'grid' }}
            gridTemplateColumns="12rem minmax(0, 1fr)"
            gap="6"
            borderTopWidth="4px"
            borderColor="colorPalette.solid"
            pt="4"
          >
            <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.4" mb={{ base: '3', md: '0' }}>
              {group.label}
            </Heading>
            <Box as="ul" listStyleType="none" m="0" p="0">
              {group.items.map((entry) => (
                <Flex
                  as="li"
                  key={entry.key}
                  gap="4"
                  py="2"
                  borderBottomWidth="1px"
                  borderColor="border"
                  align="baseline"
                >
                  <YearMark
                    startYear={entry.startYear}
                    endYear={entry.endYear}
                    fontSize="md"
                    minW="6.5rem"
                    flexShrink={0}
                  />
                  <Heading as="h4" fontSize="md" fontWeight="medium" lineHeight="1.6" minW="0">
                    <AppLink href={entry.href}>{entry.title}</AppLink>
                  </Heading>
                </Flex>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </SectionFrame>
  );
}
