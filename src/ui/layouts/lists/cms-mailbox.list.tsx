import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../../domain/errors/api-errors';
import { buttonClass } from '../../parts/button-class';
import type { MailboxDraft, MailboxLayoutProps } from '../layout-contract';
import {
  MAILBOX_FIELDS,
  MAILBOX_LIMITS,
  validateMailbox,
  type MailboxField,
  type MailboxProblems,
} from './mailbox-validation';
import styles from './cms-mailbox.list.module.css';

/** The draft is saved this long after the last keystroke, so typing does not write on every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

const EMPTY: MailboxDraft = { name: '', email: '', phone: '', subject: '', content: '' };

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; serialNo: string }
  | { kind: 'network' }
  | { kind: 'failed'; message: string };

/** What arrives in the draft store may be partial; every field becomes a string. */
function initialValues(draft: MailboxDraft | null): MailboxDraft {
  if (!draft) return { ...EMPTY };
  return {
    name: draft.name ?? '',
    email: draft.email ?? '',
    phone: draft.phone ?? '',
    subject: draft.subject ?? '',
    content: draft.content ?? '',
  };
}

const hasText = (draft: MailboxDraft) => MAILBOX_FIELDS.some((field) => (draft[field] ?? '').trim() !== '');

/**
 * A failure with no answer from the server: the message may or may not have arrived, so the form
 * must not send it again by itself.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof TypeError;
}

/**
 * 民意信箱: the form with field checks shown next to each field, a draft kept while typing, the
 * captcha, and an honest account of what happened after sending. Nothing is sent while a field is
 * wrong, and a failed connection is never retried behind the visitor's back.
 */
