import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, NetworkError } from '../../../../src/domain/errors/api-errors';
import type { MailboxReceipt, MailboxSubmission } from '../../../../src/shared/api-types';
import type {
  MailboxDraft,
  MailboxLayoutProps,
  MailboxService,
} from '../../../../src/ui/layouts/layout-contract';
import CmsMailboxList, { DRAFT_SAVE_DELAY_MS } from '../../../../src/ui/layouts/lists/cms-mailbox.list';
import { validateMailbox } from '../../../../src/ui/layouts/lists/mailbox-validation';
import { renderWithProviders } from '../../../support/render-with-providers';
import { aModule } from './content-builders';

/** A mailbox service that records what happened. */
function fakeMailbox(
  options: { draft?: MailboxDraft | null; send?: (s: MailboxSubmission) => Promise<MailboxReceipt> } = {},
) {
  const sent: MailboxSubmission[] = [];
  const saved: MailboxDraft[] = [];
  const calls = { cleared: 0, captchaResets: 0 };
  const service: MailboxService = {
    send: (submission) => {
      sent.push(submission);
      return options.send ? options.send(submission) : Promise.resolve({ serialNo: 'MB1150001' });
    },
    loadDraft: () => options.draft ?? null,
    saveDraft: (draft) => {
      saved.push(draft);
    },
    clearDraft: () => {
      calls.cleared += 1;
    },
    captchaToken: () => Promise.resolve('captcha-token'),
    resetCaptcha: () => {
      calls.captchaResets += 1;
    },
    captchaSlot: <div data-testid="captcha-slot">captcha</div>,
  };
  return { service, sent, saved, calls };
}

function renderMailbox(mailbox: MailboxService) {
  const props: MailboxLayoutProps = {
    name: 'cms-mailbox',
    lang: 'zh-tw',
    path: 'mailbox',
    module: aModule('民意信箱', 'cms-mailbox'),
    mailbox,
  };
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
      name: { key: 'tooLong', max: 50 },
      email: { key: 'email' },
      phone: { key: 'phone' },
      subject: { key: 'tooLong', max: 100 },
      content: { key: 'tooLong', max: 2000 },
    });
    expect(validateMailbox({ ...ok, name: '  ', email: '', subject: '', content: '' })).toEqual({
      name: { key: 'required' },
      email: { key: 'required' },
      subject: { key: 'required' },
      content: { key: 'required' },
    });
  });

  it('accepts the ways Taiwanese phone numbers are written', () => {
    for (const phone of ['06-1234567', '(02) 2345-6789', '0912 345 678', '+886-6-1234567#12']) {
      expect(validateMailbox({ ...ok, phone })).toEqual({});
    }
    expect(validateMailbox({ ...ok, phone: '123' }).phone).toEqual({ key: 'phone' });
  });
});

