import type { FileEntry } from '../../../src/shared/api-types';
import { representativeImage, visibleFiles } from '../../../src/ui/parts/representative-image';

const file = (name: string, extra: Partial<FileEntry> = {}): FileEntry => ({
  fileId: name,
  name,
  ext: 'jpg',
  original: `/media/${name}.jpg`,
  description: name,
  represent: false,
  ...extra,
});

describe('representativeImage', () => {
  it('picks the image the editor flagged as representative', () => {
    expect(representativeImage([file('a'), file('b', { represent: true })])?.name).toBe('b');
  });

  it('falls back to the first image when none is flagged', () => {
    expect(representativeImage([file('a'), file('b')])?.name).toBe('a');
  });

  it('never picks a hidden image, even a flagged one', () => {
    expect(representativeImage([file('a', { hidden: true, represent: true }), file('b')])?.name).toBe('b');
  });

  it('treats anything that is not a list of files as no image', () => {
    expect(representativeImage(undefined)).toBeUndefined();
    expect(representativeImage([{ name: 'no url' }])).toBeUndefined();
    expect(visibleFiles('x')).toEqual([]);
  });
});
