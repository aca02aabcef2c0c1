import { PasswordRefused } from '../../../src/server/accounts/password.service';
import { EXIT, exitCodeOf, REFUSAL_EXIT } from '../../../src/server/cli/exit-codes';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  type RefusalKind,
} from '../../../src/server/platform/refusals';

describe('the accounts command’s exit codes', () => {
  it('gives each refusal the documented code: 2 input, 3 not found, 4 conflict, 5 a refused password', () => {
    expect(exitCodeOf(invalid('輸入資料有誤'))).toBe(2);
    expect(exitCodeOf(notFound('找不到這個帳號。'))).toBe(3);
    expect(exitCodeOf(conflict('帳號「clerk」已經存在。'))).toBe(4);
    // A password the rules refuse is invalid input to the API, and has a code of its own here.
    const refused = new PasswordRefused('密碼至少需要 12 個字元。');
    expect(refused.kind).toBe('invalid');
    expect(exitCodeOf(refused)).toBe(5);
  });

  it('calls a refusal the command cannot meet unexpected (1)', () => {
    expect(exitCodeOf(forbidden('只有網站管理者可以執行這項操作。'))).toBe(EXIT.unexpected);
    const kinds = Object.keys(REFUSAL_EXIT) as RefusalKind[];
    const meant = new Set<RefusalKind>(['invalid', 'not-found', 'conflict', 'stale']);
    for (const kind of kinds.filter((kind) => !meant.has(kind)))
      expect([kind, REFUSAL_EXIT[kind]]).toEqual([kind, 1]);
  });
});
