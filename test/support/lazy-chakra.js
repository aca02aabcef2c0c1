// `@chakra-ui/react` for jest, each export loaded when first read (lazy-barrel.js says why).
module.exports = require('./lazy-barrel').lazyBarrel('@chakra-ui/react', 'dist/cjs/index.cjs');
