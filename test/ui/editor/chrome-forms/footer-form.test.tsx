import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import type { FooterLink } from '../../../../src/shared/api-types';
import { FooterForm } from '../../../../src/ui/editor/chrome-forms/footer-form';
import { renderChromeForm, type ChromeFormOptions } from '../support/chrome-form-host';

const FOOTER: DocumentData = {
  copyright: '© 國立臨海文化記憶館',
  address: '基隆市中正區港灣路 1 號',
  phone: '02-2462-0000',
  email: 'service@example.tw',
  links: [
    { title: '隱私權政策', url: '/home/zh-tw/privacy' },
    { title: '政府網站資料開放宣告', url: 'https://data.gov.tw' },
    { title: '網站導覽', url: '/home/zh-tw/sitemap' },
  ],
};

/** The form over its own state, as the chrome editor holds it; `changes` records what it reported. */
function renderFooter({ value = FOOTER, ...options }: { value?: DocumentData } & ChromeFormOptions = {}) {
  const { changes } = renderChromeForm(FooterForm, 'footer', value, options);
  const list = () => screen.getByRole('group', { name: '頁尾連結' });
  return {
    changes,
    links: () => changes.at(-1)?.[0].links as FooterLink[] | undefined,
    live: () => within(list()).getByRole('status').textContent,
    link: (n: number) => within(list()).getByRole('group', { name: new RegExp(`^連結 ${n}：`) }),
  };
}

