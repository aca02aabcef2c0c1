/**
 * Marks the top-level anatomy definitions of Chakra's `dist/esm/anatomy.js` as pure, so that tree
 * shaking can drop the ones the site never uses.
 *
 * Why: that module builds ~40 anatomies at load time (`createAnatomy("tag").parts(...)`,
 * `colorPickerAnatomy$1.extendWith(...)`). Calls are side effects to the bundler unless annotated, so
 * any recipe importing ONE anatomy (alert, dialog, field, table …) kept all of them, and with them the
 * zag machines of colour pickers, date pickers, menus, selects, sliders and the dialog: about 6 KB gzip
 * of the home page's JS for components it never renders. Each of these calls only builds a small
 * object from strings, so the annotation is true. Only this one file is transformed (rspack.config.ts).
 */
module.exports = function pureAnatomyLoader(source) {
  return source.replace(/^(const [\w$]+ = )(?=createAnatomy\(|[\w$]+\.extendWith\()/gm, '$1/* @__PURE__ */ ');
};
