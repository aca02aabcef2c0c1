import { contentSectionLayouts } from './content-section-layouts.registry';
import { detailLayouts, listLayouts } from './content-layouts.registry';
import { frameLayouts } from './frame-layouts.registry';
import type { LayoutLoader, SectionLayoutProps } from './contract/layout-contract';
import { siteSectionLayouts } from './site-section-layouts.registry';

/** Index sections of both kinds: built from the site chrome, or reading a list. */
export const sectionLayouts: Record<string, LayoutLoader<SectionLayoutProps>> = {
  ...siteSectionLayouts,
  ...contentSectionLayouts,
};

/**
 * Every layout of product.md section 5 by family: name → loader of its own chunk. Data only, so the
 * catalogue can be checked without rendering anything (test/ui/layouts/layout-registry.test.ts).
 */
export const layoutRegistry = {
  frame: frameLayouts,
  section: sectionLayouts,
  list: listLayouts,
  detail: detailLayouts,
} as const;

export type LayoutFamily = keyof typeof layoutRegistry;

export function layoutNames(): string[] {
  return Object.values(layoutRegistry).flatMap((family) => Object.keys(family));
}
