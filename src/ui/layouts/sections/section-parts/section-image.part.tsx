import type { CSSProperties, HTMLAttributes } from 'react';
import type { FileEntry } from '../../../../shared/api-types';
import { ResponsiveImage } from '../../../parts/responsive-image';
import styles from './section-image.part.module.css';

export interface SectionImageProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  file: FileEntry | undefined;
  /**
   * Width ÷ height of the box; the picture is cropped to it so rows and grids line up. Without a
   * ratio the picture fills its parent (tiles whose height the grid decides).
   */
  ratio?: number;
  /** The `sizes` for the srcset: how wide the box is at each breakpoint. */
  sizes: string;
  fit?: 'cover' | 'contain';
  /** When the same words are next to the picture, it adds nothing for a screen reader. */
  decorative?: boolean;
  /** Data attributes pass through to the box. */
  [data: `data-${string}`]: string | undefined;
}

/** Width used for the intrinsic size when the CMS does not give the image's own. */
const INTRINSIC_WIDTH = 800;

/**
 * A cropped CMS picture, or a quiet tinted box when the row has none, so a grid keeps its rhythm.
 * Sections sit below the fold, hence lazy loading. The CMS often omits the image's own size; the
 * box's ratio then gives `width`/`height`, which is all the browser needs to reserve the space.
 */
export function SectionImage({
  file,
  ratio,
  sizes,
  fit = 'cover',
  decorative = false,
  className,
  style,
  ...rest
}: SectionImageProps) {
  const image = file ? (
    <ResponsiveImage
      file={file}
      loading="lazy"
      decorative={decorative}
      sizes={sizes}
      fit={fit}
      htmlWidth={file.width ?? INTRINSIC_WIDTH}
      htmlHeight={file.height ?? Math.round(INTRINSIC_WIDTH / (ratio ?? 4 / 3))}
      fill
    />
  ) : (
    <div aria-hidden="true" className={styles.placeholder} />
  );
  if (ratio === undefined) {
    // The picture is taken out of the flow so that it fills the box without sizing it: the
    // box's height comes from the grid (or its min height), never from the picture.
    return (
      <div
        className={className ? `${styles.fill} ${className}` : styles.fill}
        style={style}
        data-part="section-image"
        {...rest}
      >
        {image}
      </div>
    );
  }
  // The ratio is data, so it reaches the CSS as a custom property (the padding that sets the height).
  const ratioStyle = { '--ratio-padding': `${(1 / ratio) * 100}%`, ...style } as CSSProperties;
  return (
    <div
      className={className ? `${styles.ratio} ${className}` : styles.ratio}
      style={ratioStyle}
      data-part="section-image"
      {...rest}
    >
      {image}
    </div>
  );
}
