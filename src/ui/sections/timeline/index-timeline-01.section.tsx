import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';

/** A vertical axis: the year column on the left, a rail with dots, the events to the right. */
export default function IndexTimeline01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="timeline">
      <Box as="ol" listStyleType="none" m="0" p="0">
        {entries.map((entry) => {
          const summary = plainExcerpt(entry.description, 90);
          return (
            <Box
              as="li"
              key={entry.key}
              display="grid"
              gridTemplateColumns={{ base: '5.5rem minmax(0, 1fr)', md: '9rem minmax(0, 1fr)' }}
              columnGap={{ base: '4', md: '6' }}
            >
              <YearMark
                startYear={entry.startYear}
                endYear={entry.endYear}
                date={entry.date}
                fontSize={{ base: 'md', md: 'xl' }}
                textAlign="end"
                pt="0.1rem"
              />
              <Stack
                gap="1"
                position="relative"
                pl="6"
                pb="8"
                borderLeftWidth="2px"
                borderColor="border.emphasized"
                minW="0"
              >
                <Box
                  aria-hidden="true"
                  position="absolute"
                  left="-0.5625rem"
                  top="0.45rem"
                  boxSize="1rem"
                  borderRadius="full"
                  bg="colorPalette.solid"
                  borderWidth="3px"
                  borderColor="bg"
                />
                <Heading as="h3" fontSize="md" lineHeight="1.6">
                  <AppLink href={entry.href}>{entry.title}</AppLink>
                </Heading>
                {entry.label && (
                  <Badge alignSelf="flex-start" variant="subtle" size="sm">
                    {entry.label}
                  </Badge>
                )}
                {summary && (
                  <Text fontSize="sm" color="fg.muted" lineHeight="1.7">
                    {summary}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </SectionFrame>
  );
}
