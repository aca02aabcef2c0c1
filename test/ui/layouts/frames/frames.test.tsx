import { screen, within } from '@testing-library/react';
import { memo } from 'react';
import { useChromeVariant } from '../../../../src/ui/chrome/chrome-variant.context';
import { TEMPLATE_LAYOUTS } from '../../../../src/shared/layout-names';
import { frameLayouts } from '../../../../src/ui/layouts/frame-layouts.registry';
import type { FrameLayoutProps, LayoutComponent } from '../../../../src/ui/layouts/contract/layout-contract';
import { renderWithProviders } from '../../../support/render-with-providers';

const slots = (withSidebar: boolean): FrameLayoutProps['slots'] => ({
  header: <p data-testid="slot-header">header</p>,
  menu: (
    <nav aria-label="主選單" data-testid="slot-menu">
      <a href="/home/zh-tw/news">最新消息</a>
    </nav>
  ),
  breadcrumb: (
    <nav aria-label="麵包屑" data-testid="slot-breadcrumb">
      首頁
    </nav>
  ),
  sidebar: withSidebar ? <p data-testid="slot-sidebar">sidebar</p> : undefined,
  main: <p data-testid="slot-main">main</p>,
  footer: <p data-testid="slot-footer">footer</p>,
});

async function loadFrame(name: string): Promise<LayoutComponent<FrameLayoutProps>> {
  const loader = frameLayouts[name];
  if (!loader) throw new Error(`no frame ${name}`);
  return (await loader()).default;
}

describe('the frame registry', () => {
  it('has exactly the twelve template layouts of the catalogue', () => {
    expect(Object.keys(frameLayouts).sort()).toEqual([...TEMPLATE_LAYOUTS].sort());
  });
});

describe.each(TEMPLATE_LAYOUTS)('frame %s', (name) => {
  it('draws a chrome part again only when the variant it reads changes, not each time the page does', async () => {
    const Frame = await loadFrame(name);
    const read: string[] = [];
    const Header = memo(function Header() {
      read.push(useChromeVariant().menu);
      return <p>header</p>;
    });
    // The page draws its frame again with the same slots, as an editor's preview does on a keystroke.
    const page = () => <Frame name={name} lang="zh-tw" slots={{ ...slots(true), header: <Header /> }} />;
    const { rerender } = renderWithProviders(page());
    rerender(page());
    rerender(page());
    expect(read).toHaveLength(1);
  });

  it('carries its name in data-layout on the root element', async () => {
    const Frame = await loadFrame(name);
    const { container } = renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', name);
  });

  it('puts header, main and footer slots into the banner, main and contentinfo landmarks', async () => {
    const Frame = await loadFrame(name);
    renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
    expect(within(screen.getByRole('banner')).getByTestId('slot-header')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByTestId('slot-main')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByTestId('slot-footer')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });

  it('shows the menu and the breadcrumb outside the main content', async () => {
    const Frame = await loadFrame(name);
    renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
    const main = screen.getByRole('main');
    expect(main).not.toContainElement(screen.getByTestId('slot-menu'));
    expect(main).not.toContainElement(screen.getByTestId('slot-breadcrumb'));
  });

  it('places the header slot before everything else, so the skip link stays the first Tab stop', async () => {
    const Frame = await loadFrame(name);
    renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
    const order = ['slot-header', 'slot-menu', 'slot-main', 'slot-footer'].map((id) =>
      screen.getByTestId(id),
    );
    for (let i = 1; i < order.length; i += 1) {
      // DOCUMENT_POSITION_FOLLOWING: the later slot comes after the earlier one in reading order.
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
  });

  if (name === 'template-015') {
    it('has no sidebar column, by design of the minimal frame', async () => {
      const Frame = await loadFrame(name);
      renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    });
  } else {
    it('puts the sidebar slot in a complementary landmark outside main', async () => {
      const Frame = await loadFrame(name);
      renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(true)} />);
      const aside = screen.getByRole('complementary');
      expect(within(aside).getByTestId('slot-sidebar')).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toContainElement(aside);
    });

    it('drops the sidebar landmark when there is no sidebar', async () => {
      const Frame = await loadFrame(name);
      renderWithProviders(<Frame name={name} lang="zh-tw" slots={slots(false)} />);
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    });
  }
});

describe('the frames as a set', () => {
  it('differ in arrangement: no two frames build the same landmark skeleton and classes', async () => {
    const signatures = new Map<string, string>();
    for (const name of TEMPLATE_LAYOUTS) {
      const Frame = await loadFrame(name);
      const { container, unmount } = renderWithProviders(
        <Frame name={name} lang="zh-tw" slots={slots(true)} />,
      );
      // The element tree with each element's classes, slots excluded. jsdom applies no CSS modules
      // (each class name stands for itself), so the classes name the styles each frame gives its elements.
      const walk = (el: Element): string => {
        if (el.hasAttribute('data-testid')) return '#';
        return `${el.tagName}[${el.className}](${Array.from(el.children).map(walk).join('')})`;
      };
      signatures.set(name, walk(container.firstElementChild!));
      unmount();
    }
    expect(new Set(signatures.values()).size).toBe(TEMPLATE_LAYOUTS.length);
  });
});
