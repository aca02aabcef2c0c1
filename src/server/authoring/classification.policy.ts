import { classificationFindings, CLASSIFICATION_TEXT } from '../../shared/classification/classification';
import type { DocumentRef } from '../../shared/document-id';
import { unprocessable } from '../platform/refusals';
import type { Stores } from '../ports/stores.port';

/**
 * 發布前需填分類檢索 (the site's `requireClassification`): an item or a single page goes public only
 * with a 主題, 施政 or 服務分類 of its own or of its module (the module's published settings hold
 * the defaults). Read inside the publish's unit of work, so a setting switched on a moment ago
 * counts. Other documents (chrome, structures, a module's settings) are not classified.
 */
export async function checkClassified(
  stores: Pick<Stores, 'siteSettings' | 'content'>,
  ref: DocumentRef,
  data: unknown,
): Promise<void> {
  if (ref.type !== 'item' && ref.type !== 'page') return;
  if (!(await stores.siteSettings.read()).requireClassification) return;
  const module = await stores.content.module(ref.path);
  const findings = classificationFindings(data, module?.info, true);
  if (findings.length > 0) throw unprocessable(CLASSIFICATION_TEXT.refused, undefined, { findings });
}
