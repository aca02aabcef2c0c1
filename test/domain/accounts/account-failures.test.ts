import { accountFailureText, isRefusal, NOT_ADMIN } from '../../../src/domain/accounts/account-failures';
import { ApiError, NetworkError, RetryRequiredError } from '../../../src/domain/errors/api-errors';

const anError = (status: number, description = '') =>
  new ApiError({ status, error_description: description, code: `E${status}`, time: '2026-01-01 00:00:00' });

describe('what a failure of the administrators’ screens says', () => {
  it('keeps the server’s zh-TW words', () => {
    expect(accountFailureText(anError(409, '不能刪除最後一位網站管理者。'), 'x')).toBe(
      '不能刪除最後一位網站管理者。',
    );
  });

  it('says what a bare 403, 404 or 409 means', () => {
    expect(accountFailureText(anError(403), 'x')).toBe(NOT_ADMIN);
    expect(accountFailureText(anError(404), 'x')).toMatch(/^找不到這個帳號/);
    expect(accountFailureText(anError(409), 'x')).toMatch(/衝突/);
    expect(accountFailureText(anError(500), '稍後再試')).toBe('稍後再試');
  });

  it('passes on the api client’s own messages and falls back for anything else', () => {
    expect(accountFailureText(new NetworkError('offline'), 'x')).toMatch(/網路/);
    expect(accountFailureText(new RetryRequiredError('POST', '/p'), 'x')).toBe(
      '登入狀態已更新，請再送出一次。',
    );
    expect(accountFailureText(new Error('boom'), '稍後再試')).toBe('稍後再試');
  });

  it('knows a 403 is a refusal and nothing else is', () => {
    expect(isRefusal(anError(403))).toBe(true);
    expect(isRefusal(anError(409))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});
