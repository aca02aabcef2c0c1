import { Box, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../../../shared/api-types';
import { SectionImage } from './section-image.part';
import type { VideoDuration } from './video-duration';

export interface VideoThumbnailProps {
  file: FileEntry | undefined;
  duration: VideoDuration | null;
  sizes: string;
  /** Size of the play mark: large on a featured video, small on cards. */
  playSize?: 'sm' | 'lg';
}

/**
 * A video's still with a play mark and its length. It never embeds the player: the home page stays
 * light, and the detail page (where the row's link leads) plays the video. The play mark is drawn
 * for sighted users only; the card's title link is what assistive technology announces.
 */
export function VideoThumbnail({ file, duration, sizes, playSize = 'sm' }: VideoThumbnailProps) {
  const { t } = useTranslation();
  const mark = playSize === 'lg' ? '4rem' : '2rem';
  return (
    <Box position="relative" data-part="video-thumbnail">
      <SectionImage file={file} ratio={16 / 9} sizes={sizes} bg="gray.800" />
      <Box
        aria-hidden="true"
        position="absolute"
        top="50%"
        left="50%"
        transform="translate(-50%, -50%)"
        boxSize={mark}
        borderRadius="full"
        bg="blackAlpha.800"
        borderWidth="2px"
        borderColor="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        data-part="play-mark"
      >
        {/* A CSS triangle: no icon font or image to download. */}
        <Box
          ml="12%"
          w="0"
          h="0"
          borderStyle="solid"
          borderColor="transparent"
          borderLeftColor="white"
          borderTopWidth={`calc(${mark} / 5)`}
          borderBottomWidth={`calc(${mark} / 5)`}
          borderLeftWidth={`calc(${mark} / 3)`}
          borderRightWidth="0"
        />
      </Box>
      {duration && (
        <Box
          position="absolute"
          right="2"
          bottom="2"
          px="2"
          borderRadius="sm"
          bg="blackAlpha.800"
          color="white"
          fontSize="sm"
          fontVariantNumeric="tabular-nums"
          data-part="duration"
        >
          <VisuallyHidden>{t('sections.video.duration')}</VisuallyHidden>
          <time dateTime={duration.iso}>{duration.text}</time>
        </Box>
      )}
    </Box>
  );
}
