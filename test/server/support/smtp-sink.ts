import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it: the SMTP envelope and the parsed mail. */
export interface SunkMail {
  /** RCPT TO addresses, as the SMTP exchange named them. */
  envelopeTo: string[];
  /** MAIL FROM. */
  envelopeFrom: string;
  /** The account the client logged in with, when it did. */
  login: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** The To: header's addresses. */
  to: string[];
  from: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>`, for `SMTP_URL` (the server's `mail.smtpUrl`). */
  url: string;
  port: number;
  readonly messages: SunkMail[];
  /** The first message (received or to come) that `match` accepts; rejects after `timeoutMs`. */
  waitFor(match: (mail: SunkMail) => boolean, timeoutMs?: number): Promise<SunkMail>;
  /** The messages sent to `address` so far. */
  to(address: string): SunkMail[];
  /** The next `count` messages are refused with a 451, as a mail server in trouble does. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

const USER = 'themesite';
const PASSWORD = 'sink-password';

/**
 * A real SMTP server on a free loopback port that keeps what it receives, parsed with mailparser:
 * server tests and the e2e tests send through nodemailer to it, over the wire. Plain SMTP with a
 * login (no STARTTLS: its certificate would be one no client trusts).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const waiters = new Set<{ match: (mail: SunkMail) => boolean; resolve: (mail: SunkMail) => void }>();
  let refusals = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    // Otherwise every connection asks the machine's name server for 127.0.0.1's name before it
    // greets, for up to 1.5 s where that server does not answer; the sink has no use for the name.
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (refusals > 0) {
            refusals -= 1;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            callback(error);
            return;
          }
          const addresses = (value: ParsedMail['to']) =>
            (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
              object.value.map((address) => address.address ?? ''),
            );
          const mail: SunkMail = {
            envelopeTo: session.envelope.rcptTo.map((address) => address.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            login: session.user === undefined ? undefined : String(session.user),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            to: addresses(parsed.to),
            from: parsed.from?.text ?? '',
            parsed,
          };
          messages.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.delete(waiter);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 5000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (!waiters.delete(waiter)) return;
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; received: ${JSON.stringify(messages.map((m) => m.subject))}`,
            ),
          );
        }, timeoutMs).unref();
      });
    },
    to: (address) => messages.filter((mail) => mail.envelopeTo.includes(address)),
    refuseNext(count) {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
