// `@ark-ui/react` for jest, each export loaded when first read (lazy-barrel.js says why).
module.exports = require('./lazy-barrel').lazyBarrel('@ark-ui/react', 'dist/index.cjs');
