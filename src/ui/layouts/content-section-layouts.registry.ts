import type { LayoutLoader, SectionLayoutProps } from './contract/layout-contract';

/**
 * The home-page and landing-page content sections (product.md section 5): news lists, card grids,
 * time axes, videos and appeals, each loaded on demand as its own chunk. Variants of a family share
 * only small parts (src/ui/sections/section-parts), so a page with one news section downloads one
 * arrangement, not eight; the shared parts and Chakra land in common chunks the bundler splits out.
 */
export const contentSectionLayouts: Record<string, LayoutLoader<SectionLayoutProps>> = {
  'index-article-01': () =>
    import(/* webpackChunkName: "layout-index-article-01" */ './sections/article/index-article-01.section'),
  'index-article-02': () =>
    import(/* webpackChunkName: "layout-index-article-02" */ './sections/article/index-article-02.section'),
  'index-article-03': () =>
    import(/* webpackChunkName: "layout-index-article-03" */ './sections/article/index-article-03.section'),
  'index-article-04': () =>
    import(/* webpackChunkName: "layout-index-article-04" */ './sections/article/index-article-04.section'),
  'index-article-05': () =>
    import(/* webpackChunkName: "layout-index-article-05" */ './sections/article/index-article-05.section'),
  'index-article-06': () =>
    import(/* webpackChunkName: "layout-index-article-06" */ './sections/article/index-article-06.section'),
  'index-article-07': () =>
    import(/* webpackChunkName: "layout-index-article-07" */ './sections/article/index-article-07.section'),
  'index-article-08': () =>
    import(/* webpackChunkName: "layout-index-article-08" */ './sections/article/index-article-08.section'),
  'index-portfolio-01': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-01" */ './sections/portfolio/index-portfolio-01.section'
    ),
  'index-portfolio-02': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-02" */ './sections/portfolio/index-portfolio-02.section'
    ),
  'index-portfolio-03': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-03" */ './sections/portfolio/index-portfolio-03.section'
    ),
  'index-portfolio-04': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-04" */ './sections/portfolio/index-portfolio-04.section'
    ),
  'index-portfolio-05': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-05" */ './sections/portfolio/index-portfolio-05.section'
    ),
  'index-portfolio-06': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-06" */ './sections/portfolio/index-portfolio-06.section'
    ),
  'index-portfolio-07': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-07" */ './sections/portfolio/index-portfolio-07.section'
    ),
  'index-portfolio-08': () =>
    import(
      /* webpackChunkName: "layout-index-portfolio-08" */ './sections/portfolio/index-portfolio-08.section'
    ),
  'index-timeline-01': () =>
    import(
      /* webpackChunkName: "layout-index-timeline-01" */ './sections/timeline/index-timeline-01.section'
    ),
  'index-timeline-02': () =>
    import(
      /* webpackChunkName: "layout-index-timeline-02" */ './sections/timeline/index-timeline-02.section'
    ),
  'index-timeline-03': () =>
    import(
      /* webpackChunkName: "layout-index-timeline-03" */ './sections/timeline/index-timeline-03.section'
    ),
  'index-timeline-04': () =>
    import(
      /* webpackChunkName: "layout-index-timeline-04" */ './sections/timeline/index-timeline-04.section'
    ),
  'index-video-01': () =>
    import(/* webpackChunkName: "layout-index-video-01" */ './sections/video/index-video-01.section'),
  'index-video-02': () =>
    import(/* webpackChunkName: "layout-index-video-02" */ './sections/video/index-video-02.section'),
  'index-appeal': () =>
    import(/* webpackChunkName: "layout-index-appeal" */ './sections/appeal/index-appeal.section'),
};
