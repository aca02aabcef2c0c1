import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BannerForm, type EditableSlide } from '../../../../src/ui/editor/chrome-forms/banner-form';
import type { EditableFile } from '../../../../src/ui/editor/forms/files-field';
import { renderChromeForm } from '../support/chrome-form-host';

const picture = (fileId: string, extra: Partial<EditableFile> = {}): EditableFile => ({
  fileId,
  name: `${fileId}.jpg`,
  ext: 'jpg',
  original: `/media/uploads/${fileId}/original.jpg`,
  description: '',
  represent: false,
  alt: '夜晚的燈籠',
  ...extra,
});

const slides = (): EditableSlide[] => [
  { id: 'slide-1', title: '春節燈會', link: '/home/zh-tw/events', image: picture('lantern') },
  { id: 'slide-2', title: '燈塔開放', image: picture('lighthouse', { alt: '白色燈塔' }) },
];

/** The form over its own state, as the chrome editor holds it; `changes` records what it reported. */
function renderBanner(
  rows: EditableSlide[],
  { name = 'banner', readOnly = false }: { name?: 'banner' | 'bannerMobile'; readOnly?: boolean } = {},
) {
  const { changes } = renderChromeForm(BannerForm, name, { rows }, { readOnly });
  const list = () => screen.getByRole('group', { name: name === 'banner' ? '桌機版輪播圖' : '手機版輪播圖' });
  return {
    changes,
    rows: () => changes.at(-1)?.[0].rows as EditableSlide[] | undefined,
    // The list's own live region comes first; every picture field has one of its own below it.
    live: () => within(list()).getAllByRole('status')[0]?.textContent,
    slide: (n: number) => within(list()).getByRole('group', { name: new RegExp(`^輪播圖 ${n}：`) }),
  };
}

