// The e2e files' jest environment: Node's, plus one flag the worlds' `afterEach` reads to describe
// the pages of a test that failed (what they showed, where they were), before the pages are closed.
// A browser test that times out says only which locator it waited for; the page's state is what
// tells a slow machine from a page that went somewhere else. CommonJS: jest loads environments
// without transforming them.
const { TestEnvironment } = require('jest-environment-node');

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__e2eTestFailed = false;
    else if (event.name === 'test_fn_failure' || event.name === 'hook_failure')
      this.global.__e2eTestFailed = true;
  }
}

module.exports = E2eEnvironment;
