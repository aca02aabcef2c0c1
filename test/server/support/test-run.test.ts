import fs from 'node:fs';
import { runDirectory, setUpTestRun, tearDownTestRun } from './test-run';

describe('the run the server and e2e projects share', () => {
  const outer = process.env.THEMESITE_TEST_RUN;
  afterEach(() => {
    if (outer === undefined) delete process.env.THEMESITE_TEST_RUN;
    else process.env.THEMESITE_TEST_RUN = outer;
  });

  it('ends at the one teardown jest runs after both projects’ setups', () => {
    // A whole run calls two setup modules (the server projects' and the e2e project's) and one
    // teardown module, which every one of those projects names.
    setUpTestRun();
    const dir = runDirectory();
    setUpTestRun();
    expect(runDirectory()).toBe(dir);
    expect(fs.existsSync(dir!)).toBe(true);
    tearDownTestRun();
    expect(fs.existsSync(dir!)).toBe(false);
    expect(runDirectory()).toBeUndefined();
  });
});
