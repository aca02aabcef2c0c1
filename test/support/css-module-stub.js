// CSS modules in jest: each class name maps to itself, so `styles.frame` is "frame" and markup stays
// readable in snapshots and queries. Styling itself is checked in Chromium (test/e2e).
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
