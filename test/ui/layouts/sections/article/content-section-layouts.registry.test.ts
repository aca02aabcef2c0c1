import { INDEX_LAYOUTS } from '../../../../../src/shared/layout-names';
import { contentSectionLayouts } from '../../../../../src/ui/layouts/content-section-layouts.registry';

// Kept beside the section tests because the registry lists exactly these families' layouts.
describe('content section registry', () => {
  const expected = [
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `index-article-0${n}`),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `index-portfolio-0${n}`),
    ...[1, 2, 3, 4].map((n) => `index-timeline-0${n}`),
    'index-video-01',
    'index-video-02',
    'index-appeal',
  ];

  it('offers the 23 news, card, time-axis, video and appeal sections, all names the CMS may send', () => {
    expect(Object.keys(contentSectionLayouts).sort()).toEqual([...expected].sort());
    for (const name of expected) expect(INDEX_LAYOUTS).toContain(name);
  });

  it('loads each section as a module whose default export is a component', async () => {
    for (const name of expected) {
      const module = await contentSectionLayouts[name]!();
      expect(typeof module.default).toBe('function');
    }
  });
});
