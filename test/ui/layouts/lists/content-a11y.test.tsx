import axe from 'axe-core';
import type { ComponentType, ReactElement } from 'react';
import { detailLayouts, listLayouts } from '../../../../src/ui/layouts/content-layouts.registry';
import type {
  DetailLayoutProps,
  ListLayoutProps,
  MailboxLayoutProps,
  SinglePageLayoutProps,
} from '../../../../src/ui/layouts/contract/layout-contract';
import { renderWithProviders } from '../../../support/render-with-providers';
import { ORIGINAL_PAGES } from '../../cms-html/fixtures/original-pages';
import { ALL_ON, aModule, aRef, detailProps, items, listProps, type KindName } from './content-builders';
import { mailboxProps, mailboxRig } from './mailbox-rig';

/**
 * axe over every content layout in jsdom. Colour contrast needs real rendering and is checked by
 * the browser crawl (test/e2e); everything structural (names, roles, lists, ids, labels) is here.
 */
async function violations(ui: ReactElement): Promise<string[]> {
  const { container, unmount } = renderWithProviders(ui);
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  unmount();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const LISTS: Array<[string, KindName]> = [
  ['cms-annals', 'annals'],
  ['cms-appeal', 'appeal'],
  ['cms-digital', 'digital'],
  ['cms-download', 'download'],
  ['cms-event', 'event'],
  ['cms-events', 'events'],
  ['cms-gallery', 'gallery'],
  ['cms-normal', 'normal'],
  ['cms-object', 'object'],
  ['cms-people', 'people'],
  ['cms-video', 'video'],
];

// axe walks every node; the 30 KB reference list of page 07-0 takes several seconds in jsdom.
jest.setTimeout(60_000);

// jsdom has no canvas; axe only uses one to spot icon-font ligatures, which these layouts never use.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('content layouts pass axe', () => {
  it.each(LISTS)('%s', async (name, kind) => {
    const Layout = (await listLayouts[name as 'cms-normal']()).default as ComponentType<ListLayoutProps>;
    const rows = [items[kind](), { ...items[kind](), id: 'second', title: '第二筆' }];
    expect(await violations(<Layout {...listProps(name, rows, { list: { rows, total: 40 } })} />)).toEqual(
      [],
    );
  });

  it.each(LISTS.map(([name, kind]) => [name.replace('cms-', 'cms-detail-'), kind] as const))(
    '%s',
    async (name, kind) => {
      const Layout = (await detailLayouts[name as 'cms-detail-normal']())
        .default as ComponentType<DetailLayoutProps>;
      const item = { ...items[kind](), tags: ['港口'], related: [aRef('r1', '延伸閱讀', 'news')] };
      expect(await violations(<Layout {...detailProps(name, item)} />)).toEqual([]);
    },
  );

  it.each(ORIGINAL_PAGES)('cms-single with %s', async (_file, page) => {
    const Layout = (await listLayouts['cms-single']()).default as ComponentType<SinglePageLayoutProps>;
    const props: SinglePageLayoutProps = {
      name: 'cms-single',
      lang: 'zh-tw',
      path: 'about',
      module: aModule(page.title, 'cms-single'),
      setting: ALL_ON,
      page,
    };
    expect(await violations(<Layout {...props} />)).toEqual([]);
  });

  it('cms-mailbox', async () => {
    const Layout = (await listLayouts['cms-mailbox']()).default as ComponentType<MailboxLayoutProps>;
    expect(await violations(<Layout {...mailboxProps(mailboxRig().form)} />)).toEqual([]);
  });

  it('cms-mailbox with every field wrong after a send was tried', async () => {
    const Layout = (await listLayouts['cms-mailbox']()).default as ComponentType<MailboxLayoutProps>;
    const { form } = mailboxRig();
    await form.submit();
    expect(await violations(<Layout {...mailboxProps(form)} />)).toEqual([]);
  });
});
