import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_SAVE_DELAY_MS } from '../../../../src/application/content/mailbox-form';
import { validateMailbox, type MailboxDraft } from '../../../../src/domain/content/mailbox-fields';
import { ApiError, NetworkError } from '../../../../src/domain/errors/api-errors';
import type { MailboxReceipt } from '../../../../src/shared/api-types';
import CmsMailboxList from '../../../../src/ui/layouts/lists/cms-mailbox.list';
import { renderWithProviders } from '../../../support/render-with-providers';
import { mailboxProps, mailboxRig, MAILBOX_PATH } from './mailbox-rig';

type Rig = ReturnType<typeof mailboxRig>;

function renderMailbox(rig: Rig) {
  const props = mailboxProps(rig.form, <div data-testid="captcha-slot">captcha</div>);
  return renderWithProviders(<CmsMailboxList {...props} />, { path: '/home/zh-tw/mailbox' });
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

// Typing character by character into five fields is slow in jsdom; a change per field is enough here.
function fillValid() {
  fireEvent.change(field('姓名'), { target: { value: '陳小明' } });
  fireEvent.change(field('電子郵件'), { target: { value: 'ming@example.tw' } });
  fireEvent.change(field('聯絡電話'), { target: { value: '06-1234567' } });
  fireEvent.change(field('主旨'), { target: { value: '開放時間' } });
  fireEvent.change(field('內容'), { target: { value: '請問週一是否開館？' } });
}

jest.setTimeout(20_000);

/** The error text a field points at through aria-describedby. */
function describedText(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('validateMailbox', () => {
  const ok: MailboxDraft = { name: '陳', email: 'a@b.tw', phone: '', subject: 's', content: 'c' };

  it('accepts a complete draft without a phone', () => {
    expect(validateMailbox(ok)).toEqual({});
  });

  it('names each broken rule', () => {
    expect(
      validateMailbox({
        name: '名'.repeat(51),
        email: 'a@b',
        phone: 'call me',
        subject: '主'.repeat(101),
        content: '字'.repeat(2001),
      }),
    ).toEqual({
      name: '姓名不可超過 50 個字',
      email: '電子郵件格式不正確，例如 name@example.com',
      phone: '聯絡電話格式不正確，例如 (02) 2345-6789 #12 或 0912-345-678',
      subject: '主旨不可超過 100 個字',
      content: '內容不可超過 2000 個字',
    });
    expect(validateMailbox({ ...ok, name: '  ', email: '', subject: '', content: '' })).toEqual({
      name: '請填寫姓名',
      email: '請填寫電子郵件',
      subject: '請填寫主旨',
      content: '請填寫內容',
    });
  });

  it('accepts the ways Taiwanese phone numbers are written', () => {
    // The server's own schema: what the form accepts, the server accepts.
    for (const phone of [
      '06-1234567',
      '(02) 2345-6789 #12',
      '0912 345 678',
      '+886-6-1234567#12',
      '(09) 555-0123',
    ]) {
      expect(validateMailbox({ ...ok, phone })).toEqual({});
    }
    expect(validateMailbox({ ...ok, phone: '123' }).phone).toMatch(/^聯絡電話格式不正確/);
  });
});

describe('cms-mailbox', () => {
  it('renders the form with data-layout, the heading and the captcha slot', () => {
    const { container } = renderMailbox(mailboxRig());
    expect(container.querySelector('[data-layout="cms-mailbox"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '民意信箱' })).toBeInTheDocument();
    expect(screen.getByTestId('captcha-slot')).toBeInTheDocument();
  });

  it('tells the 個人資料蒐集告知 above 送出, and links 案件查詢', async () => {
    renderMailbox(mailboxRig());
    const notice = await screen.findByRole('region', { name: '個人資料蒐集告知' });
    expect(notice).toHaveTextContent('一、蒐集機關：測試館。');
    expect(notice).toHaveTextContent('按下「送出」，即表示您已閱讀上述告知事項。');
    const submit = screen.getByRole('button', { name: '送出' });
    // The notice comes before the button in reading order.
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: '已寄過信？前往案件查詢' })).toHaveAttribute(
      'href',
      '/home/zh-tw/mailbox-case',
    );
  });

  it('marks the required fields as required, leaves the phone optional and points each field at its help', () => {
    renderMailbox(mailboxRig());
    for (const label of ['姓名', '電子郵件', '主旨', '內容']) expect(field(label)).toBeRequired();
    expect(field('聯絡電話')).not.toBeRequired();
    expect(describedText(field('聯絡電話'))).toBe('例：(02) 2345-6789 #12 或 0912-345-678');
    expect(field('姓名')).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while fields are wrong, marks them and moves focus to the first', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    renderMailbox(rig);
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(rig.sent).toHaveLength(0);
    for (const label of ['姓名', '電子郵件', '主旨', '內容']) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(describedText(input)).toContain(`請填寫${label}`);
    }
    expect(field('聯絡電話')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('姓名')).toHaveFocus();
    expect(screen.getByText('有 4 個欄位需要修正，請檢查標示的欄位。')).toBeInTheDocument();
  });

  it('checks length, e-mail and phone formats next to the fields', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    renderMailbox(rig);
    fireEvent.change(field('姓名'), { target: { value: '名'.repeat(51) } });
    fireEvent.change(field('電子郵件'), { target: { value: 'not-an-address' } });
    fireEvent.change(field('聯絡電話'), { target: { value: 'abc' } });
    fireEvent.change(field('主旨'), { target: { value: '主'.repeat(101) } });
    fireEvent.change(field('內容'), { target: { value: '字'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(rig.sent).toHaveLength(0);
    expect(describedText(field('姓名'))).toContain('姓名不可超過 50 個字');
    expect(describedText(field('電子郵件'))).toContain('電子郵件格式不正確');
    expect(describedText(field('聯絡電話'))).toContain('聯絡電話格式不正確');
    expect(describedText(field('主旨'))).toContain('主旨不可超過 100 個字');
    expect(describedText(field('內容'))).toContain('內容不可超過 2000 個字');
  });

  it("shows a field's problem once the visitor leaves it, tied to the field by aria-describedby", async () => {
    const user = userEvent.setup();
    renderMailbox(mailboxRig());
    await user.type(field('電子郵件'), 'x@');
    expect(field('電子郵件')).not.toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field('電子郵件'))).not.toContain('電子郵件格式不正確');
    await user.tab();
    expect(field('電子郵件')).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field('電子郵件'))).toContain('電子郵件格式不正確');
    // Only the field that was left: the others say nothing yet.
    expect(field('姓名')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('restores the saved draft on mount', () => {
    const draft: MailboxDraft = {
      name: '陳小明',
      email: 'ming@example.tw',
      phone: '',
      subject: '舊主旨',
      content: '寫到一半',
    };
    renderMailbox(mailboxRig({ draft }));
    expect(field('姓名')).toHaveValue('陳小明');
    expect(field('主旨')).toHaveValue('舊主旨');
    expect(field('內容')).toHaveValue('寫到一半');
    expect(screen.getByText('已還原您先前未送出的內容。')).toBeInTheDocument();
  });

  it('does not claim a restore when there was no draft', () => {
    renderMailbox(mailboxRig());
    expect(screen.queryByText('已還原您先前未送出的內容。')).toBeNull();
  });

  it(`saves the draft ${DRAFT_SAVE_DELAY_MS} ms after the last keystroke, not on every key`, async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    renderMailbox(rig);
    await user.type(field('主旨'), '開');
    act(() => rig.time.advance(DRAFT_SAVE_DELAY_MS - 100));
    await user.type(field('主旨'), '放');
    act(() => rig.time.advance(DRAFT_SAVE_DELAY_MS - 1));
    expect(rig.draftWrites()).toHaveLength(0);
    act(() => rig.time.advance(1));
    expect(rig.draftWrites()).toHaveLength(1);
    expect(rig.storedDraft()).toEqual({ name: '', email: '', phone: '', subject: '開放', content: '' });
  });

  it('writes a pending draft at once when the form is disposed (the page is left) within the delay', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    const { unmount } = renderMailbox(rig);
    await user.type(field('姓名'), '陳');
    expect(rig.storedDraft()).toBeNull();
    unmount();
    // The mailbox page disposes the form when it goes away (src/ui/pages/module.page.tsx).
    rig.form.dispose();
    expect(rig.storedDraft()).toMatchObject({ name: '陳' });
    expect(rig.time.pendingCount).toBe(0);
  });

  it('sends the trimmed fields with the captcha answer, disabling the button meanwhile, then shows the serial number and clears the draft', async () => {
    const user = userEvent.setup();
    let answer: (r: MailboxReceipt) => void = () => {};
    const rig = mailboxRig({ send: () => new Promise((resolve) => (answer = resolve)) });
    renderMailbox(rig);
    fillValid();
    fireEvent.change(field('姓名'), { target: { value: '  陳小明  ' } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(rig.sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: /送出中/ })).toBeDisabled();
    expect(rig.sent[0]).toEqual({
      path: MAILBOX_PATH,
      key: 'key-1',
      letter: {
        name: '陳小明',
        email: 'ming@example.tw',
        phone: '06-1234567',
        subject: '開放時間',
        content: '請問週一是否開館？',
        'g-recaptcha-response': 'captcha-token',
      },
    });
    // Written before sending, so a lost answer and a reload lose nothing.
    expect(rig.storedDraft()).toMatchObject({ subject: '開放時間' });
    await act(async () => answer({ serialNo: 'MB1150042' }));
    expect(await screen.findByText('案件編號：MB1150042')).toBeInTheDocument();
    expect(rig.storedDraft()).toBeNull();
    expect(screen.getByText('案件編號：MB1150042').closest('[data-part="mailbox-success"]')).toHaveFocus();
  });

  it('offers a fresh form with a fresh captcha after a sent letter', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    await user.click(await screen.findByRole('button', { name: '撰寫新訊息' }));
    expect(rig.captcha.resets).toBe(1);
    expect(field('姓名')).toHaveValue('');
    expect(field('姓名')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the phone out when it is empty', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    renderMailbox(rig);
    fillValid();
    fireEvent.change(field('聯絡電話'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(rig.sent).toHaveLength(1));
    expect(rig.sent[0]?.letter).not.toHaveProperty('phone');
  });

  it("shows the server's field messages next to the fields after a 400", async () => {
    const user = userEvent.setup();
    const error = new ApiError({
      status: 400,
      error_description: '欄位錯誤',
      code: 'BAD_INPUT',
      time: '2026-01-01T00:00:00Z',
      fields: { email: '此電子郵件無法收信' },
    });
    const rig = mailboxRig({ send: () => Promise.reject(error) });
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(field('電子郵件')).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(field('電子郵件'))).toContain('此電子郵件無法收信');
    expect(field('電子郵件')).toHaveFocus();
    expect(screen.getByText('有 1 個欄位需要修正，請檢查標示的欄位。')).toBeInTheDocument();
    expect(rig.captcha.resets).toBe(1);
    expect(rig.storedDraft()).toMatchObject({ email: 'ming@example.tw' });
    // Changing the field withdraws the server's word on it.
    fireEvent.change(field('電子郵件'), { target: { value: 'ming@example.org' } });
    expect(field('電子郵件')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('after a network failure says the message may have gone, keeps the draft and never resends by itself', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig({ send: () => Promise.reject(new NetworkError('timeout')) });
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    const alert = await screen.findByText('訊息可能已送出，請勿重複送出；如未收到回覆請稍後再試。');
    expect(alert.closest('[role="alert"]')).toHaveFocus();
    act(() => rig.time.advance(60_000));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rig.sent).toHaveLength(1);
    expect(rig.storedDraft()).toMatchObject({ content: '請問週一是否開館？' });
    expect(field('內容')).toHaveValue('請問週一是否開館？');
    expect(screen.getByRole('button', { name: '送出' })).toBeEnabled();
  });

  it('resends the same letter with the same idempotency key, and a changed field makes it a new letter', async () => {
    const user = userEvent.setup();
    let fail = true;
    const rig = mailboxRig({
      send: () => (fail ? Promise.reject(new NetworkError('timeout')) : Promise.resolve({ serialNo: 'MB7' })),
    });
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    await screen.findByText('訊息可能已送出，請勿重複送出；如未收到回覆請稍後再試。');
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(rig.sent).toHaveLength(2));
    expect(rig.sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(rig.sent[1]?.letter).toEqual(rig.sent[0]?.letter);

    fireEvent.change(field('主旨'), { target: { value: '開放時間（補充）' } });
    fail = false;
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('案件編號：MB7')).toBeInTheDocument();
    expect(rig.sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(rig.sent[2]?.letter.subject).toBe('開放時間（補充）');
  });

  it('says so when the captcha gives no answer, sending nothing', async () => {
    const user = userEvent.setup();
    const rig = mailboxRig();
    rig.captcha.fails = true;
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('驗證碼無法取得，請重新驗證後再送出。')).toBeInTheDocument();
    expect(rig.sent).toHaveLength(0);
    expect(screen.getByRole('button', { name: '送出' })).toBeEnabled();
  });

  it('shows other server failures with their message and keeps the text', async () => {
    const user = userEvent.setup();
    const error = new ApiError({ status: 500, error_description: '系統忙碌', code: 'E500', time: 't' });
    const rig = mailboxRig({ send: () => Promise.reject(error) });
    renderMailbox(rig);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('送出失敗：系統忙碌')).toBeInTheDocument();
    expect(field('姓名')).toHaveValue('陳小明');
    expect(rig.captcha.resets).toBe(1);
  });
});
