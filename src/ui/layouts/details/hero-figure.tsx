import { Box, Text } from '@chakra-ui/react';
import type { FileEntry } from '../../../shared/api-types';
import { altOf, ResponsiveImage } from '../../parts/responsive-image';

export interface HeroFigureProps {
  image: FileEntry | undefined;
  /** Portraits and objects are shown whole; photos may fill the width. */
  maxW?: string;
}

/**
 * The item's representative image at the top, loaded eagerly (it is the largest thing in view).
 * The description serves as alt text, so the caption is hidden from screen readers to avoid
 * reading it twice.
 */
export function HeroFigure({ image, maxW = '48rem' }: HeroFigureProps) {
  if (!image) return null;
  const caption = altOf(image);
  return (
    <Box as="figure" m="0" maxW={maxW}>
      <Box asChild borderRadius="md">
        <ResponsiveImage file={image} loading="eager" sizes={`(min-width: 62em) ${maxW}, 100vw`} />
      </Box>
      {caption && (
        <Text as="figcaption" fontSize="sm" color="fg.muted" mt="2" aria-hidden="true">
          {caption}
        </Text>
      )}
    </Box>
  );
}
