import { MemoryUploads } from '../../src/adapters/http/memory-uploads.adapter';
import { ApiError } from '../../src/domain/errors/api-errors';

const aFile = { name: 'Harbour.PNG', size: 2048, type: 'image/png' };

describe('MemoryUploads', () => {
  it('reports progress in even steps up to 1 and answers an entry for the file', async () => {
    const progress: number[] = [];
    const entry = await new MemoryUploads(4).upload(aFile, {
      path: 'news',
      description: '說明',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    expect(entry).toMatchObject({
      name: 'Harbour',
      ext: 'png',
      size: 2048,
      description: '說明',
      represent: false,
    });
    expect(entry.original).toBe(`/media/uploads/${entry.fileId}/original.png`);
  });

  it('remembers what was sent, without the progress callback', async () => {
    const uploads = new MemoryUploads();
    await uploads.upload(aFile, { path: 'news', alt: '燈塔', onProgress: () => undefined });
    expect(uploads.uploads).toEqual([{ file: aFile, options: { path: 'news', alt: '燈塔' } }]);
  });

  it('answers a scripted failure once, short of full progress, then made-up entries again', async () => {
    const refused = new ApiError({
      status: 415,
      error_description: '不支援的檔案格式',
      code: 'E415',
      time: 't',
    });
    const uploads = new MemoryUploads(2).answerNext({ error: refused });
    const progress: number[] = [];
    await expect(
      uploads.upload(aFile, { path: 'news', onProgress: (fraction) => progress.push(fraction) }),
    ).rejects.toBe(refused);
    expect(progress).toEqual([0.5]);
    await expect(uploads.upload(aFile, { path: 'news' })).resolves.toMatchObject({ ext: 'png' });
  });

  it('gives each upload its own file id', async () => {
    const uploads = new MemoryUploads();
    const [a, b] = await Promise.all([
      uploads.upload(aFile, { path: 'news' }),
      uploads.upload(aFile, { path: 'news' }),
    ]);
    expect(a.fileId).not.toBe(b.fileId);
  });
});
