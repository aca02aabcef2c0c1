import type { ImgHTMLAttributes } from 'react';
import type { FileEntry } from '../../shared/api-types';
import { textAlternativeOf } from '../../shared/file-helpers';
import styles from './responsive-image.module.css';
import { cmsUrl } from '../paths/cms-url';
import { AVIF_TYPE } from '../../shared/upload-variants';
import { avifSrcSetOf, pictureSources, preloadSource, srcSetOf } from './picture-sources';

export { pictureSources, preloadSource, srcSetOf };

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'srcSet' | 'loading' | 'sizes'
> {
  file: FileEntry;
  /** `lazy` below the fold (the default), `eager` for the first image a visitor sees. */
  loading?: 'lazy' | 'eager';
  /** Purely decorative images (the same text is next to them) get `alt=""`. */
  decorative?: boolean;
  /** Overrides the alt text taken from the file's description. */
  alt?: string;
  /** The `sizes` attribute that goes with the generated `srcset`. */
  sizes?: string;
  /** How the picture fills a box of another shape: cropped (the default) or shown whole. */
  fit?: 'cover' | 'contain';
  /** Fills its box (width and height 100%) instead of keeping its natural height. */
  fill?: boolean;
  /** The intrinsic size attributes; the file's own size unless given. */
  htmlWidth?: number | undefined;
  htmlHeight?: number | undefined;
}

/** The alt text of an image: none when decorative, else the editor's alt, else its description. */
export function altOf(file: FileEntry): string {
  return textAlternativeOf(file);
}

/** The caption an image shows: the platform's description. */
export function captionOf(file: FileEntry): string {
  return typeof file.description === 'string' ? file.description.trim() : '';
}

/**
 * A CMS image. `width`/`height` attributes let the browser reserve the space before the image
 * arrives (no layout shift); CSS keeps it fluid. An upload comes as a `<picture>` whose AVIF
 * source goes before the `<img>` and its WebP srcset; the picture lays nothing out itself, so the
 * `<img>` sits in its box as it would alone.
 */
export function ResponsiveImage({
  file,
  loading = 'lazy',
  decorative = false,
  alt,
  sizes,
  fit = 'cover',
  fill = false,
  htmlWidth = file.width,
  htmlHeight = file.height,
  className,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = srcSetOf(file);
  const avifSrcSet = srcSet ? avifSrcSetOf(file) : undefined;
  const classes = [styles.image, fit === 'contain' && styles.contain, fill && styles.fill, className]
    .filter(Boolean)
    .join(' ');
  const image = (
    <img
      src={cmsUrl(file.original)}
      alt={decorative ? '' : (alt ?? altOf(file))}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      width={htmlWidth}
      height={htmlHeight}
      loading={loading}
      decoding="async"
      className={classes}
      {...rest}
    />
  );
  if (!avifSrcSet) return image;
  return (
    <picture className={styles.picture}>
      <source type={AVIF_TYPE} srcSet={avifSrcSet} sizes={sizes ?? '100vw'} />
      {image}
    </picture>
  );
}
