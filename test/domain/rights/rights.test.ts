import { canDelete, canRead, canWrite, NO_RIGHTS } from '../../../src/domain/rights/rights';

describe('rights', () => {
  it('grants each permission its flag gives', () => {
    const rights = { r: true, w: true, d: false };
    expect(canRead(rights)).toBe(true);
    expect(canWrite(rights)).toBe(true);
    expect(canDelete(rights)).toBe(false);
  });

  it('treats a missing flag, a missing object and non-boolean values as no', () => {
    expect(canRead({})).toBe(false);
    expect(canWrite(undefined)).toBe(false);
    expect(canDelete(null)).toBe(false);
    expect(canRead({ r: 'true' } as unknown as { r: boolean })).toBe(false);
  });

  it('offers an object that grants nothing', () => {
    expect([canRead(NO_RIGHTS), canWrite(NO_RIGHTS), canDelete(NO_RIGHTS)]).toEqual([false, false, false]);
  });
});
