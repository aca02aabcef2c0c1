import {
  NOTICE_MISSING_TEXT,
  createMailboxForm,
  draftKey,
  DRAFT_SAVE_DELAY_MS,
  parseDraft,
} from '../../../src/application/content/mailbox-form';
import { ManualTime } from '../../../src/adapters/time/manual-time.adapter';
import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import type { MailboxSubmission } from '../../../src/shared/api-types';

const NOTICE_TEXT = '本館依個人資料保護法第 8 條告知：蒐集目的為回覆來信。';

const FILLED = {
  name: '林小明',
  email: 'ming@example.tw',
  phone: '(02) 2345-6789 #12',
  subject: '開放時間',
  content: '請問週一是否開館？',
};

function aForm(
  options: {
    stored?: string;
    send?: (letter: MailboxSubmission, key: string) => Promise<{ serialNo: string }>;
    notice?: () => Promise<string>;
  } = {},
) {
  const time = new ManualTime();
  const drafts = new MemoryStore(options.stored ? { [draftKey('mailbox')]: options.stored } : {});
  const sent: Array<{ letter: MailboxSubmission; key: string }> = [];
  const captcha = { getResponse: jest.fn(async () => 'captcha-ok'), reset: jest.fn() };
  let keys = 0;
  const form = createMailboxForm({
    path: 'mailbox',
    outbox: {
      send: async (_path, letter, key) => {
        sent.push({ letter, key });
        return options.send ? options.send(letter, key) : { serialNo: 'A-001' };
      },
    },
    notices: { notice: options.notice ?? (async () => NOTICE_TEXT) },
    drafts,
    captcha,
    timers: time,
    newKey: () => `key-${++keys}`,
  });
  const fill = () => {
    for (const [field, value] of Object.entries(FILLED)) form.change(field as keyof typeof FILLED, value);
  };
  const stored = () => parseDraft(drafts.get(draftKey('mailbox')));
  return { form, time, drafts, sent, captcha, fill, stored };
}

