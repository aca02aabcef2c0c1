import { setUpTestRun } from './test-run';

// Global setup of the jest projects whose files share a test run (test-run.ts, jest.config.js).
export default function globalSetup(): void {
  setUpTestRun();
}
