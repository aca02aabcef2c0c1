import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { detailLayouts, type DetailLayoutName } from '../../../../src/ui/layouts/content-layouts.registry';
import type { DetailLayoutProps } from '../../../../src/ui/layouts/contract/layout-contract';
import { renderWithProviders } from '../../../support/render-with-providers';
import {
  ALL_OFF,
  ALL_ON,
  aRef,
  detailProps,
  items,
  type KindName,
  type Row,
} from '../lists/content-builders';

const KIND_OF: Record<DetailLayoutName, KindName> = {
  'cms-detail-annals': 'annals',
  'cms-detail-appeal': 'appeal',
  'cms-detail-digital': 'digital',
  'cms-detail-download': 'download',
  'cms-detail-event': 'event',
  'cms-detail-events': 'events',
  'cms-detail-gallery': 'gallery',
  'cms-detail-normal': 'normal',
  'cms-detail-object': 'object',
  'cms-detail-people': 'people',
  'cms-detail-video': 'video',
};
const NAMES = Object.keys(KIND_OF) as DetailLayoutName[];

async function renderDetail(name: DetailLayoutName, overrides: Partial<DetailLayoutProps> = {}, item?: Row) {
  const Layout: ComponentType<DetailLayoutProps> = (await detailLayouts[name]()).default;
  const props = detailProps(
    name,
    item ?? { ...items[KIND_OF[name]](), related: [aRef('x9', '延伸閱讀', 'news')], tags: ['港口'] },
    overrides,
  );
  const result = renderWithProviders(<Layout {...props} />, { path: `/home/zh-tw/news/${props.item.id}` });
  return { ...result, props };
}

describe.each(NAMES)('%s', (name) => {
  it('marks its root with data-layout and titles the page with the item', async () => {
    const { container, props } = await renderDetail(name);
    expect(container.querySelector(`[data-layout="${name}"]`)).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: props.item.title })).toBeInTheDocument();
  });

  it('shows views, share, print, tags and related items when the setting allows', async () => {
    const { props } = await renderDetail(name, { setting: ALL_ON });
    expect(screen.getByText(`${props.item.views as number} 次`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /分享到 LINE/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '列印本頁' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#港口' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '相關內容' })).getByRole('link', { name: '延伸閱讀' }),
    ).toHaveAttribute('href', '/home/zh-tw/news/x9');
  });

  it('hides views, share, print, tags and related items when the setting turns them off', async () => {
    const { props } = await renderDetail(name, { setting: ALL_OFF });
    expect(screen.queryByText(`${props.item.views as number} 次`)).toBeNull();
    expect(screen.queryByRole('link', { name: /分享到/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '列印本頁' })).toBeNull();
    expect(screen.queryByRole('link', { name: '#港口' })).toBeNull();
    expect(screen.queryByRole('region', { name: '相關內容' })).toBeNull();
  });

  it('leads back to its list', async () => {
    await renderDetail(name);
    expect(screen.getByRole('link', { name: '回「最新消息」列表' })).toHaveAttribute(
      'href',
      '/home/zh-tw/news',
    );
  });

  it('gives every image an alt attribute', async () => {
    const { container } = await renderDetail(name);
    for (const img of Array.from(container.querySelectorAll('img')))
      expect(img.hasAttribute('alt')).toBe(true);
  });
});

