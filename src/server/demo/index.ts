import type { ContentKind, FileEntry, ItemRef, MenuSetting, PageObject } from '../../shared/api-types';
import { LIST_LAYOUT_BY_KIND } from '../../shared/layout-names';
import { announcementArticles, newsArticles } from './articles.content';
import { appealItems } from './appeals.content';
import { collectionObjects } from './collection.content';
import { refTo } from './content-helpers';
import { demoDocuments } from './demo-files';
import { svgDemoImages } from './demo-images';
import { digitalItems } from './digital.content';
import { activityEvents } from './events.content';
import { historicalEvents, museumAnnals } from './history.content';
import { downloadItems, galleryAlbums, videoItems } from './media.content';
import {
  aboutPage,
  accessibilityPage,
  openDataDeclarationPage,
  privacyPage,
  securityPage,
  visitPage,
} from './pages.content';
import { peopleItems } from './people.content';
import {
  siteBanner,
  siteBannerMobile,
  siteConfig,
  siteFooter,
  siteHeader,
  siteMenu,
  siteMetadata,
  siteSitemap,
  siteAccounts,
} from './site-chrome.content';
import { HOME_STRUCTURE, LANDING_PAGES } from './structure.content';
import { ALL_ON_MENU_SETTING } from '../../shared/menu-setting';
import type { SeedImage, SeedModule, SiteSeed } from '../seed/site-seed';

/**
 * The demo content of the reference server: an original, fictional museum (國立臨海文化記憶館).
 * Everything is built from literals, so the site is the same on every start.
 */

type Row = NonNullable<SeedModule['rows']>[number];

const setting = (overrides: Partial<MenuSetting> = {}): MenuSetting => ({
  ...ALL_ON_MENU_SETTING,
  ...overrides,
});

/** Typed items become the loose row records the server stores (one JSON document per row). */
const asRows = <T extends { id: string; title: string }>(items: T[]): Row[] =>
  items.map((item) => ({ ...item }));

interface ListSpec {
  path: string;
  title: string;
  kind: Exclude<ContentKind, 'single' | 'mailbox' | 'tag'>;
  templateKey: string;
  setting: MenuSetting;
  rows: Row[];
}

/**
 * Cross-links rows of different lists that share their first tag, a few per row, chosen by
 * position so the same links come out on every build.
 */
function addRelated(lists: ListSpec[]): void {
  const pool = lists.flatMap((list) => list.rows.map((row) => ({ path: list.path, row })));
  for (const list of lists) {
    list.rows.forEach((row, index) => {
      const tags = Array.isArray(row.tags) ? (row.tags as string[]) : [];
      const first = tags[0];
      if (!first) return;
      const candidates = pool.filter(
        (entry) =>
          entry.path !== list.path &&
          Array.isArray(entry.row.tags) &&
          (entry.row.tags as string[]).includes(first),
      );
      if (candidates.length === 0) return;
      const related: ItemRef[] = [];
      for (let k = 0; k < Math.min(3, candidates.length); k++) {
        const entry = candidates[(index * 5 + k * 7) % candidates.length];
        if (entry && !related.some((r) => r.id === entry.row.id)) related.push(refTo(entry.path, entry.row));
      }
      row.related = related;
    });
  }
}

function buildLists(): ListSpec[] {
  const objects = collectionObjects();
  const people = peopleItems(objects);
  const history = historicalEvents(people, objects);
  // A person's events are the historical events that name them; filled from that side only.
  for (const person of people) {
    person.events = history
      .filter((event) => event.people.some((ref) => ref.id === person.id))
      .map((event) => refTo('history', event));
  }
  const lists: ListSpec[] = [
    {
      path: 'news',
      title: '新聞稿',
      kind: 'normal',
      templateKey: 'template-002',
      setting: setting(),
      rows: asRows(newsArticles()),
    },
    {
      path: 'announcements',
      title: '公告',
      kind: 'normal',
      templateKey: 'template-005',
      setting: setting({ showViews: false, showShare: false, showRelated: false }),
      rows: asRows(announcementArticles()),
    },
    {
      path: 'activities',
      title: '活動報名',
      kind: 'event',
      templateKey: 'template-005',
      setting: setting({ showViews: false }),
      rows: asRows(activityEvents()),
    },
    {
      path: 'history',
      title: '歷史事件',
      kind: 'events',
      templateKey: 'template-007',
      setting: setting({ showDate: false }),
      rows: asRows(history),
    },
    {
      path: 'annals',
      title: '館務大事紀',
      kind: 'annals',
      templateKey: 'template-007',
      setting: setting({ showShare: false, showPrint: false, showRelated: false }),
      rows: asRows(museumAnnals()),
    },
    {
      path: 'gallery',
      title: '活動相簿',
      kind: 'gallery',
      templateKey: 'template-008',
      setting: setting({ showPrint: false }),
      rows: asRows(galleryAlbums()),
    },
    {
      path: 'videos',
      title: '影音專區',
      kind: 'video',
      templateKey: 'template-008',
      setting: setting({ showPrint: false, showTags: false }),
      rows: asRows(videoItems()),
    },
    {
      path: 'downloads',
      title: '下載專區',
      kind: 'download',
      templateKey: 'template-011',
      setting: setting({ showShare: false, showRelated: false }),
      rows: asRows(downloadItems()),
    },
    {
      path: 'people',
      title: '人物誌',
      kind: 'people',
      templateKey: 'template-012',
      setting: setting({ showDate: false }),
      rows: asRows(people),
    },
    {
      path: 'collection',
      title: '典藏文物',
      kind: 'object',
      templateKey: 'template-012',
      setting: setting({ showDate: false, showShare: false }),
      rows: asRows(objects),
    },
    {
      path: 'digital',
      title: '數位典藏',
      kind: 'digital',
      templateKey: 'template-013',
      setting: setting(),
      rows: asRows(digitalItems()),
    },
    {
      path: 'appeal',
      title: '訴願決定',
      kind: 'appeal',
      templateKey: 'template-014',
      setting: setting({ showShare: false, showTags: false, showRelated: false }),
      rows: asRows(appealItems()),
    },
  ];
  // Appeals stay out of cross-linking: a legal decision "related" to a workshop would read oddly.
  addRelated(lists.filter((list) => list.kind !== 'appeal'));
  return lists;
}

