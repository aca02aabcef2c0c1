/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createI18n, translationUrl, viewOfI18n } from '../../../src/ui/i18n/i18n';
import { mergeI18nFragments } from '../../../scripts/support/merge-i18n-fragments';
import { CORE_MESSAGES } from '../../../src/domain/messages/core-messages';

const texts = mergeI18nFragments(path.resolve(__dirname, '../../../src/ui/i18n/zh-tw'));

describe('i18n', () => {
  it('looks for the translation file below the app root, not below the current page', () => {
    expect(translationUrl('https://site.example.tw/', 'zh-tw')).toBe(
      'https://site.example.tw/assets/i18n/zh-tw.json',
    );
  });

  it('loads zh-tw once over HTTP from assets/i18n/zh-tw.json and keeps the lower-case code', async () => {
    const asked: string[] = [];
    const server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      if (req.url === '/assets/i18n/zh-tw.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(texts));
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const i18n = await createI18n({ appRoot: root });
      expect(i18n.language).toBe('zh-tw');
      expect(i18n.t('login.submit')).toBe('登入');
      expect(i18n.t('app.account.signedIn', { name: '編輯者' })).toBe('編輯者 已登入');
      expect(asked).toEqual(['/assets/i18n/zh-tw.json']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('uses texts given directly without any request', async () => {
    const i18n = await createI18n({ resources: { 'zh-tw': { translation: texts } } });
    expect(i18n.t('app.notFound')).toBe('404 Not Found');
    expect(i18n.languages).toEqual(['zh-tw']);
  });

  it('holds every text of the core under its key, word for word', async () => {
    const i18n = await createI18n({ resources: { 'zh-tw': { translation: texts } } });
    for (const message of Object.values(CORE_MESSAGES)) expect(i18n.t(message.key)).toBe(message.text);
  });

  it('gives the views the instance through a view with nothing of its own to copy, reading it live', async () => {
    const instance = await createI18n({ resources: { 'zh-tw': { translation: texts } } });
    const view = viewOfI18n(instance);
    // useTranslation copies each own property of what it is given, for every component.
    expect(Reflect.ownKeys(view)).toEqual([]);
    expect(view.t('admin.loading')).toBe(instance.t('admin.loading'));
    expect(view.t('admin.loading')).not.toBe('admin.loading');
    expect(view.language).toBe('zh-tw');
    instance.addResource('zh-tw', 'translation', 'admin.loading', '請稍候');
    expect(view.t('admin.loading')).toBe('請稍候');
  });
});
