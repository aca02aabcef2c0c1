import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentData } from '../../../../src/domain/editing/authoring.port';
import { HeaderForm } from '../../../../src/ui/editor/chrome-forms/header-form';
import type { EditableFile } from '../../../../src/ui/editor/forms/files-field';
import { renderChromeForm, type ChromeFormOptions } from '../support/chrome-form-host';

const LOGO: EditableFile = {
  fileId: 'logo-1',
  name: 'logo',
  ext: 'png',
  original: '/media/uploads/logo-1/original.png',
  description: '',
  represent: false,
  alt: '國立臨海文化記憶館',
};

const HEADER: DocumentData = { title: '國立臨海文化記憶館', subtitle: '港口與人的故事', logo: LOGO };

/** The form over its own state, as the chrome editor holds it; `changes` records what it reported. */
function renderHeader({ value = HEADER, ...options }: { value?: DocumentData } & ChromeFormOptions = {}) {
  const { changes } = renderChromeForm(HeaderForm, 'header', value, options);
  return { changes, logo: () => screen.getByRole('group', { name: '標誌' }) };
}

const siteName = () => screen.getByRole('textbox', { name: /^網站名稱/ });

describe('the header form', () => {
  it('reports the site name and subtitle under their own names, the logo kept', async () => {
    const user = userEvent.setup();
    const { changes } = renderHeader();
    await user.clear(screen.getByLabelText('副標題'));
    await user.type(screen.getByLabelText('副標題'), '海港記憶');
    await user.type(siteName(), '（試營運）');

    const subtitles = changes.filter(([, field]) => field === 'subtitle');
    expect(subtitles.at(-1)?.[0]).toEqual({ ...HEADER, subtitle: '海港記憶' });
    expect(changes.at(-1)).toEqual([
      { ...HEADER, subtitle: '海港記憶', title: '國立臨海文化記憶館（試營運）' },
      'title',
    ]);
  });

  it('requires the site name: an empty one says so in zh-TW and the field points at the message', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(siteName()).toHaveAttribute('aria-required', 'true');
    expect(siteName()).not.toHaveAttribute('aria-invalid');
    expect(siteName()).not.toHaveAccessibleDescription();

    await user.clear(siteName());
    expect(siteName()).toHaveAttribute('aria-invalid', 'true');
    expect(siteName()).toHaveAccessibleDescription('請填寫網站名稱');

    // Spaces are no name either.
    await user.type(siteName(), '   ');
    expect(siteName()).toHaveAccessibleDescription('請填寫網站名稱');
    await user.type(siteName(), '臨海館');
    expect(siteName()).not.toHaveAccessibleDescription();
  });

  it('shows the server’s message on the site name in place of its own', () => {
    renderHeader({ errors: { 'data.title': '網站名稱不可超過 60 個字' } });
    expect(siteName()).toHaveAttribute('aria-invalid', 'true');
    expect(siteName()).toHaveAccessibleDescription('網站名稱不可超過 60 個字');
  });

  it('asks for the logo’s alt text in zh-TW unless it is marked decorative', async () => {
    const user = userEvent.setup();
    const { logo, changes } = renderHeader({ value: { ...HEADER, logo: { ...LOGO, alt: '' } } });
    const alt = within(logo()).getByLabelText(/^替代文字/);
    expect(alt).toHaveAccessibleDescription('請填寫替代文字，或標示為裝飾性圖片');

    await user.click(within(logo()).getByRole('checkbox', { name: '裝飾性圖片' }));
    expect(changes.at(-1)?.[1]).toBe('logo');
    expect(changes.at(-1)?.[0].logo).toMatchObject({ fileId: 'logo-1', decorative: true });
    expect(within(logo()).getByLabelText(/^替代文字/)).not.toHaveAccessibleDescription();
  });

  it('replaces the logo with a new upload, so there is never more than one', async () => {
    const user = userEvent.setup();
    const { logo, changes } = renderHeader();
    expect(logo()).toHaveAccessibleDescription('上傳新的圖片會取代目前的標誌。');
    const file = new File(['png bytes'], 'new-logo.png', { type: 'image/png' });
    await user.upload(within(logo()).getByLabelText('上傳圖片'), file);
    await waitFor(() => expect(changes.at(-1)?.[0].logo).toMatchObject({ name: 'new-logo', ext: 'png' }));
    expect(changes.at(-1)?.[1]).toBe('logo');
    const entries = within(logo()).getByRole('list', { name: '標誌清單' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(1);
    expect(within(entries).getByRole('group')).toHaveAccessibleName('new-logo');
  });

  it('removes the logo, leaving no logo field in the data, and announces it', async () => {
    const user = userEvent.setup();
    const { logo, changes } = renderHeader();
    await user.click(within(logo()).getByRole('button', { name: '移除 logo' }));
    // Strictly: a `logo: undefined` left behind would still be a field of the data.
    expect(changes.at(-1)).toStrictEqual([
      { title: '國立臨海文化記憶館', subtitle: '港口與人的故事' },
      'logo',
    ]);
    expect(within(logo()).getByRole('status')).toHaveTextContent('已移除 logo');
  });

  it('shows the header without a single control to change it when read only', () => {
    const { logo } = renderHeader({ readOnly: true });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(within(logo()).queryByLabelText('上傳圖片')).not.toBeInTheDocument();
    expect(siteName()).toHaveAttribute('readonly');
    expect(screen.getByLabelText('副標題')).toHaveAttribute('readonly');
    expect(within(logo()).getByRole('checkbox', { name: '裝飾性圖片' })).toBeDisabled();
  });
});
