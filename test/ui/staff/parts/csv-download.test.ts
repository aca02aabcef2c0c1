import { saveTextFile } from '../../../../src/ui/staff/parts/csv-download';

/** A Blob's bytes, read the way jsdom can (it has no `Response`). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

describe('saving an export', () => {
  afterEach(() => jest.restoreAllMocks());

  it('clicks a Blob link named after the file, with the byte order mark Excel needs, once', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveTextFile('稽核紀錄-2026-11-26.csv', 'id,at\r\n1,x');
    saveTextFile('again.csv', '\uFEFFid');
    expect(clicked.map((a) => [a.download, a.getAttribute('href')])).toEqual([
      ['稽核紀錄-2026-11-26.csv', 'blob:export'],
      ['again.csv', 'blob:export'],
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    const bytes = await bytesOf(blobs[0]!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await bytesOf(blobs[1]!)).toHaveLength(5);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
  });
});
