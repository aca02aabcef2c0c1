import type { CSSProperties } from 'react';
import type { FileEntry } from '../../../shared/api-types';
import { altOf, captionOf, ResponsiveImage } from '../../parts/responsive-image';
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
  if (!image) return null;
  const caption = captionOf(image);
  return (
    <figure className={styles.figure} style={{ '--hero-max-w': maxW } as CSSProperties}>
      <ResponsiveImage
        file={image}
        loading="eager"
        sizes={`(min-width: 62em) ${maxW}, 100vw`}
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