function singleModule(
  title: string,
  templateKey: string,
  page: PageObject,
  overrides: Partial<MenuSetting>,
): SeedModule {
  return {
    info: { moduleKey: LIST_LAYOUT_BY_KIND.single, templateKey, title },
    setting: setting(overrides),
    kind: 'single',
    page,
  };
}

export function buildDemoSite(): SiteSeed {
  const modules: Record<string, SeedModule> = {};
  for (const list of buildLists()) {
    modules[list.path] = {
      info: { moduleKey: LIST_LAYOUT_BY_KIND[list.kind], templateKey: list.templateKey, title: list.title },
      setting: list.setting,
      kind: list.kind,
      rows: list.rows,
    };
  }
  modules.about = singleModule('本館簡介', 'template-003', aboutPage(), {
    showDate: false,
    showTags: false,
    showRelated: false,
  });
  modules.visit = singleModule('參觀資訊', 'template-003', visitPage(), {
    showViews: false,
    showShare: false,
    showTags: false,
    showRelated: false,
  });
  modules.privacy = singleModule('隱私權政策', 'template-004', privacyPage(), {
    showViews: false,
    showShare: false,
    showTags: false,
    showRelated: false,
  });
  // The other two pages every agency site links from its footer (src/shared/policy-pages.ts): the
  // public footer adds their links, as they are published, after the footer's own.
  modules.security = singleModule('資訊安全政策', 'template-004', securityPage(), {
    showViews: false,
    showShare: false,
    showTags: false,
    showRelated: false,
  });
  modules['open-data-declaration'] = singleModule(
    '政府網站資料開放宣告',
    'template-004',
    openDataDeclarationPage(),
    { showViews: false, showShare: false, showTags: false, showRelated: false },
  );
  modules.accessibility = singleModule('無障礙聲明', 'template-004', accessibilityPage(), {
    showViews: false,
    showShare: false,
    showTags: false,
    showRelated: false,
  });
  modules.mailbox = {
    info: { moduleKey: LIST_LAYOUT_BY_KIND.mailbox, templateKey: 'template-014', title: '民意信箱' },
    setting: setting({
      showDate: false,
      showViews: false,
      showShare: false,
      showPrint: false,
      showTags: false,
      showRelated: false,
    }),
    kind: 'mailbox',
  };
  modules.tag = {
    info: { moduleKey: LIST_LAYOUT_BY_KIND.tag, templateKey: 'template-015', title: '主題標籤' },
    setting: setting({ showViews: false, showShare: false, showPrint: false, showRelated: false }),
    kind: 'tag',
  };

  const landings: SiteSeed['landings'] = {};
  for (const landing of LANDING_PAGES) {
    landings[landing.path] = landing.structure;
    // The landing's own module record: `/api/site/module/{path}` names the `index` layout and the
    // client then asks `/api/site/structure/{path}` for the sections. It holds no items of its own.
    modules[landing.path] = {
      info: { moduleKey: 'index', templateKey: landing.structure.templateKey, title: landing.title },
      setting: setting({
        showDate: false,
        showViews: false,
        showShare: false,
        showPrint: false,
        showTags: false,
        showRelated: false,
      }),
      kind: 'single',
    };
  }

  return {
    config: siteConfig(),
    header: siteHeader(),
    menu: siteMenu(),
    footer: siteFooter(),
    structure: HOME_STRUCTURE,
    metadata: siteMetadata(),
    banner: siteBanner(),
    bannerMobile: siteBannerMobile(),
    sitemap: siteSitemap(),
    landings,
    modules,
    accounts: siteAccounts(),
    // The demo lets editors arrange the home page; the spec's default (and a real site's) is false.
    indexEditable: true,
    // The demo shows review before publishing: writer submits (送審), editor approves (核准).
    requireReview: true,
    // The accounts keep the passwords README.md lists, short and easy to try (site-seed.ts).
    demoAccounts: true,
  };
}

const isFileEntry = (value: unknown): value is FileEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileEntry).original === 'string' &&
  typeof (value as FileEntry).fileId === 'string';

/** Every FileEntry anywhere in the site (rows, pages, banners, header), found by walking the data. */
export function collectFileEntries(site: SiteSeed): FileEntry[] {
  const found: FileEntry[] = [];
  const walk = (value: unknown): void => {
    if (isFileEntry(value)) {
      found.push(value);
      return;
    }
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(site);
  return found;
}

/** The generated SVG illustrations plus the documents behind the download links. */
export function demoImages(): SeedImage[] {
  return [...svgDemoImages(), ...demoDocuments(collectFileEntries(buildDemoSite()))];
}
