import type { AxeResults } from 'axe-core';
import type { AccessibilityFinding } from '../../../shared/accessibility-rules';

/** An axe finding: a shared-rules finding that points into the preview rather than at a field. */
export interface PreviewFinding extends AccessibilityFinding {
  /** The first element axe named, to show it in the preview. */
  target: Element | null;
}

/** Runs axe on a part of the page; the default loads axe-core in a chunk of its own. */
export type AxeRunner = (root: Element) => Promise<PreviewFinding[]>;

/** The rules that judge content; the page's frame and the editor's own controls are not in scope. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * axe rules the shared rules already judge from the data; their findings name the form field,
 * which is where the editor can fix them, so axe's copy would only repeat them.
 */
const COVERED = new Set(['image-alt', 'link-name', 'frame-title', 'heading-order', 'color-contrast']);

let running: Promise<unknown> = Promise.resolve();

/**
 * axe-core on the preview of the draft (the real page drawn from it), scoped to its content: the
 * `main` region when the layout has one. Loaded on the first check only: about 150 KB gzip that
 * no visitor and no editor who never publishes should download.
 */
export const runAxe: AxeRunner = async (root) => {
  const [{ default: axe }, { default: locale }] = await Promise.all([
    import(/* webpackChunkName: "axe" */ 'axe-core'),
    // The editor's messages are zh-TW; axe ships a zh-TW translation of its own. It is read
    // directly: `axe.configure({ locale })` compiles message templates with `new Function`, which
    // the site's CSP (no 'unsafe-eval') refuses.
    import(/* webpackChunkName: "axe" */ 'axe-core/locales/zh_TW.json'),
  ]);
  const helpOf = (id: string, fallback: string): string =>
    (locale as { rules?: Record<string, { help?: string } | undefined> }).rules?.[id]?.help ?? fallback;
  const scope = root.querySelector('main, [role="main"]') ?? root;
  // axe refuses a second run while one is going; checks wait for each other instead.
  const result = (running = running.then(
    () => axe.run(scope, { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] }),
    () => axe.run(scope, { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] }),
  )) as Promise<AxeResults>;
  const { violations } = await result;
  return violations
    .filter((violation) => !COVERED.has(violation.id))
    .map((violation) => {
      const selector = violation.nodes[0]?.target[0];
      return {
        code: `axe:${violation.id}`,
        severity: violation.impact === 'critical' || violation.impact === 'serious' ? 'blocking' : 'warning',
        field: 'preview',
        message: `預覽頁面：${helpOf(violation.id, violation.help)}（${violation.nodes.length} 處）`,
        target: typeof selector === 'string' ? scope.ownerDocument.querySelector(selector) : null,
      } satisfies PreviewFinding;
    });
};
