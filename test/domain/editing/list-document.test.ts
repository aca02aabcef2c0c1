import { fieldsOf, LIST_FIELD, storedOf } from '../../../src/domain/editing/list-document';

describe('list documents across the authoring port', () => {
  it('holds a stored list as one items field and gives the same list back', () => {
    const menu = [{ id: 'a', title: '關於本館', children: [] }];
    const fields = fieldsOf(menu);
    expect(fields).toEqual({ [LIST_FIELD]: menu });
    expect(storedOf(fields)).toBe(menu);
  });

  it('leaves a record document as it is both ways', () => {
    const header = { title: '國立臨海文化記憶館', subtitle: '港口與人' };
    expect(fieldsOf(header)).toBe(header);
    expect(storedOf(header)).toBe(header);
  });

  it('keeps a record with an items field beside others a record', () => {
    const data = { title: '清單頁', items: [1, 2] };
    expect(storedOf(data)).toBe(data);
  });

  it('keeps a lone items field that is not a list a record', () => {
    expect(storedOf({ items: 'x' })).toEqual({ items: 'x' });
  });

  it('gives no fields for a stored value that is neither list nor record', () => {
    expect(fieldsOf(null)).toEqual({});
    expect(fieldsOf('text')).toEqual({});
  });
});
