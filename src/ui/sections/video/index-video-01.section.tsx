import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { plainExcerpt } from '../../parts/excerpt';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { VideoThumbnail } from '../section-parts/video-thumbnail.part';
import { videoViews } from './video-view';

function VideoDate({ date }: { date: string }) {
  if (!date) return null;
  return (
    <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
      <time dateTime={dateTimeAttr(date)}>{formatDate(date)}</time>
    </Text>
  );
}

/**
 * The newest video featured large (still, play mark, summary), the next ones listed beside it.
 * Every item links to its detail page, where the video plays; nothing is embedded here.
 */
export default function IndexVideo01(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const [first, ...rest] = videoViews(props, t('sections.untitled'));
  const summary = plainExcerpt(first?.description, 120);
  return (
    <SectionFrame layout={props} family="video">
      {first && (
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: '6', lg: '8' }}
        >
          <Box as="article" position="relative" data-part="featured">
            <Box borderRadius="md" overflow="hidden" mb="3">
              <VideoThumbnail
                file={first.thumbnail}
                duration={first.duration}
                playSize="lg"
                sizes="(min-width: 62em) 45rem, 100vw"
              />
            </Box>
            <Stack gap="1">
              <Heading as="h3" fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.5">
                <StretchedLink href={first.href}>{first.title}</StretchedLink>
              </Heading>
              <VideoDate date={first.date} />
              {summary && (
                <Text color="fg.muted" lineHeight="1.7">
                  {summary}
                </Text>
              )}
            </Stack>
          </Box>
          {rest.length > 0 && (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="4">
              {rest.map((video) => (
                <Box
                  as="li"
                  key={video.key}
                  position="relative"
                  display="grid"
                  gridTemplateColumns={{ base: '8rem minmax(0, 1fr)', md: '11rem minmax(0, 1fr)' }}
                  gap="3"
                  alignItems="start"
                >
                  <Box borderRadius="md" overflow="hidden">
                    <VideoThumbnail file={video.thumbnail} duration={video.duration} sizes="11rem" />
                  </Box>
                  <Stack gap="1" minW="0">
                    <Heading as="h3" fontSize="md" lineHeight="1.6">
                      <StretchedLink href={video.href}>{video.title}</StretchedLink>
                    </Heading>
                    <VideoDate date={video.date} />
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Grid>
      )}
    </SectionFrame>
  );
}
