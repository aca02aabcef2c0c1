import { MemoryDialogs } from '../../../src/adapters/dialogs/memory-dialogs.adapter';
import { aSite, MemorySites } from '../../../src/adapters/http/memory-sites.adapter';
import { sitesKitOver } from '../../../src/application/sites/manage-sites.use-case';
import {
  administratorsText,
  aliasesOf,
  lastPublishText,
  mediaSpaceText,
  siteStatusText,
} from '../../../src/domain/sites/site-policy';
import { NetworkError } from '../../../src/domain/errors/api-errors';

function setup() {
  const sites = new MemorySites().seed(aSite('museum', { name: '海洋博物館' }));
  const dialogs = new MemoryDialogs();
  return { sites, dialogs, kit: sitesKitOver({ sites, dialogs }) };
}

const form = { code: 'archive', name: '檔案館', host: 'archive.example.tw', aliases: '', copyFrom: '' };

describe('網站列表’s use cases', () => {
  it('lists the sites, and words a refusal apart from a failure', async () => {
    const { sites, kit } = setup();
    expect(await kit.load()).toEqual({ kind: 'listed', sites: expect.any(Array) });
    sites.platformAdmin = false;
    expect(await kit.load()).toEqual({ kind: 'refused', message: '只有平台管理者可以管理網站。' });
    sites.platformAdmin = true;
    const offline = new NetworkError('offline');
    sites.failNext = offline;
    expect(await kit.load()).toEqual({ kind: 'failed', message: offline.message });
  });

  it('checks a new site before sending it, and puts a taken host under its field', async () => {
    const { kit } = setup();
    const bad = await kit.create({ ...form, code: 'Archive', name: ' ', host: '' });
    expect(bad.kind).toBe('invalid');
    expect(Object.keys(bad.kind === 'invalid' ? bad.problems : {})).toEqual(['code', 'name', 'host']);
    const taken = await kit.create({ ...form, host: 'museum.example.tw' });
    expect(taken).toEqual({
      kind: 'failed',
      message: '網址 museum.example.tw 已屬於網站「海洋博物館」（museum）。',
      problems: { host: '網址 museum.example.tw 已屬於網站「海洋博物館」（museum）。' },
    });
    const made = await kit.create({ ...form, aliases: 'www.archive.example.tw, old.archive.example.tw' });
    expect(made.kind === 'created' && made.site.aliases).toEqual([
      'www.archive.example.tw',
      'old.archive.example.tw',
    ]);
    const copy = await kit.create({ ...form, code: 'copy', host: 'copy.example.tw', copyFrom: 'gone' });
    expect(copy.kind === 'failed' && copy.problems).toEqual({ copyFrom: '請選擇一個現有的網站。' });
  });

  it('gives a site a new administrator with a one-time password, or lets a person join', async () => {
    const { sites, kit } = setup();
    const [, museum] = (await sites.list()) as [unknown, ReturnType<typeof aSite>];
    const nameless = await kit.giveAdministrator(museum, { account: 'curator', displayName: '', email: '' });
    expect(nameless.kind === 'failed' && nameless.problems).toEqual({ displayName: '請填寫顯示名稱' });
    const badMail = await kit.giveAdministrator(museum, {
      account: 'curator',
      displayName: '組長',
      email: 'x@',
    });
    expect(badMail.kind).toBe('invalid');
    const made = await kit.giveAdministrator(museum, {
      account: 'Curator',
      displayName: '典藏組長',
      email: '',
    });
    expect(made).toEqual({
      kind: 'given',
      site: expect.objectContaining({ administrators: [{ account: 'curator', displayName: '典藏組長' }] }),
      person: { account: 'curator', displayName: '典藏組長' },
      message: '已在 海洋博物館（museum） 建立網站管理者 典藏組長（curator）。',
      initialPassword: 'Tmp-4821-kite',
    });
    sites.people.set('lin', '林編輯');
    const joined = await kit.giveAdministrator(museum, { account: 'lin', displayName: '', email: '' });
    expect(joined.kind === 'given' && joined.message).toBe(
      '林編輯（lin） 已加入 海洋博物館（museum），成為網站管理者；密碼與兩步驟驗證沿用原本的設定。',
    );
    expect(joined.kind === 'given' && 'initialPassword' in joined).toBe(false);
  });

  it('asks before switching a site off, and not before switching it on', async () => {
    const { sites, dialogs, kit } = setup();
    const museum = (await sites.list())[1]!;
    dialogs.confirmAnswer = false;
    expect(await kit.act(museum, 'disable')).toEqual({ kind: 'declined' });
    expect((await sites.list())[1]!.status).toBe('active');
    dialogs.confirmAnswer = true;
    const off = await kit.act(museum, 'disable');
    expect(off.kind === 'done' && off.message).toBe('已停用 海洋博物館（museum）。');
    expect(dialogs.shown.at(-1)?.title).toBe('停用網站');
    const asked = dialogs.shown.length;
    const on = await kit.act((await sites.list())[1]!, 'enable');
    expect(on.kind === 'done' && on.site.status).toBe('active');
    expect(dialogs.shown.length).toBe(asked);
  });

  it('words a site’s figures in plain zh-TW', () => {
    const site = aSite('museum', { mediaBytes: 0, lastPublishedAt: null });
    expect([mediaSpaceText(site), lastPublishText(site), administratorsText(site)]).toEqual([
      '沒有上傳檔案',
      '尚未發布',
      '尚無網站管理者',
    ]);
    expect(mediaSpaceText({ mediaBytes: 5 * 1024 * 1024 })).toBe('5.0 MB');
    expect(aliasesOf(' a.tw,b.tw\nc.tw、 ')).toEqual(['a.tw', 'b.tw', 'c.tw']);
    expect(siteStatusText(site)).toBe('啟用');
    expect(siteStatusText({ status: 'active', purgeAt: '2026-12-30T04:00:00.000Z' })).toMatch(
      /^已移除（2026\/12\/30 永久刪除；/,
    );
  });
});
