import { MemoryHttp } from '../../src/adapters/http/memory-http.adapter';
import { MemoryDialogs } from '../../src/adapters/dialogs/memory-dialogs.adapter';
import { ManualTime } from '../../src/adapters/time/manual-time.adapter';
import { BrowserClock, BrowserTimers } from '../../src/adapters/time/browser-time.adapter';
import { NetworkFailure } from '../../src/domain/http/http.port';

describe('MemoryHttp', () => {
  it('answers scripted routes and remembers every request', async () => {
    const http = new MemoryHttp().on('GET', '/api/site/header', { status: 200, body: { title: '站' } });
    const response = await http.send({ method: 'GET', url: '/api/site/header', headers: { a: '1' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ title: '站' });
    expect(http.requestsTo('GET', '/api/site/header')).toHaveLength(1);
    expect(http.requests[0]!.headers).toEqual({ a: '1' });
  });

  it('gives answers in turn and then repeats the last one', async () => {
    const http = new MemoryHttp().on(
      'GET',
      /^\/api\/cms\//,
      { status: 611, body: {} },
      { status: 200, body: [] },
    );
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await http.send({ method: 'GET', url: '/api/cms/news', headers: {} })).status);
    expect(statuses).toEqual([611, 200, 200]);
  });

  it('answers 404 for anything not scripted and can fail like a dropped connection', async () => {
    const http = new MemoryHttp().on('POST', '/backend/oauth/token', { fail: 'offline' });
    expect((await http.send({ method: 'GET', url: 'http://h/nope', headers: {} })).status).toBe(404);
    await expect(
      http.send({ method: 'POST', url: '/backend/oauth/token', headers: {}, body: '' }),
    ).rejects.toBeInstanceOf(NetworkFailure);
  });

  it('matches a path without ? whatever the query, and a path with ? only with that query', async () => {
    const http = new MemoryHttp()
      .on('GET', '/api/cms/news', { status: 200, body: 'any page' })
      .on('GET', '/api/cms/news?page=2', { status: 200, body: 'page 2' });
    const get = async (url: string) => (await http.send({ method: 'GET', url, headers: {} })).body;
    expect(await get('http://h/api/cms/news?page=1')).toBe('any page');
    expect(await get('/api/cms/news?page=2')).toBe('page 2');
    expect(await get('/api/cms/news')).toBe('any page');
    expect(http.requestsTo('GET', '/api/cms/news')).toHaveLength(3);
    expect(http.requestsTo('GET', '/api/cms/news?page=2')).toHaveLength(1);
  });

  it("answers an unscripted path with the platform's zh-TW 404 body", async () => {
    const response = await new MemoryHttp().send({ method: 'GET', url: '/api/cms/gone', headers: {} });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ status: 404, error_description: '找不到指定的資料。' });
  });

  it('throws what it is told to, as a transport with a bug would', async () => {
    const bug = new TypeError('adapter bug');
    const http = new MemoryHttp().on('GET', '/bug', { throws: bug });
    await expect(http.send({ method: 'GET', url: '/bug', headers: {} })).rejects.toBe(bug);
  });

  it('lets an answer depend on the request', async () => {
    const http = new MemoryHttp().on('POST', '/echo', (r) => ({ status: 200, body: r.body ?? '' }));
    expect((await http.send({ method: 'POST', url: '/echo', headers: {}, body: 'x=1' })).body).toBe('x=1');
  });
});

describe('MemoryDialogs', () => {
  it('remembers what it showed and answers confirms as told', async () => {
    const dialogs = new MemoryDialogs();
    await dialogs.error('壞了', 'Error');
    dialogs.confirmAnswer = false;
    expect(await dialogs.confirm('確定？')).toBe(false);
    dialogs.snack('已儲存');
    expect(dialogs.shown.map((d) => d.kind)).toEqual(['error', 'confirm', 'snack']);
    expect(dialogs.shown[0]).toEqual({ kind: 'error', message: '壞了', title: 'Error' });
  });
});

describe('ManualTime', () => {
  it('runs ten minutes of timers in order without waiting', () => {
    const time = new ManualTime(0);
    const fired: string[] = [];
    time.schedule(() => fired.push('10 min'), 600_000);
    time.schedule(() => fired.push('1 s'), 1_000);
    const cancelled = time.schedule(() => fired.push('never'), 5_000);
    time.cancel(cancelled);
    time.advance(600_000);
    expect(fired).toEqual(['1 s', '10 min']);
    expect(time.now()).toBe(600_000);
    expect(time.pendingCount).toBe(0);
  });

  it('fires timers scheduled by a timer when they fall due in the same advance', () => {
    const time = new ManualTime(0);
    const fired: number[] = [];
    time.schedule(() => {
      fired.push(time.now());
      time.schedule(() => fired.push(time.now()), 10);
    }, 10);
    time.advance(25);
    expect(fired).toEqual([10, 20]);
  });
});

describe('BrowserClock and BrowserTimers', () => {
  it('read the real clock and run real timers', async () => {
    const before = Date.now();
    expect(new BrowserClock().now()).toBeGreaterThanOrEqual(before);
    const timers = new BrowserTimers();
    const fired = await new Promise<boolean>((resolve) => timers.schedule(() => resolve(true), 1));
    expect(fired).toBe(true);
    const never = jest.fn();
    timers.cancel(timers.schedule(never, 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(never).not.toHaveBeenCalled();
  });
});
