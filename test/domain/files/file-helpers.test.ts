import {
  clearRepresent,
  isExcludedFile,
  keptFiles,
  representativeOf,
} from '../../../src/domain/files/file-helpers';
import type { FileEntry } from '../../../src/shared/api-types';

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
