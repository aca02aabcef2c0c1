import { useEffect, useId, useRef, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILBOX_LIMITS, type MailboxField } from '../../../domain/content/mailbox-fields';
import { buttonClass } from '../../parts/button-class';
import { paths } from '../../paths/paths';
import type { MailboxLayoutProps } from '../contract/layout-contract';
import styles from './cms-mailbox.list.module.css';

/**
 * 民意信箱: renders the core's mailbox form (src/application/content/mailbox-form.ts), which owns
 * the field checks, the draft, the captcha and what a failure means; this view draws the state and
 * forwards the visitor's keystrokes, leaves and submits, and moves focus where the form points.
 */
export default function CmsMailboxList({ name, lang, module, form, captchaSlot }: MailboxLayoutProps) {
  const { t } = useTranslation();
  const formId = useId();
  const state = useSyncExternalStore(form.subscribe, form.getState, form.getState);
  const { values, serverErrors, outcome, restored, notice } = state;
  const lookupHref = paths.caseLookup.href(lang);
  const problems = form.visibleProblems();
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome.kind !== 'idle' && outcome.kind !== 'sending') resultRef.current?.focus();
  }, [outcome.kind]);

  const messageFor = (field: MailboxField): string | undefined => {
    const server = serverErrors[field];
    if (server) return server;
    return problems[field];
  };

  const focusFirst = (fields: readonly MailboxField[]) => {
    const first = fields[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    focusFirst(await form.submit());
  };

  const failureText =
    outcome.kind === 'network'
      ? t('content.mailbox.errors.network')
      : outcome.kind === 'captcha-failed'
        ? t('content.mailbox.errors.captcha')
        : outcome.kind === 'failed'
          ? t('content.mailbox.errors.server', { message: outcome.message })
          : null;

  const wrongCount = form.wrongCount();
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
      onChange: (e: { target: { value: string } }) => form.change(key, e.target.value),
      onBlur: () => form.blur(key),
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
          <p className={styles.note}>
            <a href={lookupHref} data-part="mailbox-case-link">
              {t('content.mailbox.success.lookup')}
            </a>
          </p>
          <button
            type="button"
            className={buttonClass({ variant: 'outline', className: styles.again })}
            onClick={form.startOver}
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
        {restored ? t('content.mailbox.draftRestored') : t('content.mailbox.draftSaved')}
      </p>
      <p className={styles.draft}>
        <a href={lookupHref} data-part="mailbox-case-link">
          {t('content.mailbox.lookup')}
        </a>
      </p>

      {failureText !== null && (
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
          <div className={styles.description}>{failureText}</div>
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
          {/* 個資法 §8: the citizen is told before the letter is sent, right above 送出. */}
          <section
            className={styles.notice}
            aria-labelledby={`${formId}-notice`}
            data-part="mailbox-notice"
            aria-busy={notice.kind === 'loading' || undefined}
          >
            <h2 id={`${formId}-notice`} className={styles.noticeTitle}>
              {t('content.mailbox.notice.title')}
            </h2>
            {notice.kind === 'ready' ? (
              <>
                <p className={styles.noticeText}>{notice.text}</p>
                <p className={styles.noticeAgree}>{t('content.mailbox.notice.agree')}</p>
              </>
            ) : notice.kind === 'failed' ? (
              <p role="alert">
                {t('content.mailbox.notice.failed')}{' '}
                <button
                  type="button"
                  className={buttonClass({ variant: 'outline' })}
                  onClick={() => void form.retryNotice()}
                >
                  {t('content.mailbox.notice.retry')}
                </button>
              </p>
            ) : (
              <p>{t('content.mailbox.notice.loading')}</p>
            )}
          </section>
          {captchaSlot && <div data-part="captcha">{captchaSlot}</div>}
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
