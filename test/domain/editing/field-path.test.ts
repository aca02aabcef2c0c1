import { changeAt, controlIdSuffix, getAt, parsePath, setAt } from '../../../src/domain/editing/field-path';

describe('field paths of the accessibility findings', () => {
  it('reads names and indexes as steps', () => {
    expect(parsePath('sections[0].images[2].alt')).toEqual(['sections', 0, 'images', 2, 'alt']);
    expect(parsePath('content')).toEqual(['content']);
  });

  it('reads a value inside the data, and nothing past a value that is not a container', () => {
    const data = { images: [{ alt: '燈塔' }] };
    expect(getAt(data, parsePath('images[0].alt'))).toBe('燈塔');
    expect(getAt(data, parsePath('images[0].alt.more'))).toBeUndefined();
    expect(getAt(data, parsePath('missing[1]'))).toBeUndefined();
  });

  it('copies only the containers on the way when a value is set', () => {
    const kept = { alt: '海' };
    const data = { images: [{ alt: '燈塔' }, kept], title: '標題' };
    const next = setAt(data, parsePath('images[0].alt'), '') as typeof data;
    expect(next).toEqual({ images: [{ alt: '' }, kept], title: '標題' });
    expect(next.images[1]).toBe(kept);
    expect(data.images[0]!.alt).toBe('燈塔');
  });

  it('builds the containers a path needs where there were none', () => {
    expect(setAt(undefined, parsePath('list[1].name'), '甲')).toEqual({ list: [undefined, { name: '甲' }] });
  });

  it('names the top-level field a change lies in, with that field’s new value', () => {
    const data = { images: [{ alt: '燈塔' }], title: '標題' };
    expect(changeAt(data, 'images[0].alt', '白色燈塔')).toEqual({
      field: 'images',
      value: [{ alt: '白色燈塔' }],
    });
    expect(changeAt(data, '', '整份')).toEqual({ field: '', value: undefined });
  });

  it('gives the id suffix the form builds for a path', () => {
    expect(controlIdSuffix('images[2].alt')).toBe('-images-2-alt');
  });
});
