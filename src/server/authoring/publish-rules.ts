import { blockingFindings } from '../../shared/accessibility-rules';
import { checkDocumentData } from '../../shared/authoring.schema';
import type { DocumentRef } from '../../shared/document-id';
import { DOCUMENT_BODY_LIMIT_BYTES } from '../http/body-limit';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_TEXT } from '../http/json-body.parser';
import { invalid, unprocessable } from '../platform/refusals';

/**
 * What a document's data must pass to go public, read from the data alone: the rules the
 * authoring service checks on publish, 送審 and 核准 (and the scheduler before a due publish), and
 * the seed service on every document of a seed before it plants one. One set, so a seed can never
 * store what an editor could not publish. The rules that need the stored site (a 網址代稱 another
 * item holds) are `slugRefusal` and `slugRefusalIn` (item-slug.policy.ts).
 */

/**
 * The blocking accessibility findings. A draft saved before bodies had a depth limit can still nest
 * too deep for the recursive rules: that stack overflow is the data's fault, a 400, not a 500.
 */
export function findingsOf(data: unknown): ReturnType<typeof blockingFindings> {
  try {
    return blockingFindings(data);
  } catch (error) {
    if (error instanceof RangeError) throw invalid(TOO_DEEP_TEXT);
    throw error;
  }
}

/**
 * The accessibility check on publish: the editor's gate runs the same shared rules, but
 * a client that skipped it, or an old one, must not publish what they block.
 */
export function checkAccessible(data: unknown): void {
  const findings = findingsOf(data);
  if (findings.length > 0) throw unprocessable('發布前的無障礙檢查未通過', undefined, { findings });
}

/**
 * The data rules of a save, checked again on publish: a draft saved before a rule existed (a
 * `javascript:` link in the footer before links were checked) must not reach the public site either.
 */
export function dataProblemsOf(ref: DocumentRef, data: unknown): Record<string, string> | null {
  const check = checkDocumentData(ref.type, data, ref.type === 'chrome' ? ref.name : undefined);
  return check.ok ? null : check.fields;
}

export function checkPublishable(ref: DocumentRef, data: unknown): void {
  const fields = dataProblemsOf(ref, data);
  if (fields)
    throw unprocessable(
      `草稿有不符合規則的內容，請在編輯器修正並暫存後再發布：${Object.values(fields).join('；')}`,
      fields,
    );
}

/** One rule a document breaks: where in its data (`title`, `images[2].alt`; '' for the whole) and why. */
export interface RuleBreak {
  field: string;
  message: string;
}

const DOCUMENT_TOO_LARGE_TEXT = `文件過大，暫存一份文件最多 ${DOCUMENT_BODY_LIMIT_BYTES / 1024 / 1024} MB。`;

/**
 * Every rule of the publish gate `data` breaks as the document `ref`, for a caller that names them
 * all at once rather than refusing at the first: the size and nesting a save may carry (what the
 * editor could never have saved, it could never publish), then the accessibility findings and the
 * data rules, in the order a publish checks them.
 */
export function publishBreaks(ref: DocumentRef, data: unknown): RuleBreak[] {
  // As a save carries it: `{"data": …}`, whose braces count as one level.
  const body = JSON.stringify({ data }) ?? '';
  if (Buffer.byteLength(body, 'utf8') > DOCUMENT_BODY_LIMIT_BYTES)
    return [{ field: '', message: DOCUMENT_TOO_LARGE_TEXT }];
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) return [{ field: '', message: TOO_DEEP_TEXT }];
  const breaks: RuleBreak[] = findingsOf(data).map((finding) => ({
    field: finding.field,
    message: finding.message,
  }));
  for (const [field, message] of Object.entries(dataProblemsOf(ref, data) ?? {}))
    breaks.push({ field: field.replace(/^data\.?/, ''), message });
  return breaks;
}
