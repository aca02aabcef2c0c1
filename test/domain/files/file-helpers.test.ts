import {
  clearRepresent,
  isExcludedFile,
  keptFiles,
  representativeOf,
} from '../../../src/domain/files/file-helpers';
import type { FileEntry } from '../../../src/shared/api-types';
import { textAlternativeOf } from '../../../src/shared/file-helpers';

let next = 0;
/** Builders by intent. */
const aFile = {
  shown: (extra: Partial<FileEntry> = {}): FileEntry => {
    next += 1;
    return {
      fileId: `f${next}`,
      name: `圖${next}`,
      ext: 'jpg',
      original: `/files/f${next}.jpg`,
      description: '',
      represent: false,
      ...extra,
    };
  },
  representative: (): FileEntry => aFile.shown({ represent: true }),
  hidden: (extra: Partial<FileEntry> = {}): FileEntry => aFile.shown({ hidden: true, ...extra }),
  withoutUrl: (extra: Partial<FileEntry> = {}): FileEntry => aFile.shown({ original: '', ...extra }),
};

describe('file helpers', () => {
  it('clears the represent flag on every entry without touching the input', () => {
    const files = [aFile.representative(), aFile.shown()];
    const cleared = clearRepresent(files);
    expect(cleared.map((f) => f.represent)).toEqual([false, false]);
    expect(files[0]!.represent).toBe(true);
    expect(cleared[0]).not.toBe(files[0]);
  });

  it('excludes by default entries without a URL and entries flagged hidden', () => {
    const shown = aFile.shown();
    expect(keptFiles([aFile.withoutUrl(), aFile.hidden(), shown, aFile.shown({ original: '   ' })])).toEqual([
      shown,
    ]);
    expect(isExcludedFile(aFile.shown({ original: undefined as unknown as string }))).toBe(true);
  });

  it('accepts another exclusion test', () => {
    const pdf = aFile.shown({ ext: 'pdf' });
    expect(keptFiles([aFile.shown(), pdf], (file) => file.ext !== 'pdf')).toEqual([pdf]);
  });

  it('counts a missing list and non-object entries as no files', () => {
    expect(keptFiles(undefined)).toEqual([]);
    expect(keptFiles(null)).toEqual([]);
    expect(keptFiles([null, 'x'] as unknown as FileEntry[])).toEqual([]);
  });

  it('picks the kept entry flagged represent', () => {
    const chosen = aFile.representative();
    expect(representativeOf([aFile.shown(), chosen])).toBe(chosen);
  });

  it('falls back to the first kept entry, never a hidden representative', () => {
    const first = aFile.shown();
    expect(representativeOf([aFile.hidden({ represent: true }), first, aFile.shown()])).toBe(first);
    expect(representativeOf([])).toBeUndefined();
  });
});

describe('an image’s text alternative', () => {
  it('is the editor’s alt text where one is written, else the platform’s description', () => {
    expect(textAlternativeOf(aFile.shown({ alt: ' 清晨的港口 ', description: '港口' }))).toBe('清晨的港口');
    expect(textAlternativeOf(aFile.shown({ alt: '  ', description: ' 港口 ' }))).toBe('港口');
    expect(textAlternativeOf(aFile.shown({ description: '港口' }))).toBe('港口');
  });

  it('is empty for an image marked decorative, whatever its description says', () => {
    expect(textAlternativeOf(aFile.shown({ decorative: true, description: '港口' }))).toBe('');
  });

  it('is empty when the CMS sends no text at all (null, not the word "null")', () => {
    expect(textAlternativeOf({ description: null })).toBe('');
  });
});
