import { lookupCase } from '../../../src/application/mailbox/case-lookup.use-case';
import { caseDateText, type CaseLookupSource } from '../../../src/domain/mailbox/case-lookup';
import { ApiError, NetworkError } from '../../../src/domain/errors/api-errors';
import { CASE_NOT_FOUND_TEXT, type CaseStatus } from '../../../src/shared/mailbox-case';

const REPLIED: CaseStatus = {
  serialNo: 'M20261122-0001',
  status: 'replied',
  statusText: '已回覆',
  receivedOn: '2026-11-22',
  replyBy: '2026-11-29',
  repliedOn: '2026-11-24',
};

const apiError = (status: number, fields?: Record<string, string>) =>
  new ApiError({
    status,
    code: `E${status}`,
    time: '',
    error_description: `錯誤 ${status}`,
    ...(fields ? { fields } : {}),
  } as never);

function source(answer: () => Promise<CaseStatus>): CaseLookupSource & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    lookup: (request) => {
      asked.push(request);
      return answer();
    },
  };
}

describe('案件查詢', () => {
  it('asks with both halves trimmed and words the status for the citizen', async () => {
    const s = source(async () => REPLIED);
    expect(await lookupCase(s, { serialNo: ' M20261122-0001 ', email: ' ming@example.tw ' })).toEqual({
      kind: 'found',
      status: REPLIED,
      statusText: '已回覆',
    });
    expect(s.asked).toEqual([{ serialNo: 'M20261122-0001', email: 'ming@example.tw' }]);
    expect(caseDateText('2026-11-24')).toBe('2026 年 11 月 24 日');
  });

  it('asks nothing while a half is missing', async () => {
    const s = source(async () => REPLIED);
    expect(await lookupCase(s, { serialNo: '', email: ' ' })).toEqual({
      kind: 'invalid',
      problems: { serialNo: '請填寫案件編號', email: '請填寫電子郵件' },
    });
    expect(s.asked).toEqual([]);
  });

  it('tells any mismatch in one sentence, and words the other failures', async () => {
    expect(
      await lookupCase(
        source(() => Promise.reject(apiError(404))),
        { serialNo: 'M1', email: 'a@b.tw' },
      ),
    ).toEqual({ kind: 'no-match', message: CASE_NOT_FOUND_TEXT });
    expect(
      (
        await lookupCase(
          source(() => Promise.reject(apiError(429))),
          { serialNo: 'M1', email: 'a@b.tw' },
        )
      ).kind,
    ).toBe('failed');
    expect(
      await lookupCase(
        source(() => Promise.reject(new NetworkError('offline'))),
        { serialNo: 'M1', email: 'a@b.tw' },
      ),
    ).toEqual({ kind: 'failed', message: '無法連線，請確認網路後再查詢一次。' });
    expect(
      await lookupCase(
        source(() => Promise.reject(apiError(400, { email: '請填寫電子郵件' }))),
        {
          serialNo: 'M1',
          email: 'x',
        },
      ),
    ).toEqual({ kind: 'invalid', problems: { email: '請填寫電子郵件' } });
  });
});
