import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { FileEntry } from '../../shared/api-types';
import { AppLink } from './app-link';
import { plainExcerpt } from './excerpt';
import { ResponsiveImage } from './responsive-image';
import styles from './content-card.module.css';

export interface ContentCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
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
  /** Data attributes pass through to the card. */
  [data: `data-${string}`]: string | undefined;
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
  headingLevel: Heading = 'h3',
  children,
  className,
  ...rest
}: ContentCardProps) {
  const summary = plainExcerpt(excerpt, excerptChars);
  return (
    <article
      className={className ? `${styles.card} ${className}` : styles.card}
      data-part="content-card"
      {...rest}
    >
      {image && (
        // The ratio is data, so it reaches the CSS as a custom property.
        <div className={styles.media} style={{ '--ratio': imageRatio } as CSSProperties}>
          <ResponsiveImage
            file={image}
            loading={imageLoading}
            fit={imageFit}
            fill
            sizes="(min-width: 62em) 25vw, (min-width: 30em) 50vw, 100vw"
          />
        </div>
      )}
      <div className={styles.body}>
        {badge}
        <Heading className={styles.title}>
          <AppLink href={href}>{title}</AppLink>
        </Heading>
        {meta}
        {summary && <p className={styles.summary}>{summary}</p>}
        {children}
      </div>
    </article>
  );
}
