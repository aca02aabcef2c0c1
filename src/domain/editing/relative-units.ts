/**
 * The relative-unit helpers live in src/shared since the server's accessibility check on publish
 * finds fixed font sizes with them too; the core keeps its import path.
 */
export {
  fixedFontSizesIn,
  relativeFontSizes,
  relativeUnitsInHtml,
  type RelativeUnit,
} from '../../shared/relative-units';
