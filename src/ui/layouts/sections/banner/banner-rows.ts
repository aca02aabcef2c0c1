import type { BannerRow } from '../../../../shared/api-types';

/** The phone image of a slide: the bannerMobile row with the same id, else the one at the same place. */
export function mobileRowFor(
  row: BannerRow,
  index: number,
  mobileRows: readonly BannerRow[],
): BannerRow | undefined {
  return mobileRows.find((candidate) => candidate.id === row.id) ?? mobileRows[index];
}
