import { firstRevision } from '../../../src/server/authoring/first-revision';
import { buildDemoSite } from '../../../src/server/demo';
import type { StoredDocument } from '../../../src/server/ports/document-store.port';
import { placeholderSite } from '../../../src/server/seed/placeholder-site';
import {
  policyFactsOf,
  policyPageDraft,
  TEMPLATE_NOTE,
  untouchedPolicyDrafts,
  withPolicyDrafts,
} from '../../../src/server/seed/policy-drafts';
import { seedBreaks } from '../../../src/server/seed/site-seed.service';
import type { SiteFooter } from '../../../src/shared/api-types';
import { DEFAULT_PASSWORD_POLICY } from '../../../src/shared/password-rules';
import { POLICY_PAGES } from '../../../src/shared/policy-pages';

const PATHS = POLICY_PAGES.map((page) => page.path);

describe('the default texts of the policy pages', () => {
  it('mark every place to complete, and write in what the seed knows of its institution', () => {
    const unknown = policyPageDraft('privacy', {});
    expect(unknown.content.startsWith(`<p><strong>${TEMPLATE_NOTE}</strong>`)).toBe(true);
    expect(unknown.content).toContain('<mark>【請填寫：機關名稱】</mark>（以下簡稱本機關）');
    expect(unknown.content).toContain('<mark>【請填寫：聯絡電子郵件】</mark>');
    const known = policyPageDraft('privacy', { agency: '臨海鎮公所', email: 'service@linhai.example' });
    expect(known.content).toContain('臨海鎮公所（以下簡稱本機關）');
    expect(known.content).toContain('<a href="mailto:service@linhai.example">service@linhai.example</a>');
    expect(known.content).not.toContain('請填寫：機關名稱');
    expect(known.content).toContain('<mark>【請填寫：聯絡電話】</mark>');
    expect(known.dataProvider).toBe('臨海鎮公所');
  });

  it('declare reuse under 政府資料開放授權條款第1版, with attribution, linking the licence', () => {
    const declaration = policyPageDraft('open-data-declaration', { agency: '臨海鎮公所' });
    expect(declaration.title).toBe('政府網站資料開放宣告');
    expect(declaration.content).toContain('href="https://data.gov.tw/license"');
    expect(declaration.content).toContain('政府資料開放授權條款－第1版');
    expect(declaration.content).toContain('<h2>二、註明出處</h2>');
    expect(declaration.content).toContain('提供機關：臨海鎮公所');
  });

  it('escape an institution’s name and e-mail as text', () => {
    const page = policyPageDraft('security', { agency: '<b>公所</b>', email: 'a"b@x.example' });
    expect(page.content).toContain('&lt;b&gt;公所&lt;/b&gt;');
    expect(page.content).toContain('href="mailto:a&quot;b@x.example"');
  });

  it('take 網站設定’s 機關名稱 and contact e-mail over the site’s name and the footer’s', () => {
    const seed = placeholderSite('臨海鎮公所網站');
    expect(policyFactsOf(seed)).toEqual({ agency: '臨海鎮公所網站' });
    const footer: SiteFooter = { ...seed.footer, email: 'footer@linhai.example' };
    const metadata = { ...seed.metadata, agency: '臨海鎮公所', contact: { email: 'desk@linhai.example' } };
    expect(policyFactsOf({ footer, metadata })).toEqual({
      agency: '臨海鎮公所',
      email: 'desk@linhai.example',
    });
    expect(policyFactsOf({ footer, metadata: seed.metadata })).toEqual({
      agency: '臨海鎮公所網站',
      email: 'footer@linhai.example',
    });
  });

  it('pass every rule a seed is planted under, in the placeholder and in a named site', async () => {
    for (const seed of [placeholderSite(), placeholderSite('臨海鎮公所')])
      expect(await seedBreaks(seed, 'placeholder', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });
});

describe('withPolicyDrafts', () => {
  it('gives the placeholder the three pages as drafts, in the home page’s frame, named where known', () => {
    const unnamed = placeholderSite();
    expect(Object.keys(unnamed.modules)).toEqual(PATHS);
    for (const { path, title } of POLICY_PAGES)
      expect(unnamed.modules[path]).toEqual(
        expect.objectContaining({
          kind: 'single',
          draft: true,
          info: { moduleKey: 'cms-single', templateKey: 'template-001', title },
        }),
      );
    expect(unnamed.modules.security!.page!.content).toContain('請填寫：機關名稱');
    expect(placeholderSite('臨海鎮公所').modules.security!.page!.content).toContain(
      '臨海鎮公所（以下簡稱本機關）',
    );
  });

  it('keeps a module the seed has at a policy path, and fills a copied single page that has no text', () => {
    const demo = buildDemoSite();
    const given = {
      ...demo,
      modules: {
        privacy: demo.modules.privacy!,
        security: { ...demo.modules.security!, page: undefined },
        'open-data-declaration': { ...demo.modules.news!, kind: 'normal' as const },
      },
    };
    const seeded = withPolicyDrafts(given);
    expect(seeded.modules.privacy).toBe(demo.modules.privacy);
    expect(seeded.modules['open-data-declaration']).toBe(given.modules['open-data-declaration']);
    expect(seeded.modules.security).toEqual(
      expect.objectContaining({ info: demo.modules.security!.info, draft: true }),
    );
    expect(seeded.modules.security!.page!.content).toContain('國立臨海文化記憶館（以下簡稱本機關）');
  });
});

describe('untouchedPolicyDrafts', () => {
  const doc = (docId: string, changes: Partial<StoredDocument> = {}): StoredDocument => ({
    ...firstRevision({
      docId,
      type: docId.split(':')[0]!,
      rightsPath: docId.split(':')[1]!,
      draft: {},
      by: 'seed',
      at: 1,
    }),
    ...changes,
  });

  it('names the policy pages nobody has touched, with their documents, and no other', () => {
    const found = untouchedPolicyDrafts([
      doc('page:privacy'),
      doc('settings:privacy', { publishedRevision: 1 }),
      doc('page:security', { revision: 2, updatedBy: 'webmaster' }),
      doc('page:open-data-declaration'),
      doc('page:about'),
    ]);
    expect(found).toEqual({
      paths: ['privacy', 'open-data-declaration'],
      docIds: ['page:privacy', 'settings:privacy', 'page:open-data-declaration'],
    });
  });

  it('counts a published, scheduled or deleted page, or a changed module, as touched', () => {
    for (const touched of [
      [doc('page:privacy', { publishedRevision: 1 })],
      [doc('page:privacy', { publishAt: 5 })],
      [doc('page:privacy', { deletedAt: 5, deletedBy: 'webmaster' })],
      [doc('page:privacy'), doc('settings:privacy', { revision: 2, updatedBy: 'webmaster' })],
    ])
      expect(untouchedPolicyDrafts(touched).paths).toEqual([]);
  });
});
