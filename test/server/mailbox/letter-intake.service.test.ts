import type { MailboxSubmission } from '../../../src/shared/api-types';
import { defaultMenuSetting } from '../../../src/shared/modules.schema';
import { LetterIntake } from '../../../src/server/mailbox/letter-intake.service';
import { Refusal } from '../../../src/server/platform/refusals';
import type { MailboxMessage } from '../../../src/server/ports/letter-store.port';
import type { StoredModule } from '../../../src/server/ports/content-store.port';

const moduleAt = (path: string, kind: StoredModule['kind']): StoredModule => ({
  path,
  kind,
  info: { title: path } as StoredModule['info'],
  setting: defaultMenuSetting(kind),
});
const MODULES: Record<string, StoredModule> = {
  mailbox: moduleAt('mailbox', 'mailbox'),
  news: moduleAt('news', 'normal'),
};

const LETTER: MailboxSubmission = {
  name: ' 王小明\u0007 ',
  email: ' ming@example.tw ',
  phone: '  ',
  subject: '開放時間\r\n詢問',
  content: '請問週一開館嗎？',
  'g-recaptcha-response': 'passes',
};

/** The intake over an inbox that keeps what it receives, and the letters it was given. */
function anIntake() {
  const received: Array<{ path: string; message: MailboxMessage; origin: string; key?: string }> = [];
  const keys = new Map<string, string>();
  const intake = new LetterIntake(
    { module: async (path: string) => MODULES[path] },
    {
      async receive(path, message, origin, key) {
        received.push({ path, message, origin, ...(key === undefined ? {} : { key }) });
        const serial = `1150101${String(received.length).padStart(4, '0')}`;
        if (key !== undefined) keys.set(key, serial);
        return serial;
      },
      earlierReceipt: async (key) => keys.get(key),
    },
  );
  return { intake, received };
}

const arrival = {
  origin: 'https://museum.example.tw',
  captchaPasses: async (answer: string) => answer === 'passes',
};

async function refusalOf(call: Promise<unknown>): Promise<Pick<Refusal, 'kind' | 'description' | 'fields'>> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Refusal)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { kind: error.kind, description: error.description, fields: error.fields };
}

describe('a letter to the 民意信箱, as its service takes it', () => {
  it('takes letters on a mailbox page only: another page is read-only, a missing one not found', async () => {
    const { intake, received } = anIntake();
    expect(await refusalOf(intake.receive('news', LETTER, arrival))).toMatchObject({
      kind: 'read-only',
      description: '這個頁面不接受送出資料。',
    });
    expect(await refusalOf(intake.receive('nowhere', LETTER, arrival))).toMatchObject({ kind: 'not-found' });
    expect(received).toEqual([]);
  });

  it('keeps plain text: control characters gone, line ends made one, spaces trimmed, an empty phone left out', async () => {
    const { intake, received } = anIntake();
    expect(await intake.receive('mailbox', LETTER, arrival)).toBe('11501010001');
    expect(received).toEqual([
      {
        path: 'mailbox',
        origin: 'https://museum.example.tw',
        message: {
          name: '王小明',
          email: 'ming@example.tw',
          subject: '開放時間\n詢問',
          content: '請問週一開館嗎？',
        },
      },
    ]);
  });

  it('refuses a letter whose required parts are only spaces or control characters, naming each', async () => {
    const { intake, received } = anIntake();
    const refusal = await refusalOf(
      intake.receive('mailbox', { ...LETTER, name: '\u0001 ', subject: ' ' }, arrival),
    );
    expect(refusal).toEqual({
      kind: 'invalid',
      description: '輸入資料有誤：請填寫姓名；請填寫主旨',
      fields: { name: '請填寫姓名', subject: '請填寫主旨' },
    });
    expect(received).toEqual([]);
  });

  it('refuses a failed captcha, and answers a repeated key with the first receipt without asking again', async () => {
    const { intake, received } = anIntake();
    expect(
      await refusalOf(intake.receive('mailbox', { ...LETTER, 'g-recaptcha-response': 'fails' }, arrival)),
    ).toMatchObject({ kind: 'invalid', fields: { 'g-recaptcha-response': '驗證碼驗證失敗，請重新驗證' } });
    const first = await intake.receive('mailbox', LETTER, { ...arrival, idempotencyKey: 'k-1' });
    const asked: string[] = [];
    const again = await intake.receive('mailbox', LETTER, {
      ...arrival,
      idempotencyKey: 'k-1',
      captchaPasses: async (answer) => (asked.push(answer), false),
    });
    expect(again).toBe(first);
    expect(asked).toEqual([]);
    expect(received).toHaveLength(1);
  });
});
