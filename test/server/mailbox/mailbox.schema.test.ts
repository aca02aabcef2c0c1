import { checkMailboxFields } from '../../../src/shared/mailbox.schema';
import { buildDemoSite } from '../../../src/server/demo';

const aLetter = (more: Record<string, unknown> = {}) => ({
  name: '王小明',
  email: 'ming@example.tw',
  subject: '開放時間詢問',
  content: '請問週一是否開館？',
  'g-recaptcha-response': '',
  ...more,
});

describe('the shared mailbox schema', () => {
  it.each(['(02) 2345-6789 #12', '02-2345-6789', '0912-345-678', '+886 2 2345 6789'])(
    'accepts the Taiwanese phone number %s',
    (phone) => {
      expect(checkMailboxFields(aLetter({ phone }))).toEqual({ ok: true, value: aLetter({ phone }) });
    },
  );

  it("accepts the demo footer's own phone number", () => {
    const phone = (buildDemoSite().footer as { phone?: string }).phone;
    expect(phone).toBeDefined();
    expect(checkMailboxFields(aLetter({ phone })).ok).toBe(true);
  });

  it.each(['call me', '12', '02-2345-6789 ext', '+'.repeat(5)])('refuses %s as a phone number', (phone) => {
    expect(checkMailboxFields(aLetter({ phone }))).toEqual({
      ok: false,
      fields: { phone: '聯絡電話格式不正確，例如 (02) 2345-6789 #12 或 0912-345-678' },
    });
  });

  it.each(['toString', 'constructor', 'hasOwnProperty'])(
    'names the inherited name %s as a field it does not take',
    (name) => {
      expect(checkMailboxFields(aLetter({ [name]: 'x' }))).toEqual({
        ok: false,
        fields: { [name]: `不接受的欄位：${name}` },
      });
    },
  );

  it('leaves an empty phone out of the letter', () => {
    expect(checkMailboxFields(aLetter({ phone: '  ' }))).toEqual({ ok: true, value: aLetter() });
  });

  it('answers one zh-TW message per wrong field, as the server does', () => {
    expect(
      checkMailboxFields({ name: '', email: 'x', subject: 'x'.repeat(101), content: '   ', extra: 1 }),
    ).toEqual({
      ok: false,
      fields: {
        name: '請填寫姓名',
        email: '電子郵件格式不正確，例如 name@example.com',
        subject: '主旨不可超過 100 個字',
        content: '請填寫內容',
        'g-recaptcha-response': '請填寫驗證碼',
        extra: '不接受的欄位：extra',
      },
    });
    expect(checkMailboxFields(aLetter({ name: 42 }))).toEqual({
      ok: false,
      fields: { name: '姓名必須是文字' },
    });
    expect(checkMailboxFields('text')).toEqual({ ok: false, fields: { body: '請求內容必須是 JSON 物件' } });
  });
});
