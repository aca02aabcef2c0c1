import { isReachableImageAddress } from '../../../domain/editing/pasted-images';
import { relativeUnitsInHtml } from '../../../domain/editing/relative-units';
import { fromEditorHtml, toEditorHtml } from './editor-html';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';

/**
 * Pasted HTML before ProseMirror parses it: fixed font sizes from word processors become `em`
 * (the site's sanitizer keeps only sizes relative to the surrounding text, em or %, within
 * 0.75–2.5, so a rem size would be shown here and then dropped on save); images whose address
 * cannot load here go; and the rest is read like stored content, so a table copied inside the
 * editor keeps its caption and header row.
 */
export function pastedHtml(html: string): string {
  const body = new window.DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  for (const image of Array.from(body.querySelectorAll('img'))) {
    if (!isReachableImageAddress(image.getAttribute('src') ?? '')) image.remove();
  }
  const stored = fromEditorHtml(relativeUnitsInHtml(body.innerHTML, 'em'));
  return toEditorHtml(stored, RICH_TEXT_EXTENSIONS, { protect: false });
}
