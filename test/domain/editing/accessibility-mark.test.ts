import {
  MARK_IMAGE_TEXT,
  markImage,
  markProblems,
  markWith,
  markWithImage,
  type MarkDraft,
} from '../../../src/domain/editing/accessibility-mark';
import { checkDocumentData, MARK_DATE_TEXT } from '../../../src/shared/authoring.schema';

const MARK = {
  image: '/media/uploads/mark-1/original.png',
  url: 'https://accessibility.moda.gov.tw/',
  alt: '通過AA等級無障礙網頁檢測',
  fileId: 'mark-1',
};

describe('the footer’s 無障礙標章 in the editor', () => {
  it('shows the stored image as the image field’s one file, with its text alternative', () => {
    expect(markImage(MARK)).toEqual({
      fileId: 'mark-1',
      name: 'original.png',
      ext: '',
      original: MARK.image,
      description: null,
      represent: false,
      alt: '通過AA等級無障礙網頁檢測',
    });
    expect(markImage({ url: MARK.url })).toBeUndefined();
    expect(markImage(undefined)).toBeUndefined();
    // The original platform's marks name no upload.
    expect(markImage({ image: '/img/aa.png', alt: 7 } as unknown as MarkDraft)).toMatchObject({
      fileId: '',
      alt: '',
    });
  });

  it('takes a new upload’s address and text alternative, keeping the link, the day and the rest', () => {
    const upload = {
      fileId: 'mark-2',
      name: 'aa',
      ext: 'png',
      original: '/media/uploads/mark-2/original.png',
      description: null,
      represent: false,
      alt: '通過AA等級無障礙網頁檢測',
    };
    expect(markWithImage({ ...MARK, date: '2026-05-01', level: 'AA' }, upload)).toEqual({
      url: MARK.url,
      date: '2026-05-01',
      level: 'AA',
      image: upload.original,
      alt: '通過AA等級無障礙網頁檢測',
      fileId: 'mark-2',
    });
    expect(markWithImage(undefined, { ...upload, fileId: '', decorative: true })).toEqual({
      image: upload.original,
      alt: '',
    });
  });

  it('leaves no mark at all once its image, link and day are all taken away', () => {
    const withoutImage = markWithImage({ ...MARK, date: '2026-05-01' }, undefined);
    expect(withoutImage).toEqual({ url: MARK.url, date: '2026-05-01' });
    const withoutLink = markWith(withoutImage, 'url', '');
    expect(withoutLink).toEqual({ date: '2026-05-01' });
    expect(markWith(withoutLink, 'date', '')).toBeUndefined();
    expect(markWith(undefined, 'date', '2026-05-01')).toEqual({ date: '2026-05-01' });
  });

  it('asks for an image, and a real day, before the footer is saved', () => {
    expect(markProblems(undefined)).toEqual({});
    expect(markProblems({ ...MARK, date: '2026-05-01' })).toEqual({});
    expect(markProblems({ date: '2026-02-30' })).toEqual({ image: MARK_IMAGE_TEXT, date: MARK_DATE_TEXT });
  });
});

describe('the 無障礙標章 the server takes', () => {
  const footer = (mark: unknown) => ({ copyright: '©', links: [], accessibilityMark: mark });

  it('takes a mark with a real day, or none, and names the field when the day is no day', () => {
    expect(checkDocumentData('chrome', footer({ ...MARK, date: '2026-05-01' }), 'footer')).toMatchObject({
      ok: true,
    });
    expect(checkDocumentData('chrome', footer(MARK), 'footer')).toMatchObject({ ok: true });
    expect(checkDocumentData('chrome', footer(null), 'footer')).toMatchObject({ ok: true });
    expect(checkDocumentData('chrome', footer({ ...MARK, date: '2026-02-30' }), 'footer')).toEqual({
      ok: false,
      fields: { 'data.accessibilityMark.date': MARK_DATE_TEXT },
    });
  });
});
