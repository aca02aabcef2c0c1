import { MemoryStore } from '../../../src/adapters/storage/memory-store.adapter';
import { isMyAccountPath, MY_ACCOUNT_PATH, setupPathFor } from '../../../src/domain/account/account-paths';
import { nextOwedStep, owedStepsFrom } from '../../../src/domain/account/owed-steps';
import { Session } from '../../../src/domain/session/session';

describe('the owed-step policy', () => {
  it('owes a new password before the second step, whatever order the answer names them in', () => {
    const owed = owedStepsFrom({ two_factor_setup_required: true, password_change_required: true });
    expect(owed).toEqual(['password', 'two-factor']);
    expect(nextOwedStep(owed)).toBe('password');
    expect(nextOwedStep(['two-factor'])).toBe('two-factor');
    expect(nextOwedStep([])).toBeNull();
  });

  it('owes nothing for an answer without the extensions', () => {
    expect(owedStepsFrom(undefined)).toEqual([]);
    expect(owedStepsFrom({})).toEqual([]);
  });
});

describe('the session keeps what is owed', () => {
  it('keeps it across a reload and settles one step at a time', () => {
    const storage = new MemoryStore();
    new Session(storage).start('t', undefined, ['password', 'two-factor']);
    const reloaded = new Session(storage);
    expect(reloaded.owed).toEqual(['password', 'two-factor']);
    reloaded.settle('password');
    expect(new Session(storage).owed).toEqual(['two-factor']);
    reloaded.settle('two-factor');
    expect(storage.values.has('setupOwed')).toBe(false);
  });

  it('drops names it does not know from what is stored', () => {
    const storage = new MemoryStore({
      access_token: 't',
      isLoggedIn: 'true',
      setupOwed: 'two-factor,shoe-size',
    });
    expect(new Session(storage).owed).toEqual(['two-factor']);
    storage.set('setupOwed', 'shoe-size');
    expect(new Session(storage).owed).toEqual([]);
  });

  it('tells listeners when another tab settles a step', () => {
    const storage = new MemoryStore({ access_token: 't', isLoggedIn: 'true', setupOwed: 'password' });
    const session = new Session(storage);
    const seen: unknown[] = [];
    session.subscribe((state) => seen.push(state.owed));
    storage.changeElsewhere('setupOwed', null);
    expect(seen).toEqual([[]]);
  });

  it('forgets it on logout, and owes nothing while logged out', () => {
    const storage = new MemoryStore();
    const session = new Session(storage);
    session.start('t', undefined, ['password']);
    session.end();
    expect(session.owed).toEqual([]);
    expect(new Session(new MemoryStore({ setupOwed: 'password' })).owed).toEqual([]);
  });
});

describe('the way to the owed steps', () => {
  it('goes to 我的帳號 remembering a safe page to continue to', () => {
    expect(setupPathFor('/home/zh-tw/news?offset=10')).toBe(
      `${MY_ACCOUNT_PATH}?returnUrl=${encodeURIComponent('/home/zh-tw/news?offset=10')}`,
    );
  });

  it('remembers neither another host nor 我的帳號 itself', () => {
    expect(setupPathFor('//evil.example')).toBe(MY_ACCOUNT_PATH);
    expect(setupPathFor('/home/zh-tw/editor/account/')).toBe(MY_ACCOUNT_PATH);
    expect(isMyAccountPath('/home/zh-tw/editor/account?returnUrl=x')).toBe(true);
    expect(isMyAccountPath('/home/zh-tw/editor')).toBe(false);
  });
});