export default function CmsMailboxList({ name, module, mailbox }: MailboxLayoutProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [restored] = useState(() => mailbox.loadDraft());
  const [values, setValues] = useState<MailboxDraft>(() => initialValues(restored));
  const [touched, setTouched] = useState<Partial<Record<MailboxField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<MailboxField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [dirty, setDirty] = useState(false);
  // What the debounce has not written yet, so leaving the page within the delay loses nothing.
  const pendingDraft = useRef<MailboxDraft | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const problems: MailboxProblems = validateMailbox(values);

  useEffect(() => {
    if (!dirty) {
      pendingDraft.current = null;
      return;
    }
    pendingDraft.current = values;
    const timer = setTimeout(() => {
      mailbox.saveDraft(values);
      pendingDraft.current = null;
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, mailbox]);

  useEffect(
    () => () => {
      if (pendingDraft.current) mailbox.saveDraft(pendingDraft.current);
    },
    [mailbox],
  );

  useEffect(() => {
    if (outcome.kind === 'sent' || outcome.kind === 'network' || outcome.kind === 'failed')
      resultRef.current?.focus();
  }, [outcome.kind]);

  const change = (field: MailboxField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setDirty(true);
    if (serverErrors[field]) setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const messageFor = (field: MailboxField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    const problem = problems[field];
    if (!problem || !(submitted || touched[field])) return undefined;
    return t(`content.mailbox.errors.${problem.key}`, {
      field: t(`content.mailbox.${field}`),
      max: problem.max,
    });
  };

  const focusFirst = (fields: Iterable<MailboxField>) => {
    const wanted = new Set(fields);
    const first = MAILBOX_FIELDS.find((field) => wanted.has(field));
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    setSubmitted(true);
    const wrong = Object.keys(problems) as MailboxField[];
    if (wrong.length > 0) {
      focusFirst(wrong);
      return;
    }
    // Stored before sending: if the answer never comes, the text is still there after a reload.
    mailbox.saveDraft(values);
    setOutcome({ kind: 'sending' });
    let token: string;
    try {
      token = await mailbox.captchaToken();
    } catch {
      setOutcome({ kind: 'failed', message: t('content.mailbox.errors.captcha') });
      return;
    }
    const phone = (values.phone ?? '').trim();
    try {
      const receipt = await mailbox.send({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(phone ? { phone } : {}),
        subject: values.subject.trim(),
        content: values.content.trim(),
        'g-recaptcha-response': token,
      });
      setDirty(false);
      mailbox.clearDraft();
      setValues({ ...EMPTY });
      setTouched({});
      setSubmitted(false);
      setOutcome({ kind: 'sent', serialNo: receipt.serialNo });
    } catch (error) {
      // A captcha answer is good for one try, whatever happened.
      mailbox.resetCaptcha();
      if (isNetworkFailure(error)) {
        setOutcome({ kind: 'network' });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.fields) {
        const known = Object.fromEntries(
          Object.entries(error.fields).filter(([field]) =>
            (MAILBOX_FIELDS as readonly string[]).includes(field),
          ),
        ) as Partial<Record<MailboxField, string>>;
        setServerErrors(known);
        const fields = Object.keys(known) as MailboxField[];
        if (fields.length > 0) {
          setOutcome({ kind: 'idle' });
          focusFirst(fields);
          return;
        }
      }
      const message = error instanceof Error && error.message ? error.message : String(error);
      setOutcome({ kind: 'failed', message: t('content.mailbox.errors.server', { message }) });
    }
  };

  const startOver = () => {
    setOutcome({ kind: 'idle' });
    mailbox.resetCaptcha();
  };

  const wrongCount = submitted
    ? Object.keys(problems).length + Object.keys(serverErrors).filter((f) => !(f in problems)).length
    : 0;
  const sending = outcome.kind === 'sending';

  const ids = (key: MailboxField) => ({
    control: `${formId}-${key}`,
    label: `${formId}-${key}-label`,
    errorText: `${formId}-${key}-error`,
    helperText: `${formId}-${key}-help`,
  });

  // The error is tied to its field with aria-describedby (read by every screen reader), not only
  // with aria-errormessage, which many still ignore.
  const field = (key: MailboxField, control: ReactNode, opts: { required: boolean; help?: string }) => {
    const message = messageFor(key);
    return (
      <div role="group" className={styles.field} data-field={key}>
        <label id={ids(key).label} htmlFor={ids(key).control} className={styles.label}>
          {t(`content.mailbox.${key}`)}
          <span className={opts.required ? styles.required : styles.optional}>
            （{t(opts.required ? 'content.mailbox.required' : 'content.mailbox.optional')}）
          </span>
        </label>
        {control}
        {opts.help && !message && (
          <span id={ids(key).helperText} className={styles.helper}>
            {opts.help}
          </span>
        )}
        {message && (
          <span id={ids(key).errorText} aria-live="polite" className={styles.error}>
            {message}
          </span>
        )}
      </div>
    );
  };

  const controlProps = (key: MailboxField, required: boolean) => {
    const message = messageFor(key);
    return {
      id: ids(key).control,
      name: key,
      required,
      'aria-describedby': message ? ids(key).errorText : ids(key).helperText,
      'aria-errormessage': message ? ids(key).errorText : undefined,
      'aria-invalid': message ? true : undefined,
      value: values[key] ?? '',
      onChange: (e: { target: { value: string } }) => change(key, e.target.value),
      onBlur: () => setTouched((prev) => ({ ...prev, [key]: true })),
    };
  };

  if (outcome.kind === 'sent') {
    return (
      <section data-layout={name} aria-labelledby={`${formId}-heading`}>
        <h1 id={`${formId}-heading`} className={`${styles.title} ${styles.titleSent}`}>
          {module.title}
        </h1>
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className={styles.success}
          data-part="mailbox-success"
        >
          <h2 className={styles.successTitle}>{t('content.mailbox.success.title')}</h2>
          <p className={styles.serial}>
            {t('content.mailbox.success.serial', { serialNo: outcome.serialNo })}
          </p>
          <p className={styles.note}>{t('content.mailbox.success.note')}</p>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', className: styles.again })}
            onClick={startOver}
          >
            {t('content.mailbox.success.again')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section data-layout={name} aria-labelledby={`${formId}-heading`}>
      <h1 id={`${formId}-heading`} className={styles.title}>
        {module.title}
      </h1>
      <p className={styles.intro}>{t('content.mailbox.intro')}</p>
      <p className={styles.draft}>
        {restored && hasText(initialValues(restored))
          ? t('content.mailbox.draftRestored')
          : t('content.mailbox.draftSaved')}
      </p>

      {(outcome.kind === 'network' || outcome.kind === 'failed') && (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="alert"
          className={outcome.kind === 'network' ? styles.warning : styles.failure}
          data-part="mailbox-failure"
        >
          <span className={styles.indicator}>
            {/* Chakra's alert warning icon, which it drew for warnings and errors alike. */}
            <svg
              viewBox="0 0 24 24"
              fill="currentColor"
              stroke="currentColor"
              strokeWidth="0"
              aria-hidden="true"
            >
              <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
            </svg>
          </span>
          <div className={styles.description}>
            {outcome.kind === 'network' ? t('content.mailbox.errors.network') : outcome.message}
          </div>
        </div>
      )}
      {wrongCount > 0 && (
        <p role="alert" className={styles.summary}>
          {t('content.mailbox.errors.summary', { count: wrongCount })}
        </p>
      )}

      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-busy={sending || undefined}>
        <div className={styles.fields}>
          {field(
            'name',
            <input autoComplete="name" className={styles.input} {...controlProps('name', true)} />,
            {
              required: true,
              help: t('content.mailbox.nameHelp'),
            },
          )}
          {field(
            'email',
            <input
              type="email"
              autoComplete="email"
              inputMode="email"
              className={styles.input}
              {...controlProps('email', true)}
            />,
            {
              required: true,
              help: t('content.mailbox.emailHelp'),
            },
          )}
          {field(
            'phone',
            <input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              className={styles.input}
              {...controlProps('phone', false)}
            />,
            {
              required: false,
              help: t('content.mailbox.phoneHelp'),
            },
          )}
          {field('subject', <input className={styles.input} {...controlProps('subject', true)} />, {
            required: true,
            help: t('content.mailbox.subjectHelp'),
          })}
          {field(
            'content',
            <textarea rows={8} className={styles.textarea} {...controlProps('content', true)} />,
            {
              required: true,
              help: t('content.mailbox.contentHelp', {
                count: [...(values.content ?? '')].length,
                max: MAILBOX_LIMITS.content,
              }),
            },
          )}
          {mailbox.captchaSlot && <div data-part="captcha">{mailbox.captchaSlot}</div>}
          <div>
            <button
              type="submit"
              className={buttonClass({ className: styles.submit })}
              disabled={sending}
              data-loading={sending ? '' : undefined}
            >
              {sending ? (
                <>
                  <span className={styles.spinner} />
                  {t('content.mailbox.sending')}
                </>
              ) : (
                t('content.mailbox.submit')
              )}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
