import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import {
  decideOnError,
  decideOnRefreshFailure,
  serverFaultMessage,
} from '../../../src/domain/errors/error-policy';

const anApiError = (status: number, description = `說明 ${status}`): ApiError =>
  new ApiError({ status, error_description: description, code: `E${status}`, time: '2026-01-02 03:04:05' });
const first = { method: 'GET' as const, retried: false };

describe('error policy', () => {
  it('writes the 500 message exactly as the spec does', () => {
    expect(
      serverFaultMessage({ description: '資料庫連線失敗。', code: 'DB-42', time: '2026-01-02 03:04:05' }),
    ).toBe('資料庫連線失敗。 (Error code: DB-42, Error time: 2026-01-02 03:04:05)');
  });

  it('refreshes and retries a GET answered 611', () => {
    expect(decideOnError(anApiError(611), first)).toEqual({ kind: 'refresh-and-retry' });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'refreshes and then asks for a resubmission when a %s is answered 611',
    (method) => {
      expect(decideOnError(anApiError(611), { method, retried: false })).toEqual({
        kind: 'refresh-then-ask-retry',
      });
    },
  );

  it('counts a second 611 for the same request as 612', () => {
    expect(decideOnError(anApiError(611, '仍然逾時'), { method: 'GET', retried: true })).toEqual({
      kind: 'session-expired',
      title: 'Error',
      message: '仍然逾時',
    });
  });

  it('ends the session on 612 with the server message titled Error', () => {
    expect(decideOnError(anApiError(612, '登入已失效'), first)).toEqual({
      kind: 'session-expired',
      title: 'Error',
      message: '登入已失效',
    });
    expect(decideOnError(anApiError(612, ''), first)).toMatchObject({ message: '登入已逾時，請重新登入。' });
  });

  it('shows a 500 with its code and time, then rethrows', () => {
    expect(decideOnError(anApiError(500, '壞了'), first)).toEqual({
      kind: 'show-and-rethrow',
      title: 'Error',
      message: '壞了 (Error code: E500, Error time: 2026-01-02 03:04:05)',
    });
  });

  it('shows any other status with its message titled Error, then rethrows', () => {
    expect(decideOnError(anApiError(404, '找不到'), first)).toEqual({
      kind: 'show-and-rethrow',
      title: 'Error',
      message: '找不到',
    });
    expect(decideOnError(anApiError(418, ''), first)).toMatchObject({
      message: '系統發生錯誤，請稍後再試。',
    });
  });

  it('shows a network failure in zh-TW and stays silent about an aborted request', () => {
    expect(decideOnError(new NetworkError('offline'), first)).toEqual({
      kind: 'show-and-rethrow',
      title: 'Error',
      message: new NetworkError('offline').message,
    });
    expect(decideOnError(new NetworkError('aborted'), first)).toEqual({ kind: 'rethrow' });
  });

  it('shows a generic message for an error that is not from the API', () => {
    expect(decideOnError(new TypeError('bug'), first)).toMatchObject({
      kind: 'show-and-rethrow',
      message: '系統發生錯誤，請稍後再試。',
    });
  });

  describe('when the refresh itself fails', () => {
    it('ends the session for a refused refresh', () => {
      expect(decideOnRefreshFailure(anApiError(612, '請重新登入'))).toEqual({
        kind: 'session-expired',
        title: 'Error',
        message: '請重新登入',
      });
      expect(decideOnRefreshFailure(anApiError(401))).toMatchObject({ kind: 'session-expired' });
      expect(decideOnRefreshFailure(new Error('?'))).toEqual({
        kind: 'session-expired',
        title: 'Error',
        message: '登入已逾時，請重新登入。',
      });
    });

    it('keeps the user in place for a server fault or a network failure', () => {
      expect(decideOnRefreshFailure(anApiError(500))).toMatchObject({ kind: 'show-and-rethrow' });
      expect(decideOnRefreshFailure(new NetworkError('timeout'))).toMatchObject({ kind: 'show-and-rethrow' });
    });
  });
});
