import type { AccessibilityFinding } from '../../shared/accessibility-rules';
import type { DocumentData, EditableDocument } from './authoring.port';
import { changeAt, getAt, parsePath } from './field-path';
import { relativeUnitsInHtml } from './relative-units';

/** The publish gate's findings, split as the editor reads them: what must be fixed, what should. */
export interface GateFindings<F extends AccessibilityFinding> {
  all: F[];
  blocking: F[];
  warnings: F[];
}

/**
 * One list from the three judges of a draft: the shared rules (live, on every keystroke), the
 * server's refusal and axe on the preview. The server runs the same rules, so a finding both name
 * is listed once, in the rules' live copy, which disappears as soon as it is fixed.
 */
export function gateFindings<F extends AccessibilityFinding>(
  rules: readonly AccessibilityFinding[],
  server: readonly AccessibilityFinding[],
  preview: readonly F[],
): GateFindings<AccessibilityFinding | F> {
  const all: Array<AccessibilityFinding | F> = [
    ...rules,
    ...server.filter((f) => !rules.some((r) => r.code === f.code && r.field === f.field)),
    ...preview,
  ];
  return {
    all,
    blocking: all.filter((finding) => finding.severity === 'blocking'),
    warnings: all.filter((finding) => finding.severity === 'warning'),
  };
}

/**
 * 取消發布 is offered for items and pages that are on the site or scheduled to be; chrome parts and
 * never-published drafts have nothing to take off.
 */
export function canUnpublish(
  doc: Pick<EditableDocument, 'type' | 'publishedRevision' | 'schedule'>,
): boolean {
  return (
    (doc.type === 'item' || doc.type === 'page') &&
    (doc.publishedRevision !== null || doc.schedule.publishAt !== null)
  );
}

/**
 * The change a finding's own fix button makes: one top-level field and its new value, or null when
 * the finding has no fix or its path no longer holds what the fix works on.
 */
export function findingFix(
  data: DocumentData,
  finding: Pick<AccessibilityFinding, 'field' | 'fix'>,
): { field: string; value: unknown } | null {
  if (finding.fix?.kind === 'px-to-rem') {
    const html = getAt(data, parsePath(finding.field));
    if (typeof html !== 'string') return null;
    // em, not rem: the public sanitizer keeps em and % only (decision 27); both follow the
    // visitor's text size, which is what the rule asks for.
    return changeAt(data, finding.field, relativeUnitsInHtml(html, 'em'));
  }
  if (finding.fix?.kind === 'mark-decorative') {
    const entryPath = finding.field.replace(/\.(alt|title)$/, '');
    const entry = getAt(data, parsePath(entryPath));
    if (typeof entry !== 'object' || entry === null) return null;
    return changeAt(data, entryPath, { ...entry, decorative: true, alt: '' });
  }
  return null;
}