describe('the banner form', () => {
  it('reports a typed title and link under rows, the slide’s other fields kept', async () => {
    const user = userEvent.setup();
    const { changes, rows, slide } = renderBanner(slides());
    const title = within(slide(2)).getByLabelText('標題');
    await user.clear(title);
    await user.type(title, '燈塔夜間開放');
    await user.type(within(slide(2)).getByLabelText('連結'), '/home/zh-tw/lighthouse');

    expect(changes.every(([, field]) => field === 'rows')).toBe(true);
    expect(rows()).toEqual([
      slides()[0],
      {
        id: 'slide-2',
        title: '燈塔夜間開放',
        link: '/home/zh-tw/lighthouse',
        image: picture('lighthouse', { alt: '白色燈塔' }),
      },
    ]);
    // The slide's legend follows its title.
    expect(slide(2)).toHaveAccessibleName('輪播圖 2：燈塔夜間開放');
  });

  it('drops the link altogether when it is cleared', async () => {
    const user = userEvent.setup();
    const { rows, slide } = renderBanner(slides());
    await user.clear(within(slide(1)).getByLabelText('連結'));
    expect(rows()?.[0]).not.toHaveProperty('link');
  });

  it('flags a link that is neither a web address nor a path of this site, and points the field at why', async () => {
    const user = userEvent.setup();
    const { slide } = renderBanner(slides());
    const link = within(slide(1)).getByLabelText('連結');
    await user.clear(link);
    await user.type(link, 'javascript:alert(1)');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription('請輸入 https:// 開頭的網址或本站路徑（/home/…）');

    await user.clear(link);
    await user.type(link, 'https://example.tw/festival');
    expect(link).not.toHaveAttribute('aria-invalid');
    expect(link).not.toHaveAccessibleDescription();
  });

  it('asks for a picture for a slide that has none, and for the alt text of one that has no alt', () => {
    const { slide } = renderBanner([
      { id: 'slide-1', title: '沒有圖片' },
      { id: 'slide-2', title: '港口', image: picture('harbour', { alt: '' }) },
    ]);
    expect(within(slide(1)).getByRole('group', { name: '第 1 張的圖片' })).toHaveAccessibleDescription(
      '請上傳圖片；沒有圖片的輪播圖不會顯示。',
    );
    const alt = within(slide(2)).getByLabelText(/^替代文字/);
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription('請填寫替代文字，或標示為裝飾性圖片');
    expect(within(slide(2)).getByRole('group', { name: '第 2 張的圖片' })).not.toHaveAccessibleDescription();
  });

  it('gives an uploaded picture to its slide', async () => {
    const user = userEvent.setup();
    const { rows, slide } = renderBanner([{ id: 'slide-1', title: '新活動' }]);
    const file = new File(['jpeg bytes'], 'festival.jpg', { type: 'image/jpeg' });
    await user.upload(within(slide(1)).getByLabelText('上傳圖片'), file);
    await waitFor(() => expect(rows()?.[0]?.image).toMatchObject({ name: 'festival', ext: 'jpg' }));
    expect(rows()?.[0]).toMatchObject({ id: 'slide-1', title: '新活動' });
  });

  it('adds an empty slide at the end with an id no other slide has, and announces it', async () => {
    const user = userEvent.setup();
    const { rows, live } = renderBanner([
      { id: 'slide-1', title: '第一張' },
      { id: 'slide-3', title: '第三張' },
    ]);
    await user.click(screen.getByRole('button', { name: '新增輪播圖' }));
    expect(rows()).toEqual([
      { id: 'slide-1', title: '第一張' },
      { id: 'slide-3', title: '第三張' },
      { id: 'slide-4', title: '' },
    ]);
    expect(live()).toBe('已新增一個輪播圖於最後');
    // An untitled slide is named by its place.
    expect(screen.getByRole('button', { name: '移除「第 3 張」' })).toBeInTheDocument();
  });

  it('moves a slide down with its button, announces its place and keeps focus on that button', async () => {
    const user = userEvent.setup();
    const { rows, live } = renderBanner(slides());
    await user.click(screen.getByRole('button', { name: '下移「春節燈會」' }));
    expect(rows()?.map((row) => row.id)).toEqual(['slide-2', 'slide-1']);
    expect(live()).toBe('已移到第 2 個，共 2 個');
    expect(screen.getByRole('button', { name: '下移「春節燈會」' })).toHaveFocus();
  });

  it('says the first slide is already first instead of moving it', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderBanner(slides());
    const up = screen.getByRole('button', { name: '上移「春節燈會」' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);
    expect(changes).toHaveLength(0);
    expect(live()).toBe('「春節燈會」已在第一個');
  });

  it('removes a slide, announces it and puts focus on the next slide’s 移除', async () => {
    const user = userEvent.setup();
    const { rows, live } = renderBanner(slides());
    await user.click(screen.getByRole('button', { name: '移除「春節燈會」' }));
    expect(rows()?.map((row) => row.id)).toEqual(['slide-2']);
    expect(live()).toBe('已移除「春節燈會」');
    expect(screen.getByRole('button', { name: '移除「燈塔開放」' })).toHaveFocus();
  });

  it('names the phone set of slides as such', () => {
    renderBanner(slides(), { name: 'bannerMobile' });
    expect(screen.getByRole('group', { name: '手機版輪播圖' })).toBeInTheDocument();
    expect(screen.getByText('手機版首頁（窄螢幕）顯示的輪播圖。')).toBeInTheDocument();
  });

  it('shows the slides without a single control to change them when read only', () => {
    const { slide } = renderBanner(slides(), { readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('上傳圖片')).not.toBeInTheDocument();
    expect(within(slide(1)).getByLabelText('標題')).toHaveAttribute('readonly');
    expect(within(slide(1)).getByLabelText('連結')).toHaveAttribute('readonly');
    expect(within(slide(1)).getByRole('checkbox', { name: '裝飾性圖片' })).toBeDisabled();
  });
});