describe('cms-mailbox', () => {
  it('renders the form with data-layout, the heading and the captcha slot', () => {
    const { container } = renderMailbox(fakeMailbox().service);
    expect(container.querySelector('[data-layout="cms-mailbox"]')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '民意信箱' })).toBeInTheDocument();
    expect(screen.getByTestId('captcha-slot')).toBeInTheDocument();
  });

  it('marks the required fields as required, leaves the phone optional and points each field at its help', () => {
    renderMailbox(fakeMailbox().service);
    for (const label of ['姓名', '電子郵件', '主旨', '內容']) expect(field(label)).toBeRequired();
    expect(field('聯絡電話')).not.toBeRequired();
    expect(describedText(field('聯絡電話'))).toBe('例：06-1234567 或 0912-345-678');
    expect(field('姓名')).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while fields are wrong, marks them and moves focus to the first', async () => {
    const user = userEvent.setup();
    const { service, sent } = fakeMailbox();
    renderMailbox(service);
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(sent).toHaveLength(0);
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
    const { service, sent } = fakeMailbox();
    renderMailbox(service);
    fireEvent.change(field('姓名'), { target: { value: '名'.repeat(51) } });
    fireEvent.change(field('電子郵件'), { target: { value: 'not-an-address' } });
    fireEvent.change(field('聯絡電話'), { target: { value: 'abc' } });
    fireEvent.change(field('主旨'), { target: { value: '主'.repeat(101) } });
    fireEvent.change(field('內容'), { target: { value: '字'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(sent).toHaveLength(0);
    expect(describedText(field('姓名'))).toContain('姓名不可超過 50 字');
    expect(describedText(field('電子郵件'))).toContain('電子郵件格式不正確');
    expect(describedText(field('聯絡電話'))).toContain('聯絡電話格式不正確');
    expect(describedText(field('主旨'))).toContain('主旨不可超過 100 字');
    expect(describedText(field('內容'))).toContain('內容不可超過 2000 字');
  });

  it("shows a field's problem once the visitor leaves it", async () => {
    const user = userEvent.setup();
    renderMailbox(fakeMailbox().service);
    await user.type(field('電子郵件'), 'x@');
    expect(field('電子郵件')).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(field('電子郵件')).toHaveAttribute('aria-invalid', 'true');
  });

  it('restores the saved draft on mount', () => {
    const draft = {
      name: '陳小明',
      email: 'ming@example.tw',
      phone: '',
      subject: '舊主旨',
      content: '寫到一半',
    };
    renderMailbox(fakeMailbox({ draft }).service);
    expect(field('姓名')).toHaveValue('陳小明');
    expect(field('主旨')).toHaveValue('舊主旨');
    expect(field('內容')).toHaveValue('寫到一半');
    expect(screen.getByText('已還原您先前未送出的內容。')).toBeInTheDocument();
  });

  it('saves the draft once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { service, saved } = fakeMailbox();
      renderMailbox(service);
      await user.type(field('主旨'), '開放');
      expect(saved).toHaveLength(0);
      act(() => {
        jest.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      });
      expect(saved).toEqual([{ name: '', email: '', phone: '', subject: '開放', content: '' }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('saves a pending draft when the page is left within the delay', async () => {
    const user = userEvent.setup();
    const { service, saved } = fakeMailbox();
    const { unmount } = renderMailbox(service);
    await user.type(field('姓名'), '陳');
    unmount();
    expect(saved.at(-1)).toMatchObject({ name: '陳' });
  });

  it('sends the trimmed fields with the captcha answer, disabling the button meanwhile, then shows the serial number and clears the draft', async () => {
    const user = userEvent.setup();
    let answer: (r: MailboxReceipt) => void = () => {};
    const { service, sent, calls } = fakeMailbox({
      send: () => new Promise((resolve) => (answer = resolve)),
    });
    renderMailbox(service);
    fillValid();
    fireEvent.change(field('姓名'), { target: { value: '  陳小明  ' } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: /送出中/ })).toBeDisabled();
    expect(sent[0]).toEqual({
      name: '陳小明',
      email: 'ming@example.tw',
      phone: '06-1234567',
      subject: '開放時間',
      content: '請問週一是否開館？',
      'g-recaptcha-response': 'captcha-token',
    });
    await act(async () => answer({ serialNo: 'MB1150042' }));
    expect(await screen.findByText('案件編號：MB1150042')).toBeInTheDocument();
    expect(calls.cleared).toBe(1);
    expect(screen.getByText('案件編號：MB1150042').closest('[data-part="mailbox-success"]')).toHaveFocus();
  });

  it('leaves the phone out when it is empty', async () => {
    const user = userEvent.setup();
    const { service, sent } = fakeMailbox();
    renderMailbox(service);
    fillValid();
    fireEvent.change(field('聯絡電話'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('phone');
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
    const { service, calls } = fakeMailbox({ send: () => Promise.reject(error) });
    renderMailbox(service);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    await waitFor(() => expect(field('電子郵件')).toHaveAttribute('aria-invalid', 'true'));
    expect(describedText(field('電子郵件'))).toContain('此電子郵件無法收信');
    expect(field('電子郵件')).toHaveFocus();
    expect(calls.captchaResets).toBe(1);
    expect(calls.cleared).toBe(0);
  });

  it('after a network failure says the message may have gone, keeps the draft and never resends by itself', async () => {
    const user = userEvent.setup();
    const { service, sent, calls } = fakeMailbox({ send: () => Promise.reject(new NetworkError('timeout')) });
    renderMailbox(service);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    const alert = await screen.findByText('訊息可能已送出，請勿重複送出；如未收到回覆請稍後再試。');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    expect(calls.cleared).toBe(0);
    expect(field('內容')).toHaveValue('請問週一是否開館？');
    expect(screen.getByRole('button', { name: '送出' })).toBeEnabled();
  });

  it('shows other server failures with their message and keeps the text', async () => {
    const user = userEvent.setup();
    const error = new ApiError({ status: 500, error_description: '系統忙碌', code: 'E500', time: 't' });
    const { service } = fakeMailbox({ send: () => Promise.reject(error) });
    renderMailbox(service);
    fillValid();
    await user.click(screen.getByRole('button', { name: '送出' }));
    expect(await screen.findByText('送出失敗：系統忙碌')).toBeInTheDocument();
    expect(field('姓名')).toHaveValue('陳小明');
  });
});
