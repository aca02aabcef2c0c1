// Replaces the placeholder src/ui/theme/system-base.css with the CSS of the site's Chakra system,
// computed once by rspack.config.ts (src/ui/theme/system-css.ts), so the stylesheet is always the
// system as built and never a stale copy.
module.exports = function systemCssLoader() {
  return this.getOptions().css;
};
