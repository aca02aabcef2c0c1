import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { FileEntry, IndexSection } from '../../../../../../src/shared/api-types';
import { contentSectionLayouts } from '../../../../../../src/ui/layouts/content-section-layouts.registry';
import type { SectionLayoutProps } from '../../../../../../src/ui/layouts/contract/layout-contract';
import { ManualTime } from '../../../../../../src/adapters/time/manual-time.adapter';
import { renderWithProviders } from '../../../../../support/render-with-providers';

/**
 * What every content section promises, whatever its arrangement: shared by the family test files
 * (article, portfolio, timeline, video, appeal) so each layout is held to the same contract.
 */
export type Row = SectionLayoutProps['rows'][number];

export function aSection(overrides: Partial<IndexSection> = {}): IndexSection {
  return { layout: 'index-x', title: '本館消息', path: 'news', limit: 6, ...overrides };
}

export function anImage(overrides: Partial<FileEntry> = {}): FileEntry {
  return {
    fileId: 'img-1',
    name: 'harbor.jpg',
    ext: 'jpg',
    original: '/media/harbor.jpg',
    description: '安平港的黃昏',
    represent: true,
    ...overrides,
  };
}

export function sectionProps(
  name: string,
  rows: Row[],
  section: Partial<IndexSection> = {},
): SectionLayoutProps {
  return {
    name,
    lang: 'zh-tw',
    section: aSection({ layout: name, ...section }),
    rows,
    total: rows.length,
    site: { header: null, menu: [], footer: null, banner: null, bannerMobile: null },
    timers: new ManualTime(),
  };
}

/** Loads a layout through the registry, as the home page does, so the registry is tested too. */
export async function loadSection(name: string): Promise<ComponentType<SectionLayoutProps>> {
  const loader = contentSectionLayouts[name];
  if (!loader) throw new Error(`no layout ${name} in the registry`);
  return (await loader()).default;
}

export async function renderSection(name: string, rows: Row[], section: Partial<IndexSection> = {}) {
  const Layout = await loadSection(name);
  return renderWithProviders(<Layout {...sectionProps(name, rows, section)} />);
}

/** Rows of the intended kind with every field present, and rows the CMS sent half-filled or wrong. */
export interface ContractRows {
  full: () => Row[];
  /** Must include a row with no title and no id. */
  sparse: () => Row[];
}

export function itKeepsTheSectionContract(names: readonly string[], rows: ContractRows): void {
  describe.each(names)('%s', (name) => {
    it('renders a region named by its h2 title, marked with its layout name', async () => {
      await renderSection(name, rows.full());
      const region = screen.getByRole('region', { name: '本館消息' });
      expect(region).toHaveAttribute('data-layout', name);
      expect(within(region).getByRole('heading', { level: 2, name: '本館消息' })).toBeInTheDocument();
    });

    it('links 更多 to the full list when the section names one', async () => {
      await renderSection(name, rows.full());
      expect(screen.getByRole('link', { name: /^更多/ })).toHaveAttribute('href', '/home/zh-tw/news');
    });

    it('leaves 更多 out and still names the region when the CMS gives no path or title', async () => {
      await renderSection(name, [], { path: undefined, title: undefined });
      expect(screen.queryByRole('link', { name: /^更多/ })).not.toBeInTheDocument();
      const region = document.querySelector(`[data-layout="${name}"]`);
      expect(region?.getAttribute('aria-labelledby')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2 }).textContent).not.toBe('');
    });

    it('links every row title to its detail page', async () => {
      const full = rows.full();
      await renderSection(name, full);
      for (const row of full) {
        const links = screen.getAllByRole('link', { name: row.title });
        expect(links.map((link) => link.getAttribute('href'))).toContain(`/home/zh-tw/news/${row.id}`);
      }
    });

    it('survives rows with missing or malformed fields', async () => {
      const sparse = rows.sparse();
      await renderSection(name, sparse);
      for (const row of sparse.filter((r) => typeof r.title === 'string' && r.title !== '')) {
        expect(screen.getAllByRole('link', { name: row.title }).length).toBeGreaterThan(0);
      }
      // A row without id or title still gets a named link, to the list where it can be found.
      const untitled = screen.getAllByRole('link', { name: '（未命名）' });
      expect(untitled[0]).toHaveAttribute('href', '/home/zh-tw/news');
    });

    it('says there is nothing to show instead of rendering an empty list', async () => {
      await renderSection(name, []);
      expect(screen.getByText('目前沒有資料。')).toBeInTheDocument();
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('gives every picture alt text, an intrinsic size and lazy loading', async () => {
      await renderSection(name, rows.full());
      for (const img of document.querySelectorAll('img')) {
        expect(img).toHaveAttribute('alt');
        expect(img).toHaveAttribute('width');
        expect(img).toHaveAttribute('height');
        expect(img).toHaveAttribute('loading', 'lazy');
      }
    });
  });
}
