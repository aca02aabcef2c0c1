import { MAX_DESCRIPTION_LENGTH, parseErrorBody } from '../../../src/domain/errors/error-body-parser';

const CLIENT_TIME = '2026-03-04 05:06:07';
const GENERIC = '系統發生錯誤，請稍後再試。';

describe('parseErrorBody', () => {
  it('reads the platform JSON body as it is', () => {
    const body = {
      status: 500,
      error_description: '資料庫連線失敗。',
      code: 'DB-42',
      time: '2026-01-02 03:04:05',
    };
    expect(parseErrorBody({ status: 500, body: JSON.stringify(body) }, CLIENT_TIME)).toEqual(body);
  });

  it('keeps the other members of a JSON body as details, such as the server’s copy on a 412', () => {
    const current = { revision: 9, data: { title: '新' }, updatedBy: 'writer' };
    const body = { status: 412, error_description: '已過時', code: 'E412', time: 't', current };
    const parsed = parseErrorBody({ status: 412, body: JSON.stringify(body) }, CLIENT_TIME);
    expect(parsed.details).toEqual({ current });
    expect(parsed.error_description).toBe('已過時');
  });

  it('keeps the field messages of a 400 and drops non-text ones', () => {
    const body = {
      status: 400,
      error_description: '輸入資料有誤。',
      code: 'E400',
      time: 't',
      fields: { email: '格式錯誤', age: 3 },
    };
    expect(parseErrorBody({ status: 400, body: JSON.stringify(body) }, CLIENT_TIME).fields).toEqual({
      email: '格式錯誤',
    });
    const noText = { ...body, fields: { age: 3 } };
    expect(parseErrorBody({ status: 400, body: JSON.stringify(noText) }, CLIENT_TIME)).not.toHaveProperty(
      'fields',
    );
    expect(
      parseErrorBody({ status: 400, body: JSON.stringify({ ...body, fields: ['x'] }) }, CLIENT_TIME),
    ).not.toHaveProperty('fields');
  });

  it('fills what a JSON body lacks from the HTTP status, a generic message and the client time', () => {
    expect(parseErrorBody({ status: 502, body: '{"status":"bad","code":""}' }, CLIENT_TIME)).toEqual({
      status: 502,
      error_description: GENERIC,
      code: 'E502',
      time: CLIENT_TIME,
    });
  });

  it('takes a numeric code and a `message` when that is what the server sent', () => {
    expect(
      parseErrorBody({ status: 503, body: '{"message":" 維護中 ","code":7}' }, CLIENT_TIME),
    ).toMatchObject({
      error_description: '維護中',
      code: '7',
    });
  });

  it('reads the <title> of an HTML error page', () => {
    const html =
      '<!DOCTYPE html><html><head><title>502 Bad Gateway &amp; more</title></head><body><h1>ignored</h1></body></html>';
    expect(parseErrorBody({ status: 502, body: html }, CLIENT_TIME)).toEqual({
      status: 502,
      error_description: '502 Bad Gateway & more',
      code: 'E502',
      time: CLIENT_TIME,
    });
  });

  it('falls back to the <h1> when the title is empty, decoding entities and dropping inner tags', () => {
    const html =
      '<html><title> </title><body><h1 class="x">服務&#26283;停 <b>&#x4E2D;</b>&nbsp;&lt;&bogus;&#0;</h1></body></html>';
    expect(parseErrorBody({ status: 503, body: html }, CLIENT_TIME).error_description).toBe(
      '服務暫停 中 <&bogus;&#0;',
    );
  });

  it('uses the generic message for an HTML page without a heading', () => {
    expect(
      parseErrorBody({ status: 500, body: '<html><body><p>oops</p></body></html>' }, CLIENT_TIME)
        .error_description,
    ).toBe(GENERIC);
  });

  it('falls back entirely for an empty body', () => {
    expect(parseErrorBody({ status: 504, body: '' }, CLIENT_TIME)).toEqual({
      status: 504,
      error_description: GENERIC,
      code: 'E504',
      time: CLIENT_TIME,
    });
  });

  it('shows a short plain-text body, on one line', () => {
    expect(parseErrorBody({ status: 429, body: 'Too many\nrequests' }, CLIENT_TIME).error_description).toBe(
      'Too many requests',
    );
  });

  it('does not show fragments of markup or JSON it cannot read', () => {
    expect(parseErrorBody({ status: 500, body: '<div>x</div>' }, CLIENT_TIME).error_description).toBe(
      GENERIC,
    );
    expect(parseErrorBody({ status: 500, body: '{not json' }, CLIENT_TIME).error_description).toBe(GENERIC);
    expect(parseErrorBody({ status: 500, body: '{ "a": 1 }]' }, CLIENT_TIME).error_description).toBe(GENERIC);
    expect(parseErrorBody({ status: 500, body: '["a"]' }, CLIENT_TIME).error_description).toBe(GENERIC);
  });

  it('cuts a long description', () => {
    const description = parseErrorBody(
      { status: 500, body: 'x'.repeat(2000) },
      CLIENT_TIME,
    ).error_description;
    expect(description).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(description.endsWith('…')).toBe(true);
  });
});
