import { relativeUnitsInHtml } from '../../../domain/editing/relative-units';

/**
 * Pasted HTML before ProseMirror parses it: fixed font sizes from word processors become `em`.
 * `em` rather than `rem` because the site's sanitizer keeps only sizes relative to the surrounding
 * text (em or %, within 0.75–2.5), so a rem size would be shown here and then dropped on save.
 */
export function pastedHtml(html: string): string {
  return relativeUnitsInHtml(html, 'em');
}
