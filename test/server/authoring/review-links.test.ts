import { editorPageOf, reviewPageOf } from '../../../src/server/authoring/review-mail';
import { parseDocumentId } from '../../../src/shared/document-id';
import { describeTarget, type EditTarget } from '../../../src/ui/editor/parts/edit-target';
import { staffPaths } from '../../../src/ui/paths/staff-paths';

// The server cannot import the client, so it rebuilds the editor's URL of a document; this holds
// the two together, for every kind of document.
const targets: EditTarget[] = [
  { type: 'item', lang: 'zh-tw', path: 'news', id: 'news-001' },
  { type: 'page', lang: 'zh-tw', path: 'about' },
  { type: 'settings', lang: 'zh-tw', path: 'news' },
  { type: 'structure', lang: 'zh-tw', landing: 'home' },
  { type: 'structure', lang: 'zh-tw', landing: 'explore' },
  { type: 'chrome', lang: 'zh-tw', name: 'footer' },
];

describe('the editor links in review mail', () => {
  it.each(targets)('open $type documents on the page the editor edits them on, in edit mode', (target) => {
    const facts = describeTarget(target);
    const ref = parseDocumentId(facts.docId);
    if (!ref) throw new Error(`${facts.docId} does not parse`);
    expect(editorPageOf(ref)).toBe(`${facts.pageHref}?edit=1`);
  });

  it('open the reviewers on the draft, its id encoded', () => {
    expect(reviewPageOf('item:news:news-001')).toBe('/home/zh-tw/editor/reviews?doc=item%3Anews%3Anews-001');
  });

  it('open 待審核 where the staff screens link it, whatever the shared segments say', () => {
    for (const docId of ['item:news:news-001', 'chrome:footer', 'structure:home'])
      expect(reviewPageOf(docId)).toBe(staffPaths.reviews('zh-tw', docId));
  });
});
