import { DEFAULT_SECURITY_OPTIONS, type ServerOptions } from '../../../../src/server/server-options';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * A demo server whose administrator may call the API right after logging in: these tests are
 * about administration, not the second login step (REQUIRE_2FA has its own tests).
 */
export function startAccountsServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  return startTestServer({
    security: { ...DEFAULT_SECURITY_OPTIONS, requireTwoFactor: 'off' },
    ...overrides,
  });
}

export const ADMIN_ONLY = '只有網站管理者可以執行這項操作。';
