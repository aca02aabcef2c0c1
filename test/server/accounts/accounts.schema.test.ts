import * as v from 'valibot';
import {
  accountUpdateSchema,
  myEmailSchema,
  pathRightsSchema,
  rightsFromLetters,
  rightsLetters,
} from '../../../src/shared/accounts.schema';

/** The shared rules that both the server and the screens apply. */
describe('the accounts schema: p and email', () => {
  it('reads four letters of rights, and three with p following w', () => {
    expect(rightsFromLetters('rwdp')).toEqual({ r: true, w: true, d: true, p: true });
    expect(rightsFromLetters('rw--')).toEqual({ r: true, w: true, d: false, p: false });
    expect(rightsFromLetters('r--p')).toEqual({ r: true, w: false, d: false, p: true });
    expect(rightsFromLetters('rw-')).toEqual({ r: true, w: true, d: false, p: true });
    expect(rightsFromLetters('r--')).toEqual({ r: true, w: false, d: false, p: false });
    for (const wrong of ['rwdpx', 'pwdr', 'rw', 'rwdd', ''])
      expect([wrong, rightsFromLetters(wrong)]).toEqual([wrong, null]);
  });

  it('writes rights back as four letters', () => {
    expect(rightsLetters({ r: true, w: true, d: false, p: true })).toBe('rw-p');
    expect(rightsLetters({ r: false, w: false, d: false, p: false })).toBe('----');
  });

  it('keeps p as sent, and gives p = w to an object without it', () => {
    expect(v.parse(pathRightsSchema, { path: 'news', r: true, w: true, d: false, p: false })).toEqual({
      path: 'news',
      r: true,
      w: true,
      d: false,
      p: false,
    });
    expect(v.parse(pathRightsSchema, { path: 'news', r: true, w: true, d: false }).p).toBe(true);
    expect(v.parse(pathRightsSchema, { path: 'news', r: true, w: false, d: false }).p).toBe(false);
  });

  it('takes an address trimmed, a blank one as none, and refuses anything else with a zh-TW reason', () => {
    expect(v.parse(myEmailSchema, { email: ' a.b+c@museum.example.gov.tw ' })).toEqual({
      email: 'a.b+c@museum.example.gov.tw',
    });
    expect(v.parse(myEmailSchema, { email: '' })).toEqual({ email: null });
    expect(v.parse(myEmailSchema, { email: null })).toEqual({ email: null });
    const issue = (body: unknown) => v.safeParse(myEmailSchema, body).issues?.[0]?.message;
    expect(issue({ email: 'a@b' })).toMatch(/^電子郵件地址格式不正確/);
    expect(issue({ email: 'a@-b.example' })).toMatch(/^電子郵件地址格式不正確/);
    expect(issue({ email: '<a@b.example>' })).toMatch(/^電子郵件地址格式不正確/);
    expect(issue({ email: 42 })).toBe('電子郵件必須是文字');
    expect(issue({})).toBeDefined();
  });

  it('counts an address alone as a change of an account', () => {
    expect(v.parse(accountUpdateSchema, { email: null })).toEqual({ email: null });
    expect(v.safeParse(accountUpdateSchema, {}).issues?.[0]?.message).toBe('請至少修改一個欄位');
  });
});
