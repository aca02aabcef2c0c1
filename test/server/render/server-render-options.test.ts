import { readOptionsFromEnv } from '../../../src/server/server-options';

describe('SERVER_RENDER', () => {
  it('is off when unset, empty or off', () => {
    for (const value of [undefined, '', 'off', '0', 'false']) {
      expect(readOptionsFromEnv({ SERVER_RENDER: value }).server.serverRender).toBeUndefined();
    }
  });

  it('is on for on, 1 or true, in any case', () => {
    for (const value of ['on', 'ON', '1', 'true']) {
      expect(readOptionsFromEnv({ SERVER_RENDER: value }).server.serverRender).toBe(true);
    }
  });

  it('refuses any other value, naming the variable', () => {
    expect(() => readOptionsFromEnv({ SERVER_RENDER: 'yes please' })).toThrow(
      /SERVER_RENDER must be on or off/,
    );
  });
});
