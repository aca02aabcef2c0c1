import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SectionLayoutProps } from '../../layouts/layout-contract';
import { plainExcerpt } from '../../parts/excerpt';
import { dateTimeAttr, formatDate } from '../../parts/format-date';
import { SectionFrame } from '../section-parts/section-frame.part';
import { StretchedLink } from '../section-parts/stretched-link.part';
import { VideoThumbnail } from '../section-parts/video-thumbnail.part';
import { videoViews } from './video-view';

/** A grid of video cards, each still carrying its length; the card opens the video's page. */
export default function IndexVideo02(props: SectionLayoutProps) {
  const { t } = useTranslation();
  const videos = videoViews(props, t('sections.untitled'));
  return (
    <SectionFrame layout={props} family="video">
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none" m="0" p="0">
        {videos.map((video) => {
          const summary = plainExcerpt(video.description, 50);
          return (
            <Box
              as="li"
              key={video.key}
              position="relative"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              overflow="hidden"
              bg="bg"
            >
              <VideoThumbnail
                file={video.thumbnail}
                duration={video.duration}
                sizes="(min-width: 62em) 26rem, (min-width: 30em) 50vw, 100vw"
              />
              <Stack gap="1" p="4">
                <Heading as="h3" fontSize="md" lineHeight="1.6">
                  <StretchedLink href={video.href}>{video.title}</StretchedLink>
                </Heading>
                {video.date && (
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                    <time dateTime={dateTimeAttr(video.date)}>{formatDate(video.date)}</time>
                  </Text>
                )}
                {summary && (
                  <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                    {summary}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </SectionFrame>
  );
}
