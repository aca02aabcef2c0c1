import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
} from '../../../src/domain/errors/api-errors';

const body = { status: 400, error_description: '輸入資料有誤。', code: 'E400', time: '2026-01-02 03:04:05' };

describe('typed errors', () => {
  it('carries the platform fields on an ApiError, its message being the description', () => {
    const error = new ApiError({ ...body, fields: { name: '請輸入姓名。' } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      description: '輸入資料有誤。',
      code: 'E400',
      time: body.time,
      message: '輸入資料有誤。',
    });
    expect(error.fields).toEqual({ name: '請輸入姓名。' });
    expect(new ApiError(body).fields).toBeUndefined();
  });

  it('makes a SessionExpiredError out of an ApiError, still an ApiError', () => {
    const expired = SessionExpiredError.from(new ApiError({ ...body, status: 612 }));
    expect(expired).toBeInstanceOf(ApiError);
    expect(expired).toMatchObject({
      name: 'SessionExpiredError',
      status: 612,
      description: body.error_description,
    });
  });

  it('says in zh-TW what went wrong with the network, with a key per reason', () => {
    expect(new NetworkError('offline').message).toMatch(/網路/);
    expect(new NetworkError('timeout').message).toMatch(/逾時/);
    expect(new NetworkError('aborted').messageKey).toBe('core.error.networkAborted');
    expect(new NetworkError('offline').name).toBe('NetworkError');
  });

  it('asks for a resubmission when a write met an expired token', () => {
    const error = new RetryRequiredError('POST', '/api/cms/mailbox');
    expect(error).toMatchObject({
      name: 'RetryRequiredError',
      method: 'POST',
      path: '/api/cms/mailbox',
      message: '登入狀態已更新，請再送出一次。',
    });
    expect(error.messageKey).toBe('core.error.retryRequired');
  });
});
