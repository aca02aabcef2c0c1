import { ApiMailbox } from '../../src/adapters/http/api-mailbox.adapter';
import { aLetter } from '../../src/adapters/http/memory-mailbox.adapter';
import { aClient } from '../application/support/client-harness';

function setup() {
  const harness = aClient({ token: 't1' });
  return { ...harness, mailbox: new ApiMailbox(harness.api) };
}

const LETTER = aLetter('20261126-0001');

describe('the mailbox inbox API adapter', () => {
  it('asks for a page with the filters as parameters, and reads a strange answer as none', async () => {
    const { mailbox, http } = setup();
    http.on(
      'GET',
      /^\/backend\/mailbox(\?|$)/,
      { status: 200, body: { rows: [LETTER], total: 31 } },
      { status: 200, body: [] },
    );
    expect(
      await mailbox.list({
        q: '路 燈',
        status: 'new',
        from: '2026-11-01',
        to: '2026-11-30',
        assignee: 'none',
        overdue: true,
        limit: 20,
        offset: 20,
      }),
    ).toEqual({ rows: [LETTER], total: 31 });
    expect(http.requests[0]?.url).toBe(
      '/backend/mailbox?q=%E8%B7%AF%20%E7%87%88&status=new&from=2026-11-01&to=2026-11-30&assignee=none&overdue=true&limit=20&offset=20',
    );
    expect(http.requests[0]?.headers.access_token).toBe('t1');
    expect(await mailbox.list({})).toEqual({ rows: [], total: 0 });
  });

  it('sends each action to its path with its body', async () => {
    const { mailbox, http } = setup();
    http
      .on('GET', '/backend/mailbox/20261126-0001', { status: 200, body: LETTER })
      .on('POST', /^\/backend\/mailbox\/20261126-0001\//, { status: 200, body: LETTER });
    expect(await mailbox.open('20261126-0001')).toEqual(LETTER);
    await mailbox.assign('20261126-0001', 'lin');
    await mailbox.assign('20261126-0001', null);
    await mailbox.note('20261126-0001', '備註');
    await mailbox.reply('20261126-0001', '您好');
    await mailbox.setStatus('20261126-0001', 'close');
    expect(http.requests.map((r) => `${r.method} ${r.url} ${r.body ?? ''}`)).toEqual([
      'GET /backend/mailbox/20261126-0001 ',
      'POST /backend/mailbox/20261126-0001/assign {"assignee":"lin"}',
      'POST /backend/mailbox/20261126-0001/assign {"assignee":null}',
      'POST /backend/mailbox/20261126-0001/notes {"body":"備註"}',
      'POST /backend/mailbox/20261126-0001/reply {"body":"您好"}',
      'POST /backend/mailbox/20261126-0001/status {"event":"close"}',
    ]);
  });

  it('lists the staff, taking anything but a list as none', async () => {
    const { mailbox, http } = setup();
    http.on(
      'GET',
      '/backend/mailbox/staff',
      { status: 200, body: [{ account: 'lin', displayName: '林' }] },
      { status: 200, body: {} },
    );
    expect(await mailbox.staff()).toEqual([{ account: 'lin', displayName: '林' }]);
    expect(await mailbox.staff()).toEqual([]);
  });

  it('downloads the CSV as text with the token and the filters, no page', async () => {
    const { mailbox, http } = setup();
    http.on('GET', /^\/backend\/mailbox\/export\.csv/, {
      status: 200,
      body: '\uFEFF流水號\r\n',
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
    expect(await mailbox.csv({ status: 'replied' })).toBe('\uFEFF流水號\r\n');
    expect(http.requests[0]).toMatchObject({
      url: '/backend/mailbox/export.csv?status=replied',
      headers: { Accept: 'text/csv', access_token: 't1' },
    });
  });

  it('throws a 403 to the screen without a dialog', async () => {
    const { mailbox, http, dialogs } = setup();
    http.on('GET', /^\/backend\/mailbox/, {
      status: 403,
      body: { status: 403, error_description: '您沒有讀取民意信箱的權限。', code: 'E403', time: 'x' },
    });
    await expect(mailbox.list({ limit: 1 })).rejects.toMatchObject({ status: 403 });
    expect(dialogs.shown).toHaveLength(0);
  });
});
