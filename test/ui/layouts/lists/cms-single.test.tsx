import { screen, within } from '@testing-library/react';
import CmsSingleList from '../../../../src/ui/layouts/lists/cms-single.list';
import type { SinglePageLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import type { PageObject } from '../../../../src/shared/api-types';
import { isRedundantLead } from '../../../../src/ui/parts/lead-text';
import { renderWithProviders } from '../../../support/render-with-providers';
import { ORIGINAL_PAGES } from '../../cms-html/fixtures/original-pages';
import { ALL_OFF, ALL_ON, aModule, aRef } from './content-builders';

function renderPage(page: PageObject, setting = ALL_ON) {
  const props: SinglePageLayoutProps = {
    name: 'cms-single',
    lang: 'zh-tw',
    path: 'about',
    module: aModule(page.title, 'cms-single'),
    setting,
    page,
  };
  return renderWithProviders(<CmsSingleList {...props} />, { path: '/home/zh-tw/about' });
}

describe.each(ORIGINAL_PAGES)('cms-single renders the original page %s', (_file, page) => {
  it('with data-layout, its title as the page heading, and its text', () => {
    const { container } = renderPage(page);
    expect(container.querySelector('[data-layout="cms-single"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      page.title.replace(/\s+/g, ' ').trim(),
    );
    const body = container.querySelector('[data-part="rich-text"]')!;
    expect((body.textContent ?? '').length).toBeGreaterThan(100);
  });

  it('sanitized: no script, no event handler, no fixed font size, no font family', () => {
    const { container } = renderPage(page);
    const body = container.querySelector('[data-part="rich-text"]')!;
    expect(body.querySelector('script, style, form, [contenteditable]')).toBeNull();
    for (const el of Array.from(body.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) expect(attr.name.startsWith('on')).toBe(false);
      const style = el.getAttribute('style') ?? '';
      expect(style).not.toMatch(/font-size\s*:\s*[\d.]+\s*(px|pt|rem)/i);
      expect(style).not.toMatch(/font-family/i);
    }
  });

  it('keeps any YouTube embed, on the privacy-enhanced host', () => {
    const { container } = renderPage(page);
    const hadYoutube = /youtube\.com\/embed/.test(page.content);
    const frames = Array.from(container.querySelectorAll('iframe'));
    expect(frames).toHaveLength(hadYoutube ? 1 : 0);
    for (const frame of frames) expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });
});

describe('cms-single', () => {
  const [, withVideo] = ORIGINAL_PAGES.find(([file]) => file === 'page-00-1.json')!;
  const [, withImages] = ORIGINAL_PAGES.find(([file]) => file === 'page-00-2.json')!;

  it('shows views, share and print when the setting allows', () => {
    renderPage(withVideo);
    expect(screen.getByText('2044 次')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /分享到 Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '列印本頁' })).toBeInTheDocument();
  });

  it('hides views, share and print when the setting turns them off', () => {
    renderPage(withVideo, ALL_OFF);
    expect(screen.queryByText('2044 次')).toBeNull();
    expect(screen.queryByRole('link', { name: /分享到/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '列印本頁' })).toBeNull();
  });

  it('shows the page images as a gallery that opens the lightbox', () => {
    renderPage(withImages);
    const gallery = screen.getByRole('region', { name: '圖片集' });
    // The fixture's image has a null description: a button named by its position, an empty alt.
    expect(within(gallery).getByRole('button', { name: '放大檢視第 1 張圖片' })).toBeInTheDocument();
    expect(gallery.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('does not repeat a description that only restates the title or the first lines', () => {
    expect(isRedundantLead(withVideo.description, withVideo.title, withVideo.content)).toBe(true);
    expect(isRedundantLead('1-2 臺灣玉漂洋過海', '1-2 臺灣玉漂洋過海', '<p>x</p>')).toBe(true);
    expect(isRedundantLead('一段獨立的導言。', '標題', '<p>正文</p>')).toBe(false);
    renderPage({ ...withVideo, description: '一段獨立的導言。' });
    expect(screen.getByText('一段獨立的導言。')).toBeInTheDocument();
  });

  it("lists the page object's references when related items are on", () => {
    const page = { ...withVideo, people: [aRef('p1', '林清水', 'people')] };
    renderPage(page);
    expect(screen.getByRole('region', { name: '人物' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '林清水' })).toHaveAttribute('href', '/home/zh-tw/people/p1');
  });
});
