import { loginAgainFromSearch } from '../../../src/domain/login/login-again';
import { RETURN_URL_PARAM } from '../../../src/domain/navigation/return-url-policy';
import { LOGIN_RETURN_URL_PARAM } from '../../../src/shared/login-again';

describe('the login page opened again after a form sent before the scripts ran', () => {
  it('gives the account to fill in when the address says again=1', () => {
    expect(loginAgainFromSearch('?returnUrl=%2Fhome&account=webmaster&again=1')).toEqual({
      account: 'webmaster',
    });
    expect(loginAgainFromSearch('again=1')).toEqual({ account: '' });
  });

  it('is null on an ordinary visit, and cuts an account longer than the form takes', () => {
    expect(loginAgainFromSearch('?account=webmaster')).toBeNull();
    expect(loginAgainFromSearch('')).toBeNull();
    expect(loginAgainFromSearch(`?again=1&account=${'a'.repeat(80)}`)).toEqual({ account: 'a'.repeat(64) });
  });

  it('keeps the return address under the name the login page reads', () => {
    expect(LOGIN_RETURN_URL_PARAM).toBe(RETURN_URL_PARAM);
  });
});
