import { canUnpublish, findingFix, gateFindings } from '../../../src/domain/editing/publish-findings';
import type { AccessibilityFinding } from '../../../src/shared/accessibility-rules';

const finding = (
  code: string,
  field: string,
  severity: 'blocking' | 'warning' = 'blocking',
  fix?: AccessibilityFinding['fix'],
): AccessibilityFinding => ({ code, field, severity, message: code, ...(fix ? { fix } : {}) });

describe('the publish gate’s findings', () => {
  it('lists the rules’ findings, then the server’s they do not already name, then axe’s', () => {
    const rule = finding('HM1110100C', 'images[0].alt');
    const sameOnServer = finding('HM1110100C', 'images[0].alt');
    const serverOnly = finding('HM1240401C', 'content');
    const preview = finding('axe:list', 'preview', 'warning');

    const { all, blocking, warnings } = gateFindings([rule], [sameOnServer, serverOnly], [preview]);

    expect(all).toEqual([rule, serverOnly, preview]);
    expect(blocking).toEqual([rule, serverOnly]);
    expect(warnings).toEqual([preview]);
  });

  it('keeps a server finding of the same rule in another field', () => {
    const rule = finding('HM1110100C', 'images[0].alt');
    const other = finding('HM1110100C', 'images[1].alt');
    expect(gateFindings([rule], [other], []).all).toEqual([rule, other]);
  });
});

describe('who may be taken off the site', () => {
  const doc = (type: string, publishedRevision: number | null, publishAt: string | null = null) =>
    ({ type, publishedRevision, schedule: { publishAt, unpublishAt: null } }) as Parameters<
      typeof canUnpublish
    >[0];

  it('offers 取消發布 for a published item or page, or one scheduled to be published', () => {
    expect(canUnpublish(doc('item', 4))).toBe(true);
    expect(canUnpublish(doc('page', 2))).toBe(true);
    expect(canUnpublish(doc('item', null, '2026-12-01T01:00:00.000Z'))).toBe(true);
  });

  it('offers nothing to take off for a draft never published, nor for the site’s chrome', () => {
    expect(canUnpublish(doc('item', null))).toBe(false);
    expect(canUnpublish(doc('chrome', 3))).toBe(false);
  });
});

describe('a finding’s own fix', () => {
  it('turns fixed font sizes into em in the field the finding names', () => {
    const data = { sections: [{ body: '<p style="font-size: 24px">燈塔</p>' }] };
    const change = findingFix(
      data,
      finding('CS2140401C', 'sections[0].body', 'blocking', { kind: 'px-to-rem' }),
    );
    expect(change?.field).toBe('sections');
    expect(JSON.stringify(change?.value)).toMatch(/font-size:\s*1\.5em/);
  });

  it('marks the image entry decorative with an empty alt, whether the finding names its alt or title', () => {
    const data = { images: [{ name: '燈塔', alt: '圖片' }, { name: '海' }] };
    const fix = { kind: 'mark-decorative' } as const;
    expect(findingFix(data, finding('HM1110100C', 'images[1].alt', 'blocking', fix))).toEqual({
      field: 'images',
      value: [
        { name: '燈塔', alt: '圖片' },
        { name: '海', decorative: true, alt: '' },
      ],
    });
    expect(findingFix(data, finding('HM1110100C', 'images[0].title', 'blocking', fix))?.value).toEqual([
      { name: '燈塔', alt: '', decorative: true },
      { name: '海' },
    ]);
  });

  it('changes nothing when the path no longer holds what the fix works on, or there is no fix', () => {
    const data = { content: 3, images: [] };
    expect(findingFix(data, finding('CS2140401C', 'content', 'blocking', { kind: 'px-to-rem' }))).toBeNull();
    expect(
      findingFix(data, finding('HM1110100C', 'images[4].alt', 'blocking', { kind: 'mark-decorative' })),
    ).toBeNull();
    expect(findingFix(data, finding('HM1240401C', 'content'))).toBeNull();
  });
});
