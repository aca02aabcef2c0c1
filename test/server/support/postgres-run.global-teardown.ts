import { tearDownPostgresRun } from './shared-postgres';

// Global teardown of the jest projects whose files may need PostgreSQL (jest.config.js).
export default function globalTeardown(): void {
  tearDownPostgresRun();
}
