import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { AppLink } from '../../parts/app-link';
import { plainExcerpt } from '../../parts/excerpt';
import { SectionFrame } from '../section-parts/section-frame.part';
import { YearMark } from '../section-parts/year-mark.part';
import { timelineEntries } from './timeline-view';

/**
 * A centre line with events as interlocking cards alternating left and right on wide screens. On phones the
 * line moves to the left edge and every card follows it, so nothing is squeezed into half a
 * 320 px screen. DOM order stays chronological either way.
 */
export default function IndexTimeline03(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const entries = timelineEntries(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="timeline">
      <Box
        as="ol"
        listStyleType="none"
        m="0"
        p="0"
        position="relative"
        // Each card spans two grid rows and the next one starts a row later on the other side, so
        // the cards interlock instead of each taking a full row of its own.
        display={{ base: 'block', md: 'grid' }}
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
        _before={{
          content: '""',
          position: 'absolute',
          top: '0',
          bottom: '0',
          left: { base: '0.5rem', md: '50%' },
          w: '2px',
          ml: { md: '-1px' },
          bg: 'border.emphasized',
        }}
      >
        {entries.map((entry, index) => {
          const onRight = index % 2 === 1;
          const summary = plainExcerpt(entry.description, 80);
          return (
            <Box
              as="li"
              key={entry.key}
              position="relative"
              gridColumn={onRight ? '2' : '1'}
              gridRow={`${index + 1} / span 2`}
              pl={{ base: '8', md: onRight ? '8' : '0' }}
              pr={{ base: '0', md: onRight ? '0' : '8' }}
              pb="6"
              data-side={onRight ? 'right' : 'left'}
            >
              <Box
                aria-hidden="true"
                position="absolute"
                top="1.1rem"
                left={{ base: '0', md: onRight ? '-0.5rem' : 'auto' }}
                right={{ base: 'auto', md: onRight ? 'auto' : '-0.5rem' }}
                boxSize="1rem"
                borderRadius="full"
                bg="colorPalette.solid"
                borderWidth="3px"
                borderColor="bg"
              />
              <Box
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                bg="bg"
                p="4"
                shadow="xs"
                textAlign={{ base: 'start', md: onRight ? 'start' : 'end' }}
              >
                <YearMark
                  startYear={entry.startYear}
                  endYear={entry.endYear}
                  date={entry.date}
                  fontSize="lg"
                  color="colorPalette.fg"
                />
                <Heading as="h3" fontSize="md" lineHeight="1.6" mt="1">
                  <AppLink href={entry.href}>{entry.title}</AppLink>
                </Heading>
                {entry.label && (
                  <Badge variant="subtle" size="sm" mt="1">
                    {entry.label}
                  </Badge>
                )}
                {summary && (
                  <Text fontSize="sm" color="fg.muted" lineHeight="1.7" mt="1">
                    {summary}
                  </Text>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </SectionFrame>
  );
}
