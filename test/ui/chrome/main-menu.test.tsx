import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChromeVariantContext, defaultChromeVariant } from '../../../src/ui/chrome/chrome-variant.context';
import { MainMenu } from '../../../src/ui/chrome/main-menu';
import { renderWithProviders } from '../../support/render-with-providers';
import { aMenu } from './support/site-fixtures';

/**
 * jsdom applies no media queries, so the menu is laid out as on a phone: the list is hidden until
 * the 選單 button opens it. The keyboard behaviour is the same at every width.
 */
async function renderMenu(currentPath?: string) {
  const result = renderWithProviders(<MainMenu lang="zh-tw" menu={aMenu()} currentPath={currentPath} />);
  await userEvent.click(screen.getByRole('button', { name: '選單' }));
  return result;
}

const branchButton = (name: string) => screen.getByRole('button', { name });

describe('the main menu', () => {
  it('is a navigation named 主選單 listing the top level, internal entries linking to their page', async () => {
    await renderMenu();
    const nav = screen.getByRole('navigation', { name: '主選單' });
    expect(within(nav).getByRole('link', { name: '最新消息' })).toHaveAttribute('href', '/home/zh-tw/news');
    expect(within(nav).getByRole('link', { name: '典藏' })).toHaveAttribute('href', '/home/zh-tw/collection');
  });

  it('opens a new window for external entries with rel noopener and says so', async () => {
    await renderMenu();
    const link = screen.getByRole('link', { name: /政府資訊公開/ });
    expect(link).toHaveAttribute('href', 'https://www.example.gov.tw/open');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveAccessibleName(/^政府資訊公開\s*\(另開新視窗\)$/);
  });

  it('keeps second-level entries closed until their branch is opened', async () => {
    await renderMenu();
    const button = branchButton('關於本館');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: '交通資訊' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '交通資訊' })).toHaveAttribute('href', '/home/zh-tw/traffic');
  });

  it('gives a branch with its own page both a link and a separately named disclosure button', async () => {
    await renderMenu();
    expect(screen.getByRole('link', { name: '最新消息' })).toBeInTheDocument();
    expect(branchButton('「最新消息」子選單')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a branch with Enter and closes it with Escape, returning focus to its button', async () => {
    await renderMenu();
    const button = branchButton('關於本館');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '本館簡介' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('enters a branch with ArrowDown and moves inside it with the arrow keys, Home and End', async () => {
    await renderMenu();
    branchButton('「典藏」子選單').focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('link', { name: '文物' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByRole('link', { name: '文物' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '數位典藏' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '文物' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: '數位典藏' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '文物' })).toHaveFocus();
  });

  it('moves along the top level of the bar with ArrowRight and ArrowLeft', async () => {
    await renderMenu();
    screen.getByRole('link', { name: '最新消息' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(branchButton('「最新消息」子選單')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: '典藏' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(branchButton('關於本館')).toHaveFocus();
  });

  it('closes an open branch when another is opened', async () => {
    await renderMenu();
    await userEvent.click(branchButton('關於本館'));
    await userEvent.click(branchButton('「典藏」子選單'));
    expect(branchButton('關於本館')).toHaveAttribute('aria-expanded', 'false');
    expect(branchButton('「典藏」子選單')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a drop-down once focus has left its branch', async () => {
    await renderMenu();
    await userEvent.click(branchButton('關於本館'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: '最新消息' })).toHaveFocus();
    expect(branchButton('關於本館')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and opens nothing by itself', async () => {
    await renderMenu('traffic');
    await userEvent.click(branchButton('關於本館'));
    expect(screen.getByRole('link', { name: '交通資訊' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '最新消息' })).not.toHaveAttribute('aria-current');
  });

  it('has a 選單 button that shows and hides the list on phones, reporting aria-expanded', async () => {
    renderWithProviders(<MainMenu lang="zh-tw" menu={aMenu()} />);
    const toggle = screen.getByRole('button', { name: '選單' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!);
    // jsdom applies no CSS module: the `open` class is what shows the list below 769 px.
    expect(list).not.toHaveClass('open');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('open');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('as a rail, moves along the top level with ArrowDown and ArrowUp', async () => {
    renderWithProviders(
      <ChromeVariantContext.Provider value={{ ...defaultChromeVariant, menu: 'rail' }}>
        <MainMenu lang="zh-tw" menu={aMenu()} />
      </ChromeVariantContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '選單' }));
    screen.getByRole('link', { name: '典藏' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(branchButton('「最新消息」子選單')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(branchButton('關於本館')).toHaveFocus();
  });
});
