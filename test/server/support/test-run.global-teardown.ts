import { tearDownTestRun } from './test-run';

// Global teardown of the jest projects whose files share a test run (test-run.ts, jest.config.js).
export default function globalTeardown(): void {
  tearDownTestRun();
}
