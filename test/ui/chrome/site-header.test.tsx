import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '../../../src/ui/chrome/site-header';
import Template001Frame from '../../../src/ui/layouts/frames/template-001.frame';
import { renderWithProviders } from '../../support/render-with-providers';
import { aHeader } from './support/site-fixtures';

const noStorage = null;

describe('the site header', () => {
  it('shows the logo with alt text and the title as a link home, with the subtitle', () => {
    renderWithProviders(<SiteHeader lang="zh-tw" header={aHeader()} textSizeStorage={noStorage} />);
    const home = screen.getByRole('link', { name: /國立範例文化館/ });
    expect(home).toHaveAttribute('href', '/home/zh-tw');
    expect(screen.getByRole('img', { name: '國立範例文化館標誌' })).toHaveAttribute('src', '/files/logo.png');
    expect(screen.getByText('認識在地的歷史與文化')).toBeInTheDocument();
  });

  it('prefers the logo file description as its alt text', () => {
    const header = aHeader();
    renderWithProviders(
      <SiteHeader
        lang="zh-tw"
        header={{ ...header, logo: { ...header.logo!, description: '館徽' } }}
        textSizeStorage={noStorage}
      />,
    );
    expect(screen.getByRole('img', { name: '館徽' })).toBeInTheDocument();
  });

  it('still names the home link while the header data has not arrived', () => {
    renderWithProviders(<SiteHeader lang="zh-tw" header={null} textSizeStorage={noStorage} />);
    expect(screen.getByRole('link', { name: '首頁' })).toHaveAttribute('href', '/home/zh-tw');
  });

  it('carries 導盲磚 U with its access key and title', () => {
    renderWithProviders(<SiteHeader lang="zh-tw" header={aHeader()} textSizeStorage={noStorage} />);
    const anchor = screen.getByTitle('上方功能區塊');
    expect(anchor).toHaveAttribute('id', 'accesskey-u');
    expect(anchor).toHaveAttribute('accesskey', 'U');
    expect(anchor).toHaveTextContent(':::');
  });

  it('renders the account slot it is given', () => {
    renderWithProviders(
      <SiteHeader
        lang="zh-tw"
        header={aHeader()}
        account={<a href="/login">登入</a>}
        textSizeStorage={noStorage}
      />,
    );
    expect(screen.getByRole('link', { name: '登入' })).toBeInTheDocument();
  });

  it('is a GET form to the search page that navigates with the query', async () => {
    const { location } = renderWithProviders(
      <SiteHeader lang="zh-tw" header={aHeader()} textSizeStorage={noStorage} />,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/home/zh-tw/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = screen.getByRole('searchbox', { name: '搜尋關鍵字' });
    expect(box).toHaveAttribute('name', 'q');
    await userEvent.type(box, '古地圖 展覽{Enter}');
    expect(location.history.at(-1)).toBe(
      '/home/zh-tw/search?q=%E5%8F%A4%E5%9C%B0%E5%9C%96%20%E5%B1%95%E8%A6%BD',
    );
  });
});

describe('the skip link', () => {
  const slots = (header: React.ReactNode) => ({
    header,
    menu: (
      <nav aria-label="主選單">
        <a href="/home/zh-tw/news">最新消息</a>
      </nav>
    ),
    breadcrumb: null,
    main: <p>內容</p>,
    footer: null,
  });

  it('is the first element reached with Tab and reads 跳到主要內容', async () => {
    renderWithProviders(
      <Template001Frame
        name="template-001"
        lang="zh-tw"
        slots={slots(<SiteHeader lang="zh-tw" header={aHeader()} textSizeStorage={noStorage} />)}
      />,
    );
    await userEvent.tab();
    expect(document.activeElement).toHaveTextContent('跳到主要內容');
    expect(document.activeElement).toHaveAttribute('href', '#main-content');
  });

  it('moves focus to the main content when followed', async () => {
    renderWithProviders(
      <Template001Frame
        name="template-001"
        lang="zh-tw"
        slots={slots(<SiteHeader lang="zh-tw" header={aHeader()} textSizeStorage={noStorage} />)}
      />,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
