import {
  copyData,
  messagesUnder,
  numberFieldText,
  numberFieldValue,
  outgoingData,
  placeServerMessages,
  sameData,
  topField,
} from '../../../src/domain/editing/content-form-policy';

describe('the values the content form reports', () => {
  it('copies JSON data exactly and drops an undefined field', () => {
    const data = { title: 'a', links: [{ url: 'https://x' }], gone: undefined };
    const copied = copyData(data);
    expect(copied).toEqual({ title: 'a', links: [{ url: 'https://x' }] });
    expect(copied.links).not.toBe(data.links);
    expect('gone' in copied).toBe(false);
    expect(copyData(undefined)).toBeNull();
  });

  it('takes undefined and null for the same data, and compares the rest by value', () => {
    expect(sameData(undefined, null)).toBe(true);
    expect(sameData({ a: [1] }, { a: [1] })).toBe(true);
    expect(sameData({ a: [1] }, { a: [2] })).toBe(false);
  });

  it('lays the form values over the received data', () => {
    expect(outgoingData({ title: 'new' }, { title: 'old', kept: 3 })).toEqual({ title: 'new', kept: 3 });
  });

  it('drops a cleared field, and an empty one the data did not have', () => {
    expect(outgoingData({ title: undefined, subtitle: '' }, { title: 'old' })).toEqual({});
  });

  it('keeps an emptied field the data had', () => {
    expect(outgoingData({ subtitle: '' }, { subtitle: 'was' })).toEqual({ subtitle: '' });
  });

  it('names the top-level field of a dotted path', () => {
    expect(topField('links.0.url')).toBe('links');
    expect(topField('title')).toBe('title');
  });
});

describe('where the server’s field messages go', () => {
  const shown = new Set(['title', 'links']);
  const none = new Set<string>();

  it('puts a message on the field below data that it names, at any depth', () => {
    const { placed, unplaced } = placeServerMessages(
      { 'data.title': '請填寫標題。', 'data.links.0.url': '網址格式有誤。' },
      shown,
      none,
    );
    expect(placed).toEqual({ title: '請填寫標題。', 'links.0.url': '網址格式有誤。' });
    expect(unplaced).toEqual([]);
  });

  it('lists a message for a field the form does not show above the form', () => {
    expect(placeServerMessages({ 'data.secret': '不可修改。', data: '資料有誤。' }, shown, none)).toEqual({
      placed: {},
      unplaced: ['不可修改。', '資料有誤。'],
    });
  });

  it('takes the messages off a field edited since the answer', () => {
    expect(placeServerMessages({ 'data.links.0.url': '網址格式有誤。' }, shown, new Set(['links']))).toEqual({
      placed: {},
      unplaced: [],
    });
  });

  it('places nothing without an answer', () => {
    expect(placeServerMessages(undefined, shown, none)).toEqual({ placed: {}, unplaced: [] });
  });

  it('hands a list field its own message and those of its entries, by the path below it', () => {
    const messages = { links: '最多 10 筆。', 'links.0.url': '網址格式有誤。', linksExtra: 'x', title: 't' };
    expect(messagesUnder(messages, 'links')).toEqual({ '': '最多 10 筆。', '0.url': '網址格式有誤。' });
    expect(messagesUnder(messages, 'images')).toEqual({});
  });
});

describe('a number field', () => {
  it('shows nothing for no value and the number otherwise', () => {
    expect(numberFieldText(undefined)).toBe('');
    expect(numberFieldText(null)).toBe('');
    expect(numberFieldText(0)).toBe('0');
    expect(numberFieldText('12a')).toBe('12a');
  });

  it('stores a whole number as a number, other text as text for the message, empty as no value', () => {
    expect(numberFieldValue(' 42 ')).toBe(42);
    expect(numberFieldValue('-3')).toBe(-3);
    expect(numberFieldValue('4.5')).toBe('4.5');
    expect(numberFieldValue('   ')).toBeUndefined();
  });
});
