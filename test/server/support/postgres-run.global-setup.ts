import { setUpPostgresRun } from './shared-postgres';

// Global setup of the jest projects whose files may need PostgreSQL (jest.config.js).
export default function globalSetup(): void {
  setUpPostgresRun();
}