describe('what each detail shows of its kind', () => {
  it('cms-detail-normal: publish date, category, lead image, sanitized text, attachments', async () => {
    const { container } = await renderDetail('cms-detail-normal');
    expect(screen.getByText('發布日期')).toBeInTheDocument();
    expect(screen.getByText('2026年1月20日')).toBeInTheDocument();
    expect(screen.getByText('公告', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '館前的燈籠' }).length).toBeGreaterThan(0);
    expect(screen.getByText('除夕（2 月 16 日）休館，初一起照常開放。')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: '下載 開館時間表.pdf（PDF，1.2 MB）' })).toBeInTheDocument();
  });

  it('cms-detail-normal: hides the date when showDate is off', async () => {
    await renderDetail('cms-detail-normal', { setting: ALL_OFF });
    expect(screen.queryByText('2026年1月20日')).toBeNull();
  });

  it('cms-detail-normal: opens the image gallery in the keyboard lightbox', async () => {
    const user = userEvent.setup();
    await renderDetail('cms-detail-normal');
    const gallery = screen.getByRole('region', { name: '相關圖片' });
    await user.click(within(gallery).getByRole('button', { name: '放大檢視：大廳' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/第 2 張，共 2 張/);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName(/第 1 張，共 2 張/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cms-detail-event: dates, location, organizer and a registration link in a new window', async () => {
    await renderDetail('cms-detail-event');
    const info = screen.getByRole('region', { name: '基本資料' });
    expect(within(info).getByText('2026年7月4日')).toBeInTheDocument();
    expect(within(info).getByText('2026年7月5日')).toBeInTheDocument();
    expect(within(info).getByText('臨海鎮北岸')).toBeInTheDocument();
    expect(within(info).getByText('臨海文化館')).toBeInTheDocument();
    const register = within(info).getByRole('link', { name: '線上報名（另開新視窗）' });
    expect(register).toHaveAttribute('href', 'https://example.tw/register/e1');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('cms-detail-event: no registration link for an unsafe address', async () => {
    await renderDetail('cms-detail-event', {}, { ...items.event(), registrationUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link', { name: /線上報名/ })).toBeNull();
  });

  it('cms-detail-events: era, years, people and objects', async () => {
    await renderDetail('cms-detail-events');
    expect(screen.getByText('日治時期')).toBeInTheDocument();
    expect(screen.getByText('1908–1912')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '相關人物' })).getByRole('link', { name: '林清水' }),
    ).toHaveAttribute('href', '/home/zh-tw/people/p1');
    expect(
      within(screen.getByRole('region', { name: '相關文物' })).getByRole('link', { name: '築港紀念碑拓本' }),
    ).toHaveAttribute('href', '/home/zh-tw/collection/o1');
  });

  it('cms-detail-annals: year, date and category', async () => {
    await renderDetail('cms-detail-annals');
    expect(screen.getByText('2024 年')).toBeInTheDocument();
    expect(screen.getByText('2024年3月18日')).toBeInTheDocument();
    expect(screen.getByText('館務')).toBeInTheDocument();
    expect(screen.getByText('開館典禮於上午舉行。')).toBeInTheDocument();
  });

  it('cms-detail-gallery: every photo as a thumbnail, the first ones loaded eagerly', async () => {
    const { container } = await renderDetail('cms-detail-gallery');
    const thumbs = screen.getAllByRole('button', { name: /^放大檢視/ });
    expect(thumbs).toHaveLength(3);
    expect(container.querySelector('[data-part="gallery"] img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('2025年11月2日')).toBeInTheDocument();
  });

  it('cms-detail-video: a privacy-enhanced YouTube player and the running time', async () => {
    await renderDetail('cms-detail-video');
    const frame = screen.getByTitle('影片：常設展導覽短片');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/LhMuseum001');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('6:42').closest('time')).toHaveAttribute('dateTime', 'PT6M42S');
    expect(screen.getByText('策展人帶您走過三個單元。')).toBeInTheDocument();
  });

  it('cms-detail-download: each file with its type and size', async () => {
    await renderDetail('cms-detail-download');
    const table = screen.getByRole('table', { name: '附件下載' });
    expect(within(table).getByText('DOCX')).toBeInTheDocument();
    expect(within(table).getByText('44 KB')).toBeInTheDocument();
    expect(within(table).getByText('2.3 MB')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /場地使用規範\.pdf/ })).toHaveAttribute(
      'href',
      '/media/場地使用規範.pdf',
    );
  });

  it('cms-detail-people: portrait, role, years of life, biography, events and objects', async () => {
    await renderDetail('cms-detail-people');
    expect(screen.getAllByRole('img', { name: '林清水肖像' }).length).toBeGreaterThan(0);
    expect(screen.getByText('造船師傅')).toBeInTheDocument();
    expect(screen.getByText('1885–1960')).toBeInTheDocument();
    expect(screen.getByText('一生造了三百艘漁船。')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '相關事件' })).getByRole('link', { name: '築港工程' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '相關文物' })).getByRole('link', { name: '造船工具組' }),
    ).toBeInTheDocument();
  });

  it('cms-detail-object: the catalogue record', async () => {
    await renderDetail('cms-detail-object');
    const info = screen.getByRole('region', { name: '基本資料' });
    for (const value of ['LH-2019-001', '1910 年代', '玻璃、黃銅', '高 120 公分']) {
      expect(within(info).getByText(value)).toBeInTheDocument();
    }
  });

  it('cms-detail-digital: creator, date, format, rights and files', async () => {
    await renderDetail('cms-detail-digital');
    const info = screen.getByRole('region', { name: '基本資料' });
    for (const value of ['臨海鎮役場', '1935年6月1日', 'TIFF 掃描', 'CC BY 4.0']) {
      expect(within(info).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: '下載 老地圖.tif（TIF，50 MB）' })).toBeInTheDocument();
  });

  it('cms-detail-appeal: the decision in document order', async () => {
    await renderDetail('cms-detail-appeal');
    const info = screen.getByRole('region', { name: '基本資料' });
    for (const value of ['濱府訴字第11500012號', '王○○', '2026年3月1日', '2026年3月8日']) {
      expect(within(info).getByText(value)).toBeInTheDocument();
    }
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(1, 4)).toEqual(['主文', '事實', '理由']);
    expect(screen.getByText('訴願駁回。')).toBeInTheDocument();
    expect(screen.getByText('主任委員 葉清瀾')).toBeInTheDocument();
    expect(screen.getByText('委員 馮湘雲、委員 邱衍之')).toBeInTheDocument();
    expect(screen.getByText('如不服本決定，得於二個月內提起行政訴訟。')).toBeInTheDocument();
  });

  it('cms-detail-appeal: hides the dates when showDate is off', async () => {
    await renderDetail('cms-detail-appeal', { setting: ALL_OFF });
    expect(screen.queryByText('2026年3月1日')).toBeNull();
  });

  it('shows a description as the lead only when the body does not already start with it', async () => {
    await renderDetail('cms-detail-normal');
    expect(screen.getByText('農曆春節期間開館時間調整，除夕休館一日。')).toBeInTheDocument();
    const { container } = await renderDetail(
      'cms-detail-annals',
      {},
      { ...items.annals(), description: '開館典禮於上午舉行。' },
    );
    expect(container.querySelectorAll('[data-part="lead"]')).toHaveLength(0);
  });

  it('survives an item with missing and malformed fields', async () => {
    for (const name of NAMES) {
      const { unmount } = await renderDetail(
        name,
        {},
        { id: 'z', title: '只有標題', images: 'nope', files: [null], related: [{}], tags: [3] },
      );
      expect(screen.getByRole('heading', { level: 1, name: '只有標題' })).toBeInTheDocument();
      unmount();
    }
  });
});
