import type { BannerRow } from '../../../../shared/api-types';

/** The phone image of a slide: the bannerMobile row with the same id, else the one at the same place. */
export function mobileRowFor(
  row: BannerRow,
  index: number,
  mobileRows: readonly BannerRow[],
): BannerRow | undefined {
  return mobileRows.find((candidate) => candidate.id === row.id) ?? mobileRows[index];
}

/** The banner spans the page: its pictures are chosen for the screen's width (srcset's `sizes`). */
export const BANNER_SIZES = '100vw';
