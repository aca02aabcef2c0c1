import { readOptionsFromEnv } from '../../../src/server/server-options';

describe('SERVER_RENDER', () => {
  it('is off for off, 0 or false', () => {
    for (const value of ['off', '0', 'false']) {
      expect(readOptionsFromEnv({ SERVER_RENDER: value }).server.serverRender).toBeUndefined();
    }
  });

  it('is on when unset or empty, and for on, 1 or true, in any case', () => {
    for (const value of [undefined, '', 'on', 'ON', '1', 'true']) {
      expect(readOptionsFromEnv({ SERVER_RENDER: value }).server.serverRender).toBe(true);
    }
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => readOptionsFromEnv({ SERVER_RENDER: 'yes please' })).toThrow(
      /SERVER_RENDER must be on or off/,
    );
  });
});
