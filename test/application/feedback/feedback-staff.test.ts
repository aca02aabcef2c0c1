import {
  countLine,
  exportFeedbackCsv,
  loadFeedbackComments,
  loadFeedbackPages,
  pageName,
  periodProblem,
  rateText,
} from '../../../src/application/feedback/feedback-staff';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import { helpfulRate } from '../../../src/shared/page-feedback';

const NONE = { from: '', to: '' };

function apiAnswering(outcome: () => Promise<unknown>) {
  const calls: Array<{ path: string; options: unknown }> = [];
  return {
    calls,
    api: {
      get: <T>(path: string, options?: unknown): Promise<T> => {
        calls.push({ path, options });
        return outcome() as Promise<T>;
      },
    },
  };
}

const forbidden = new ApiError({
  status: 403,
  error_description: '您沒有檢視這個頁面的權限。',
  code: 'E403',
  time: '',
});

describe('頁面回饋 for staff', () => {
  it('writes the share of 是 as a whole percentage, and a dash with no answers', () => {
    expect(helpfulRate(3, 1)).toBe(75);
    expect(helpfulRate(1, 2)).toBe(33);
    expect(helpfulRate(0, 0)).toBeNull();
    expect(rateText({ yes: 2, no: 1 })).toBe('67%');
    expect(rateText({ yes: 0, no: 0 })).toBe('—');
  });

  it('names a page by its title, and a removed one in a sentence', () => {
    expect(pageName({ title: '燈塔修復完成', moduleTitle: '最新消息' })).toBe('燈塔修復完成');
    expect(pageName({ title: '', moduleTitle: '最新消息' })).toBe('（已移除的項目，最新消息）');
    expect(pageName({ title: '', moduleTitle: '' })).toBe('（已移除的項目，單元已移除）');
  });

  it('counts pages and pages of them in a sentence', () => {
    expect(countLine(0, 0)).toBe('這段期間沒有頁面回饋。');
    expect(countLine(25, 1)).toBe('共 25 個頁面有回饋，第 2 / 2 頁');
  });

  it('checks the period before asking: real-looking days, the end not before the start', () => {
    expect(periodProblem(NONE)).toBeNull();
    expect(periodProblem({ from: '2026-11-01', to: '2026-11-30' })).toBeNull();
    expect(periodProblem({ from: '11/01', to: '' })).toBe('開始日期格式應為 YYYY-MM-DD。');
    expect(periodProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('結束日期不可早於開始日期。');
  });

  it('asks for a page of the list with the period, inline, and words a failure', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve({ rows: [], total: 0 }));
    expect(await loadFeedbackPages(api, { from: '2026-11-01', to: '' }, 2)).toEqual({
      kind: 'loaded',
      value: { rows: [], total: 0 },
    });
    expect(calls).toEqual([
      {
        path: '/backend/feedback',
        options: { params: { from: '2026-11-01', limit: '20', offset: '40' }, errors: 'inline' },
      },
    ]);
    expect(await loadFeedbackPages(api, { from: 'x', to: '' }, 0)).toMatchObject({ kind: 'failed' });
    expect(calls).toHaveLength(1);
    expect(await loadFeedbackPages(apiAnswering(() => Promise.reject(forbidden)).api, NONE, 0)).toEqual({
      kind: 'failed',
      message: '您沒有檢視這個頁面的權限。',
    });
    expect(
      await loadFeedbackPages(apiAnswering(() => Promise.reject(new NetworkError('offline'))).api, NONE, 0),
    ).toEqual({ kind: 'failed', message: '無法載入頁面回饋，請稍後再試。' });
  });

  it('asks for one page’s comments, a single page without an item id', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve({ title: '關於本館', rows: [], total: 0 }));
    await loadFeedbackComments(api, { path: 'about', itemId: '' }, NONE);
    await loadFeedbackComments(api, { path: 'news', itemId: 'n2' }, { from: '', to: '2026-11-30' });
    expect(calls.map((call) => call.options)).toEqual([
      { params: { path: 'about', limit: '100' }, errors: 'inline' },
      { params: { to: '2026-11-30', path: 'news', itemId: 'n2', limit: '100' }, errors: 'inline' },
    ]);
    expect(
      await loadFeedbackComments(
        apiAnswering(() => Promise.reject(forbidden)).api,
        { path: 'x', itemId: '' },
        NONE,
      ),
    ).toEqual({
      kind: 'failed',
      message: '您沒有檢視這個頁面的權限。',
    });
  });

  it('exports the CSV of the period as a file named after it, or says why not', async () => {
    const { api, calls } = apiAnswering(() => Promise.resolve('頁面,意見\r\n'));
    expect(await exportFeedbackCsv(api, { from: '2026-11-01', to: '2026-11-30' })).toEqual({
      kind: 'exported',
      fileName: '頁面回饋-2026-11-01_2026-11-30.csv',
      text: '頁面,意見\r\n',
    });
    expect(calls[0]).toEqual({
      path: '/backend/feedback/export.csv',
      options: { params: { from: '2026-11-01', to: '2026-11-30' }, errors: 'inline', text: true },
    });
    expect(await exportFeedbackCsv(api, NONE)).toMatchObject({ fileName: '頁面回饋.csv' });
    expect(await exportFeedbackCsv(api, { from: '2026-11-30', to: '2026-11-01' })).toEqual({
      kind: 'invalid',
      message: '結束日期不可早於開始日期。',
    });
    expect(await exportFeedbackCsv(apiAnswering(() => Promise.reject(forbidden)).api, NONE)).toEqual({
      kind: 'failed',
      message: '您沒有檢視這個頁面的權限。',
    });
    expect(await exportFeedbackCsv(apiAnswering(() => Promise.reject(new Error('x'))).api, NONE)).toEqual({
      kind: 'failed',
      message: '匯出失敗，請稍後再試。',
    });
  });
});
