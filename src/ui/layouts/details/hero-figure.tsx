import type { CSSProperties } from 'react';
import type { FileEntry } from '../../../shared/api-types';
import { claimLcpImage, useRenderSeed } from '../../parts/render-seed';
import {
  altOf,
  captionOf,
  pictureSources,
  preloadSource,
  ResponsiveImage,
} from '../../parts/responsive-image';
import { columnSizes } from '../../../shared/upload-variants';
import styles from './hero-figure.module.css';

export interface HeroFigureProps {
  image: FileEntry | undefined;
  /** Portraits and objects are shown whole; photos may fill the width. */
  maxW?: string;
}

/**
 * The item's representative image at the top, loaded eagerly (it is the largest thing in view).
 * The caption is the description; where it is also the alt text (the platform's way), it is hidden
 * from screen readers so it is not read twice.
 */
export function HeroFigure({ image, maxW = '48rem' }: HeroFigureProps) {
  const seed = useRenderSeed();
  if (!image) return null;
  const caption = captionOf(image);
  const sizes = columnSizes(maxW);
  // The detail's LCP element: the server preloads the very candidate it picks (its AVIF source's).
  claimLcpImage(seed, { sources: [preloadSource(pictureSources(image, sizes))] });
  return (
    <figure className={styles.figure} style={{ '--hero-max-w': maxW } as CSSProperties}>
      <ResponsiveImage
        file={image}
        loading="eager"
        fetchPriority="high"
        // Decoded with the frame it is in, not after: an async decode can miss the first paint
        // and put the largest paint behind the scripts that start right after it.
        decoding="sync"
        sizes={sizes}
        className={styles.image}
      />
      {caption && (
        <figcaption className={styles.caption} aria-hidden={caption === altOf(image) ? true : undefined}>
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
