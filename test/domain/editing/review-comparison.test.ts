import {
  changedFields,
  comparisonBaseName,
  comparisonBaseOf,
  isRenderedDocument,
  reviewBlocksOf,
} from '../../../src/domain/editing/review-comparison';
import type { ReviewView } from '../../../src/shared/review.types';

const view = (extra: Partial<ReviewView>): ReviewView => ({
  state: 'submitted',
  revision: 9,
  submittedBy: 'writer',
  submittedByName: '撰稿者',
  submittedAt: '2026-11-23T02:00:00.000Z',
  note: null,
  reviewedBy: null,
  reviewedByName: null,
  reviewedAt: null,
  ...extra,
});

describe('what a reviewer compares a draft with', () => {
  it('reads a resubmission against the revision returned, else the published copy', () => {
    expect(comparisonBaseOf({ review: view({ returnedRevision: 7 }), published: { title: 'a' } })).toEqual({
      kind: 'returned',
      revision: 7,
    });
    expect(comparisonBaseOf({ review: view({ returnedRevision: null }), published: { title: 'a' } })).toEqual(
      {
        kind: 'published',
      },
    );
    expect(comparisonBaseOf({ review: view({}), published: null })).toEqual({ kind: 'none' });
    expect(comparisonBaseName({ kind: 'returned', revision: 7 })).toBe('退回的版本（第 7 版）');
    expect(comparisonBaseName({ kind: 'published' })).toBe('已發布的版本');
  });

  it('names the changed fields in zh-TW, without an id row', () => {
    const from = { id: 'n1', title: '開幕', content: '<p>a</p>', images: [], views: 3 };
    const to = { id: 'n2', title: '開幕', content: '<p>b</p>', images: [{ original: '/media/a.jpg' }] };
    expect(changedFields(from, to)).toEqual([
      { name: 'content', label: '內容', kind: 'changed' },
      { name: 'images', label: '圖片', kind: 'changed' },
    ]);
    expect(changedFields(null, { title: 'x' })).toEqual([{ name: 'title', label: '標題', kind: 'added' }]);
  });

  it('draws an item as its page shows it: pictures, title, lead, fields, rich text, files', () => {
    const blocks = reviewBlocksOf({
      id: 'n1',
      content: '<table><tr><td>1</td></tr></table>',
      title: '開幕',
      files: [{ original: '/media/a.pdf' }],
      publishDate: '2026-11-23',
      description: '摘要',
      images: [{ original: '/media/a.jpg', alt: '燈塔' }],
      tags: [],
    });
    expect(blocks.map((block) => [block.field, block.kind])).toEqual([
      ['images', 'images'],
      ['title', 'title'],
      ['description', 'lead'],
      ['publishDate', 'text'],
      ['content', 'html'],
      ['files', 'files'],
    ]);
    expect(isRenderedDocument('item:news:n1')).toBe(true);
    expect(isRenderedDocument('chrome:header')).toBe(false);
  });
});
