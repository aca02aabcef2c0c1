import { AspectRatio, Box, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FileEntry } from '../../shared/api-types';
import { AppLink } from './app-link';
import { plainExcerpt } from './excerpt';
import { ResponsiveImage } from './responsive-image';

export interface ContentCardProps extends Omit<BoxProps, 'title'> {
  href: string;
  title: string;
  image?: FileEntry | undefined;
  /** Width ÷ height of the image box; photos are cropped to it so a grid lines up. */
  imageRatio?: number;
  /** `cover` crops (thumbnails), `contain` shows the whole image (portraits, objects). */
  imageFit?: 'cover' | 'contain';
  imageLoading?: 'lazy' | 'eager';
  /** Small label over the title (kind, duration, role). */
  badge?: ReactNode;
  /** Usually a MetaLine. */
  meta?: ReactNode;
  excerpt?: string | null;
  excerptChars?: number;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Extra content under the excerpt (date ranges, places). */
  children?: ReactNode;
}

/**
 * An item in a grid: image, title link, meta and a short excerpt. Only the title is a link, so a
 * screen-reader user hears each card's name once rather than image, title and "more" separately.
 */
export function ContentCard({
  href,
  title,
  image,
  imageRatio = 4 / 3,
  imageFit = 'cover',
  imageLoading = 'lazy',
  badge,
  meta,
  excerpt,
  excerptChars = 80,
  headingLevel = 'h3',
  children,
  ...rest
}: ContentCardProps) {
  const summary = plainExcerpt(excerpt, excerptChars);
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      display="flex"
      flexDirection="column"
      data-part="content-card"
      {...rest}
    >
      {image && (
        <AspectRatio ratio={imageRatio} bg="bg.muted">
          <ResponsiveImage
            file={image}
            loading={imageLoading}
            fit={imageFit}
            fill
            sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
          />
        </AspectRatio>
      )}
      <Stack gap="2" p="4" flex="1">
        {badge}
        <Heading as={headingLevel} fontSize="lg" lineHeight="1.5">
          <AppLink href={href}>{title}</AppLink>
        </Heading>
        {meta}
        {summary && (
          <Text color="fg.muted" lineHeight="1.7">
            {summary}
          </Text>
        )}
        {children}
      </Stack>
    </Box>
  );
}
