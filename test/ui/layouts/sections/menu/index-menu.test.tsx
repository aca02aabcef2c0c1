import { screen, within } from '@testing-library/react';
import { INDEX_LAYOUTS } from '../../../../../src/shared/layout-names';
import type { SectionLayoutProps } from '../../../../../src/ui/layouts/contract/layout-contract';
import { siteSectionLayouts } from '../../../../../src/ui/layouts/site-section-layouts.registry';
import { monogram, quickLinks } from '../../../../../src/ui/layouts/sections/menu/quick-links';
import { ManualTime } from '../../../../../src/adapters/time/manual-time.adapter';
import { renderWithProviders } from '../../../../support/render-with-providers';
import { aMenu, anItem, aSite } from '../../../chrome/support/site-fixtures';

const MENU_LAYOUTS = [
  'index-menu-01',
  'index-menu-02',
  'index-menu-03',
  'index-menu-04',
  'index-menu-05',
  'index-menu-06',
];

function props(name: string, extra: Partial<SectionLayoutProps['section']> = {}): SectionLayoutProps {
  return {
    name,
    lang: 'zh-tw',
    section: { layout: name, ...extra },
    rows: [],
    total: 0,
    site: aSite(),
    timers: new ManualTime(),
  };
}

async function load(name: string) {
  return (await siteSectionLayouts[name]!()).default;
}

describe('quickLinks', () => {
  it('takes the top-level entries, a grouping entry linking to its first page', () => {
    const links = quickLinks('zh-tw', aMenu());
    expect(links.map((link) => [link.title, link.href])).toEqual([
      ['關於本館', '/home/zh-tw/about'],
      ['最新消息', '/home/zh-tw/news'],
      ['典藏', '/home/zh-tw/collection'],
      ['政府資訊公開', 'https://www.example.gov.tw/open'],
    ]);
    expect(links[2]?.childTitles).toEqual(['文物', '數位典藏']);
  });

  it('keeps at most `limit` links and skips entries that lead nowhere', () => {
    expect(quickLinks('zh-tw', aMenu(), 2)).toHaveLength(2);
    expect(quickLinks('zh-tw', [anItem('x', '空分類')])).toEqual([]);
  });

  it('draws the first character of a title as its icon', () => {
    expect(monogram('  典藏')).toBe('典');
    expect(monogram('')).toBe('·');
  });
});

describe.each(MENU_LAYOUTS)('%s', (name) => {
  it('is a section named by its heading that links every top-level entry', async () => {
    const Section = await load(name);
    const { container } = renderWithProviders(<Section {...props(name, { title: '常用服務' })} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', name);
    const region = screen.getByRole('region', { name: '常用服務' });
    expect(within(region).getByRole('link', { name: /最新消息/ })).toHaveAttribute(
      'href',
      '/home/zh-tw/news',
    );
    const external = within(region).getByRole('link', { name: /政府資訊公開/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAccessibleName(/另開新視窗/);
  });

  it('falls back to 快速連結 as its title and honours the section limit', async () => {
    const Section = await load(name);
    renderWithProviders(<Section {...props(name, { limit: 1 })} />);
    const region = screen.getByRole('region', { name: '快速連結' });
    const hrefs = within(region)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs[0]).toBe('/home/zh-tw/about');
    expect(hrefs).not.toContain('/home/zh-tw/news');
  });

  it('says so when the menu has nothing to link', async () => {
    const Section = await load(name);
    renderWithProviders(<Section {...props(name)} site={{ ...aSite(), menu: [] }} />);
    expect(screen.getByText('目前沒有可顯示的連結。')).toBeInTheDocument();
  });
});

describe('index-menu-06', () => {
  it('lists the second level under each branch as well', async () => {
    const Section = await load('index-menu-06');
    renderWithProviders(<Section {...props('index-menu-06')} />);
    expect(screen.getByRole('heading', { name: '典藏' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '數位典藏' })).toHaveAttribute('href', '/home/zh-tw/digital');
  });
});

describe('index-menu-03', () => {
  it('describes each entry by the pages it contains', async () => {
    const Section = await load('index-menu-03');
    renderWithProviders(<Section {...props('index-menu-03')} />);
    expect(screen.getByText('包含：文物、數位典藏')).toBeInTheDocument();
  });
});

describe('the site-section registry', () => {
  it('names the eight sections built from the site chrome, all from the catalogue', () => {
    expect(Object.keys(siteSectionLayouts)).toEqual(['index-banner', ...MENU_LAYOUTS, 'index-contact']);
    for (const name of Object.keys(siteSectionLayouts)) expect(INDEX_LAYOUTS).toContain(name);
  });
});
