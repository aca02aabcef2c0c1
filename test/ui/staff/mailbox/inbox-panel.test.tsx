import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InboxPanel } from '../../../../src/ui/staff/mailbox/inbox-panel';
import MailboxPage from '../../../../src/ui/staff/mailbox/mailbox.page';
import { axeViolations } from '../../../support/axe-violations';
import { INBOX, mailboxTwins } from './mailbox-twins';

jest.setTimeout(30_000);

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function setup(options: Parameters<typeof mailboxTwins>[0] = {}) {
  const parts = mailboxTwins(options);
  const save = jest.fn<void, [string, string]>();
  const view = parts.render(<InboxPanel kit={parts.kit} base={INBOX} save={save} />);
  return { ...parts, view, save, user: userEvent.setup() };
}

const table = () => screen.findByRole('table', { name: /^民眾來信/ });
const count = () => document.querySelector('[data-part="inbox-count"]')!;
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const dialog = () => screen.findByRole('dialog');

describe('信箱管理’s list', () => {
  it('shows the newest letters with serial, time, subject, name, status, assignee and reply-by', async () => {
    setup();
    const listed = await rows();
    expect(listed).toHaveLength(20);
    expect(listed[0]).toHaveTextContent('M-025');
    expect(listed[0]).toHaveTextContent('2026-11-26 09:00:00');
    expect(listed[0]).toHaveTextContent('公園路燈不亮');
    expect(listed[0]).toHaveTextContent('王小明');
    expect(listed[0]).toHaveTextContent('新信件');
    expect(listed[0]).toHaveTextContent('未指派');
    expect(listed[0]).toHaveTextContent('2026-12-03 前回覆');
    expect(listed[1]).toHaveTextContent('處理中');
    expect(listed[1]).toHaveTextContent('林編輯（lin）');
    expect(count()).toHaveTextContent('共 25 封，第 1 / 2 頁');
    expect(count()).toHaveAttribute('aria-live', 'polite');
  });

  it('marks overdue letters in words, not colour alone', async () => {
    setup();
    await table();
    const overdue = document.querySelectorAll('[data-overdue]');
    // Letters up to 11-18 had their reply-by day before 11-26.
    expect(overdue.length).toBeGreaterThan(0);
    for (const cell of overdue) expect(cell).toHaveTextContent(/^已逾期，應於 .+ 前回覆$/);
  });

  it('pages, keeping the page in the URL', async () => {
    const { user, view } = setup();
    await table();
    expect(screen.getByRole('button', { name: '上一頁' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一頁' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 25 封，第 2 / 2 頁'));
    expect(await rows()).toHaveLength(5);
    expect(view.location.history.at(-1)).toBe(`${INBOX}?page=2`);
  });

  it('searches and filters by status, colleague, nobody, dates and overdue, all kept in the URL', async () => {
    const { user, view } = setup();
    await table();
    await user.type(screen.getByLabelText(/^關鍵字/), '路燈');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 1 封'));
    expect(view.location.history.at(-1)).toBe(`${INBOX}?q=%E8%B7%AF%E7%87%88`);

    await user.click(screen.getByRole('button', { name: '清除條件' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 25 封'));
    expect(screen.getByLabelText(/^關鍵字/)).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('承辦同仁'), 'lin');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 1 封'));
    await user.selectOptions(screen.getByLabelText('承辦同仁'), 'none');
    await user.selectOptions(screen.getByLabelText('狀態'), 'new');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 24 封'));
    expect(view.location.history.at(-1)).toBe(`${INBOX}?status=new&assignee=none`);

    await user.click(screen.getByRole('button', { name: '清除條件' }));
    await user.type(screen.getByLabelText('收件日期起'), '2026-11-20');
    await user.type(screen.getByLabelText('收件日期迄'), '2026-11-22');
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 3 封'));

    await user.click(screen.getByRole('button', { name: '清除條件' }));
    await user.click(screen.getByLabelText('只看逾期未回覆'));
    await user.click(screen.getByRole('button', { name: '查詢' }));
    await waitFor(() => expect(count()).toHaveTextContent('共 17 封'));
    expect(view.location.history.at(-1)).toBe(`${INBOX}?overdue=1`);
  });

  it('opens with the filters a link names', async () => {
    setup({ path: `${INBOX}?status=in-progress` });
    await waitFor(() => expect(count()).toHaveTextContent('共 1 封'));
    expect(screen.getByLabelText('狀態')).toHaveValue('in-progress');
  });

  it('says dates the wrong way round without sending', async () => {
    const { mailbox } = setup({ path: `${INBOX}?from=2026-11-30&to=2026-11-01` });
    await waitFor(() => expect(count()).toHaveTextContent('結束日期不可早於開始日期。'));
    expect(mailbox.calls).not.toContain('list');
  });

  it('exports the letters under the filters as the server’s CSV', async () => {
    const { user, save, mailbox } = setup({ path: `${INBOX}?status=in-progress` });
    await table();
    await user.click(screen.getByRole('button', { name: '匯出 CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [name, text] = save.mock.calls[0]!;
    expect(name).toBe('民意信箱-2026-11-26.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('M-024');
    expect(text).not.toContain('M-025');
    expect(mailbox.audited).toEqual(['mailbox.export']);
    expect(screen.getByText('已下載 民意信箱-2026-11-26.csv（依目前的篩選條件）。')).toBeInTheDocument();
  });

  it('shows an account without r the server’s sentence instead of a table', async () => {
    const parts = mailboxTwins();
    parts.mailbox.as({ account: 'viewer', displayName: '訪客' }, { r: false, w: false });
    parts.render(<InboxPanel kit={parts.kit} base={INBOX} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('您沒有讀取民意信箱的權限。');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('a letter in its dialog', () => {
  it('opens from its row with focus inside, shows the words as plain text, and Escape gives focus back', async () => {
    const { user, view, mailbox } = setup();
    await table();
    const opener = screen.getByRole('button', { name: '開啟信件 M-025：公園路燈不亮' });
    await user.click(opener);
    const open = await dialog();
    expect(view.location.history.at(-1)).toBe(`${INBOX}?letter=M-025`);
    await within(open).findByText('狀態');
    expect(open).toContainElement(document.activeElement as HTMLElement);
    const words = open.querySelector('[data-part="letter-content"] p')!;
    expect(words.textContent).toBe('路燈壞了。\n<b>請盡快</b>修理。');
    expect(words.querySelector('b')).toBeNull();
    expect(mailbox.audited).toEqual(['mailbox.read M-025']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location.history.at(-1)).toBe(INBOX);
    await waitFor(() => expect(screen.getByRole('button', { name: /^開啟信件 M-025/ })).toHaveFocus());
  });

  it('opens the letter `?letter=` names, and says when it is not there', async () => {
    setup({ path: `${INBOX}?letter=M-024` });
    expect(await within(await dialog()).findByText('林編輯（lin）', { selector: 'dd' })).toBeInTheDocument();
    setup({ path: `${INBOX}?letter=M-999` });
    // A second inbox, drawn beside the first, loads its list before it can say the letter is not
    // in it: on a loaded machine that once took longer than the three seconds a find waits.
    expect(await screen.findByText('找不到這封信件。', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('is assigned, noted and replied to, asking before the reply leaves', async () => {
    const { user, dialogs, mailbox } = setup({ path: `${INBOX}?letter=M-025` });
    const open = await dialog();
    await within(open).findByText('新信件');

    await user.selectOptions(within(open).getByLabelText('承辦同仁'), 'lin');
    await user.click(within(open).getByRole('button', { name: '指派' }));
    expect(await within(open).findByText('已指派給 林編輯，並以電子郵件通知。')).toBeInTheDocument();
    expect(within(open).getByText('處理中')).toBeInTheDocument();

    const notes = within(open).getByRole('region', { name: '內部備註，民眾不會看到' });
    await user.click(within(notes).getByRole('button', { name: '新增備註' }));
    expect(await within(notes).findByText('請填寫內部備註。')).toBeInTheDocument();
    expect(within(notes).getByLabelText(/^新增內部備註/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(notes).getByLabelText(/^新增內部備註/), '已轉工務課');
    await user.click(within(notes).getByRole('button', { name: '新增備註' }));
    expect(await within(notes).findByText('已轉工務課')).toBeInTheDocument();

    // The reply starts with the mail's one greeting, and the preview shows the whole mail as sent.
    const replyBox = within(open).getByLabelText(/^回覆內容/);
    expect(replyBox).toHaveValue('王小明 您好：\n');
    await user.click(within(open).getByRole('button', { name: '寄出回覆' }));
    expect(await within(open).findByText('請在問候語下方填寫回覆內容。')).toBeInTheDocument();
    await user.type(replyBox, '路燈已修復。');
    const preview = within(open).getByRole('region', { name: '寄出的信件（預覽）' });
    const mailText = preview.querySelector('p')!.textContent!;
    expect(mailText.startsWith('王小明 您好：\n路燈已修復。\n\n以上回覆您於')).toBe(true);
    expect(mailText.match(/您好/g)).toHaveLength(1);
    expect(mailText).toContain('此信由網站系統自動寄出');
    expect(within(preview).getByText(/^回覆：.*（案號 M-025）$/)).toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: '寄出回覆' }));
    expect(await within(open).findByText('已寄出回覆給 王小明，信件狀態為已回覆。')).toBeInTheDocument();
    expect(dialogs.shown.at(-1)).toMatchObject({ kind: 'confirm', title: '寄出回覆' });
    expect(within(open).getByText(/等待寄出/)).toBeInTheDocument();
    expect(within(open).getByText('已回覆')).toBeInTheDocument();
    expect(mailbox.get('M-025')?.replies[0]?.body).toBe('王小明 您好：\n路燈已修復。');
    expect(within(open).getByLabelText(/^回覆內容/)).toHaveValue('王小明 您好：\n');
    // The list behind the dialog follows.
    await waitFor(() => expect(document.querySelector('[data-serial="M-025"]')).toHaveTextContent('已回覆'));
  });

  it('sends no reply when the question is answered no', async () => {
    const { user, dialogs, mailbox } = setup({ path: `${INBOX}?letter=M-025` });
    const open = await dialog();
    dialogs.confirmAnswer = false;
    await user.type(await within(open).findByLabelText(/^回覆內容/), '已處理');
    await user.click(within(open).getByRole('button', { name: '寄出回覆' }));
    await waitFor(() => expect(dialogs.shown.at(-1)).toMatchObject({ kind: 'confirm' }));
    expect(mailbox.calls).not.toContain('reply');
    expect(within(open).getByLabelText(/^回覆內容/)).toHaveValue('王小明 您好：\n已處理');
  });

  it('closes after asking and reopens, offering only what the status allows', async () => {
    const { user } = setup({ path: `${INBOX}?letter=M-024` });
    const open = await dialog();
    await user.click(await within(open).findByRole('button', { name: '結案' }));
    expect(await within(open).findByText('信件已結案。')).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: '寄出回覆' })).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: '指派' })).not.toBeInTheDocument();
    await user.click(within(open).getByRole('button', { name: '重新開啟' }));
    expect(await within(open).findByText('信件已重新開啟，狀態為處理中。')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: '寄出回覆' })).toBeInTheDocument();
  });

  it('is read-only, said in words, for an account with r but not w', async () => {
    setup({ path: `${INBOX}?letter=M-025`, rights: { r: true, w: false, d: false } });
    const open = await dialog();
    expect(await within(open).findByText(/只有讀取權限/)).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: '寄出回覆' })).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: '新增備註' })).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: '結案' })).not.toBeInTheDocument();
    expect(within(open).getByText('路燈壞了。', { exact: false })).toBeInTheDocument();
  });
});

describe('the way in', () => {
  it('is a page in the site’s frame, passing axe with a letter open', async () => {
    const parts = mailboxTwins({ path: `${INBOX}?letter=M-024` });
    parts.render(<MailboxPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '信箱管理' })).toBeInTheDocument();
    await within(await dialog()).findByText('林編輯（lin）', { selector: 'dd' });
    await waitFor(() => expect(count()).toHaveTextContent('共 25 封'));
    expect(await axeViolations({ inFrame: true })).toEqual([]);
  });

  it('keeps a letter open in the list URL’s filters', async () => {
    const { user, view } = setup({ path: `${INBOX}?status=in-progress` });
    await table();
    await user.click(screen.getByRole('button', { name: /^開啟信件 M-024/ }));
    await dialog();
    expect(view.location.history.at(-1)).toBe(`${INBOX}?status=in-progress&letter=M-024`);
  });
});
