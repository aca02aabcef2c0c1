import type { CSSProperties } from 'react';
import type { FileEntry } from '../../../shared/api-types';
import { altOf, ResponsiveImage } from '../../parts/responsive-image';
import styles from './hero-figure.module.css';

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
    <figure className={styles.figure} style={{ '--hero-max-w': maxW } as CSSProperties}>
      <ResponsiveImage
        file={image}
        loading="eager"
        sizes={`(min-width: 62em) ${maxW}, 100vw`}
        className={styles.image}
      />
      {caption && (
        <figcaption className={styles.caption} aria-hidden="true">
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
