import { isReachableImageAddress } from '../../../src/domain/editing/pasted-images';

describe('which pasted image addresses can load on the site', () => {
  it('keeps web addresses and paths from the site root', () => {
    expect(isReachableImageAddress('https://themefile.culture.tw/image/a.jpg')).toBe(true);
    expect(isReachableImageAddress('http://example.org/a.png')).toBe(true);
    expect(isReachableImageAddress(' /media/demo/hall-1.svg ')).toBe(true);
  });

  it('drops addresses relative to the page they were copied from, and local or clipboard ones', () => {
    for (const address of [
      'x',
      'image001.png',
      '../a.jpg',
      '//cdn.example.org/a.jpg',
      'file:///C:/a.jpg',
      'blob:https://a/b',
      'data:image/png;base64,AA',
      '',
      'https://',
    ])
      expect(isReachableImageAddress(address)).toBe(false);
  });
});