describe('the mailbox form', () => {
  it('writes the draft 300 ms after the last keystroke, not on every key', () => {
    const { form, time, stored } = aForm();
    form.change('name', '林');
    time.advance(DRAFT_SAVE_DELAY_MS - 1);
    form.change('name', '林小明');
    time.advance(DRAFT_SAVE_DELAY_MS - 1);
    expect(stored()).toBeNull();
    time.advance(1);
    expect(stored()?.name).toBe('林小明');
  });

  it('writes the draft typed within the last 300 ms when the form goes away', () => {
    const { form, stored } = aForm();
    form.change('subject', '開放時間');
    form.dispose();
    expect(stored()?.subject).toBe('開放時間');
  });

  it('restores a stored draft and says so', () => {
    const { form } = aForm({ stored: JSON.stringify({ name: '王', content: '草稿' }) });
    expect(form.getState()).toMatchObject({
      restored: true,
      values: { name: '王', content: '草稿', email: '' },
    });
  });

  it('ignores a stored value that is not a draft', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft('x'.repeat(20_001))).toBeNull();
    expect(aForm({ stored: JSON.stringify({ name: '   ' }) }).form.getState().restored).toBe(false);
  });

  it('shows a field check once the field was left, and every check once a send was tried', async () => {
    const { form, sent } = aForm();
    form.change('email', 'not-an-address');
    expect(form.visibleProblems()).toEqual({});
    form.blur('email');
    expect(form.visibleProblems()).toEqual({ email: '電子郵件格式不正確，例如 name@example.com' });
    await expect(form.submit()).resolves.toEqual(['name', 'email', 'subject', 'content']);
    expect(form.wrongCount()).toBe(4);
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed letter with the captcha answer, clears the draft and shows the serial number', async () => {
    const { form, fill, sent, stored, captcha } = aForm();
    fill();
    form.change('name', '  林小明  ');
    await expect(form.submit()).resolves.toEqual([]);
    expect(sent[0]?.letter).toEqual({ ...FILLED, 'g-recaptcha-response': 'captcha-ok' });
    expect(form.getState()).toMatchObject({
      outcome: { kind: 'sent', serialNo: 'A-001' },
      values: { name: '' },
    });
    expect(stored()).toBeNull();
    form.startOver();
    expect(form.getState().outcome).toEqual({ kind: 'idle' });
    expect(captcha.reset).toHaveBeenCalledTimes(1);
  });

  it('leaves out an empty phone', async () => {
    const { form, fill, sent } = aForm();
    fill();
    form.change('phone', '  ');
    await form.submit();
    expect(sent[0]?.letter).not.toHaveProperty('phone');
  });

  it('keeps the text and resends with the same key after a lost answer, so the letter is stored once', async () => {
    let attempt = 0;
    const { form, fill, sent, stored, captcha } = aForm({
      send: async () => {
        attempt += 1;
        if (attempt === 1) throw new NetworkError('offline');
        return { serialNo: 'A-002' };
      },
    });
    fill();
    await form.submit();
    expect(form.getState().outcome).toEqual({ kind: 'network' });
    expect(stored()?.content).toBe(FILLED.content);
    expect(captcha.reset).toHaveBeenCalled();
    await form.submit();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(form.getState().outcome).toEqual({ kind: 'sent', serialNo: 'A-002' });
  });

  it('makes a new letter key when a field changes after a failed send', async () => {
    const { form, fill, sent } = aForm({ send: async () => Promise.reject(new NetworkError('timeout')) });
    fill();
    await form.submit();
    form.change('content', '改過的內容');
    await form.submit();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-2']);
  });

  it('shows the server’s word next to the fields it names, until that field changes', async () => {
    const { form, fill } = aForm({
      send: async () =>
        Promise.reject(
          new ApiError({
            status: 400,
            error_description: '輸入資料有誤。',
            code: 'E400',
            time: '',
            fields: { phone: '電話格式不正確', other: 'x' },
          }),
        ),
    });
    fill();
    await expect(form.submit()).resolves.toEqual(['phone']);
    expect(form.getState()).toMatchObject({
      serverErrors: { phone: '電話格式不正確' },
      outcome: { kind: 'idle' },
    });
    expect(form.wrongCount()).toBe(1);
    form.change('phone', '02-2345-6789');
    expect(form.getState().serverErrors).toEqual({});
  });

  it('reports a server fault with its message and a refused captcha as such', async () => {
    const fault = aForm({ send: async () => Promise.reject(new Error('資料庫連線失敗。')) });
    fault.fill();
    await fault.form.submit();
    expect(fault.form.getState().outcome).toEqual({ kind: 'failed', message: '資料庫連線失敗。' });

    const bad = aForm({
      send: async () =>
        Promise.reject(
          new ApiError({ status: 400, error_description: '驗證碼錯誤', code: 'E400', time: '' }),
        ),
    });
    bad.fill();
    await bad.form.submit();
    expect(bad.form.getState().outcome).toEqual({ kind: 'failed', message: '驗證碼錯誤' });

    const captchaDown = aForm();
    captchaDown.captcha.getResponse.mockRejectedValueOnce(new Error('no widget'));
    captchaDown.fill();
    await captchaDown.form.submit();
    expect(captchaDown.form.getState().outcome).toEqual({ kind: 'captcha-failed' });
    expect(captchaDown.sent).toHaveLength(0);
  });

  it('ignores a second submit while one is sending', async () => {
    let release!: () => void;
    const { form, fill, sent } = aForm({
      send: () => new Promise((resolve) => (release = () => resolve({ serialNo: 'A-3' }))),
    });
    fill();
    const first = form.submit();
    await Promise.resolve();
    await Promise.resolve();
    await expect(form.submit()).resolves.toEqual([]);
    release();
    await first;
    expect(sent).toHaveLength(1);
  });

  it('keeps working when the draft storage is full or blocked', async () => {
    const { form, fill, drafts, time } = aForm();
    jest.spyOn(drafts, 'set').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    jest.spyOn(drafts, 'remove').mockImplementation(() => {
      throw new Error('blocked');
    });
    fill();
    time.advance(DRAFT_SAVE_DELAY_MS);
    await form.submit();
    expect(form.getState().outcome).toMatchObject({ kind: 'sent' });
  });

  it('tells its subscribers of each change until it is disposed', () => {
    const { form } = aForm();
    const listener = jest.fn();
    const stop = form.subscribe(listener);
    form.change('name', '林');
    form.blur('name');
    form.blur('name');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    form.change('name', '林二');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads a blocked draft storage as no draft', () => {
    const time = new ManualTime();
    const drafts = new MemoryStore();
    jest.spyOn(drafts, 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const form = createMailboxForm({
      path: 'mailbox',
      outbox: { send: async () => ({ serialNo: '1' }) },
      notices: { notice: async () => NOTICE_TEXT },
      drafts,
      captcha: { getResponse: async () => '', reset: () => {} },
      timers: time,
      newKey: () => 'k',
    });
    expect(form.getState().restored).toBe(false);
  });

  it('loads the privacy notice, and sends nothing while it could not be shown', async () => {
    let fail = true;
    const { form, fill, sent } = aForm({
      notice: async () => {
        if (fail) throw new NetworkError('offline');
        return NOTICE_TEXT;
      },
    });
    expect(form.getState().notice).toEqual({ kind: 'loading' });
    fill();
    expect(await form.submit()).toEqual([]);
    expect(form.getState().notice).toEqual({ kind: 'failed' });
    expect(form.getState().outcome).toEqual({ kind: 'failed', message: NOTICE_MISSING_TEXT });
    expect(sent).toHaveLength(0);

    fail = false;
    await form.retryNotice();
    expect(form.getState().notice).toEqual({ kind: 'ready', text: NOTICE_TEXT });
    await form.submit();
    expect(sent).toHaveLength(1);
  });
});
