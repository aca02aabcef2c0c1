import type { ResponsiveSource } from '../../../shared/upload-variants';
import { srcSetOf } from '../../parts/picture-sources';
import { cmsUrl } from '../../paths/cms-url';

/**
 * A thumbnail's `<img>` attributes (`sizes` its drawn width): with the file's variants in `srcset` the
 * browser fetches the narrowest that fills it, not a 2,400 px original of a megabyte or more; a legacy
 * platform's `transform.small`, else the original, where there are none. Staff screens only: kept
 * out of picture-sources.ts, which visitors' pages load.
 */
export function thumbnailOf(
  file: ResponsiveSource,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const src = cmsUrl(file.transform?.small ?? file.original);
  const srcSet = srcSetOf(file);
  return srcSet ? { src, srcSet, sizes } : { src };
}