describe('the footer form', () => {
  it('reports each contact field under its own name, the rest of the footer kept', async () => {
    const user = userEvent.setup();
    const { changes } = renderFooter();
    const phone = screen.getByLabelText('電話');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.clear(phone);
    await user.type(phone, '02-2462-1234');
    await user.type(screen.getByLabelText('開放時間'), '週二至週日');

    const [phoneChange] = changes.filter(([, field]) => field === 'phone').slice(-1);
    expect(phoneChange?.[0]).toEqual({ ...FOOTER, phone: '02-2462-1234' });
    expect(changes.at(-1)).toEqual([
      { ...FOOTER, phone: '02-2462-1234', openingHours: '週二至週日' },
      'openingHours',
    ]);
    expect(screen.getByLabelText('開放時間').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('電子郵件')).toHaveAttribute('type', 'email');
  });

  it('shows the server’s messages in zh-TW on the fields they name, each field pointing at its own', () => {
    renderFooter({
      errors: {
        'data.email': '電子郵件格式不正確，例如 name@example.com',
        'data.address': '地址不可超過 200 個字',
      },
    });
    const email = screen.getByLabelText('電子郵件');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('電子郵件格式不正確，例如 name@example.com');
    const address = screen.getByLabelText('地址');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('地址不可超過 200 個字');
    expect(screen.getByLabelText('電話')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('電話')).not.toHaveAccessibleDescription();
  });

  it('edits a link’s text and address, reported under links', async () => {
    const user = userEvent.setup();
    const { changes, links, link } = renderFooter();
    const text = within(link(3)).getByLabelText('文字');
    await user.clear(text);
    await user.type(text, '網站地圖');
    expect(changes.at(-1)?.[1]).toBe('links');
    expect(links()?.[2]).toEqual({ title: '網站地圖', url: '/home/zh-tw/sitemap' });
    expect(link(3)).toHaveAccessibleName('連結 3：網站地圖');
  });

  it('flags a link address that is neither a web address nor a path of this site, and points the field at why', async () => {
    const user = userEvent.setup();
    const { link } = renderFooter();
    const url = within(link(2)).getByLabelText('網址');
    await user.clear(url);
    await user.type(url, 'data.gov.tw');
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveAccessibleDescription('請輸入 https:// 開頭的網址或本站路徑（/home/…）');
    await user.clear(url);
    await user.type(url, 'https://data.gov.tw');
    expect(url).not.toHaveAccessibleDescription();
  });

  it('adds an empty link at the end, named 未命名連結 until it has a text, and announces it', async () => {
    const user = userEvent.setup();
    const { links, live } = renderFooter();
    await user.click(screen.getByRole('button', { name: '新增連結' }));
    expect(links()).toEqual([...(FOOTER.links as FooterLink[]), { title: '', url: '' }]);
    expect(live()).toBe('已新增一個連結於最後');
    expect(screen.getByRole('button', { name: '移除「未命名連結」' })).toBeInTheDocument();
  });

  it('moves a link up with its button, announces its place and keeps focus on the moved link’s button', async () => {
    const user = userEvent.setup();
    const { links, live } = renderFooter();
    await user.click(screen.getByRole('button', { name: '上移「網站導覽」' }));
    expect(links()?.map((l) => l.title)).toEqual(['隱私權政策', '網站導覽', '政府網站資料開放宣告']);
    expect(live()).toBe('已移到第 2 個，共 3 個');
    expect(screen.getByRole('button', { name: '上移「網站導覽」' })).toHaveFocus();
  });

  it('says the last link is already last instead of moving it', async () => {
    const user = userEvent.setup();
    const { changes, live } = renderFooter();
    const down = screen.getByRole('button', { name: '下移「網站導覽」' });
    expect(down).toHaveAttribute('aria-disabled', 'true');
    await user.click(down);
    expect(changes).toHaveLength(0);
    expect(live()).toBe('「網站導覽」已在最後一個');
  });

  it('removes the last link, announces it and puts focus on the link before it', async () => {
    const user = userEvent.setup();
    const { links, live } = renderFooter();
    await user.click(screen.getByRole('button', { name: '移除「網站導覽」' }));
    expect(links()?.map((l) => l.title)).toEqual(['隱私權政策', '政府網站資料開放宣告']);
    expect(live()).toBe('已移除「網站導覽」');
    expect(screen.getByRole('button', { name: '移除「政府網站資料開放宣告」' })).toHaveFocus();
  });

  it('shows the footer without a single control to change it when read only', () => {
    const { link } = renderFooter({ readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByLabelText('版權宣告')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('地址')).toHaveAttribute('readonly');
    expect(within(link(1)).getByLabelText('網址')).toHaveAttribute('readonly');
  });

  it('edits the 無障礙標章: its link and the day it was passed, under accessibilityMark, its image kept', async () => {
    const user = userEvent.setup();
    const mark = {
      image: '/media/uploads/mark-1/original.png',
      url: '',
      alt: '通過AA等級無障礙網頁檢測',
      fileId: 'mark-1',
    };
    const { changes } = renderFooter({ value: { ...FOOTER, accessibilityMark: mark } });
    const group = screen.getByRole('group', { name: '無障礙標章' });
    expect(within(group).getByRole('group', { name: '標章圖片' })).toBeInTheDocument();
    await user.type(within(group).getByLabelText('檢測證明網址'), 'https://accessibility.moda.gov.tw/');
    await user.type(within(group).getByLabelText('通過檢測日期'), '2026-05-01');
    expect(changes.at(-1)).toEqual([
      {
        ...FOOTER,
        accessibilityMark: { ...mark, url: 'https://accessibility.moda.gov.tw/', date: '2026-05-01' },
      },
      'accessibilityMark',
    ]);
  });

  it('asks for the mark’s image once a part of it is written, and shows the server’s word on its day', async () => {
    const user = userEvent.setup();
    renderFooter({
      errors: { 'data.accessibilityMark.date': '通過檢測日期必須是 YYYY-MM-DD 的日期，例如 2026-05-01' },
    });
    const group = screen.getByRole('group', { name: '無障礙標章' });
    expect(within(group).getByLabelText('通過檢測日期')).toHaveAccessibleDescription(
      '通過檢測日期必須是 YYYY-MM-DD 的日期，例如 2026-05-01',
    );
    expect(within(group).queryByText('請上傳無障礙標章的圖片')).toBeNull();
    await user.type(within(group).getByLabelText('檢測證明網址'), 'https://accessibility.moda.gov.tw/');
    expect(within(group).getByText('請上傳無障礙標章的圖片')).toBeInTheDocument();
  });
});
