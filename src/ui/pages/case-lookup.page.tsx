import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { CaseLookupOutcome } from '../../application/mailbox/case-lookup.use-case';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { caseDateText, type CaseLookupField } from '../../domain/mailbox/case-lookup';
import { buttonClass } from '../parts/button-class';
import look from '../parts/form-look.module.css';
import { SiteFrame } from '../site-frame/site-frame';
import styles from './case-lookup.page.module.css';

const noChange = () => () => {};
const scriptRuns = () => true;
/** What the server render (and hydration, so it matches) reads: the button waits for the script. */
const notYet = () => false;

/**
 * `/home/:lang/mailbox-case`: 案件查詢. A visitor page in its own chunk; the use case checks the
 * fields and words the answer (one sentence for any mismatch), the page draws it and moves focus
 * to it. The address is posted, never put in the URL.
 */
export default function CaseLookupPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { openCaseLookup } = useServices();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CaseLookupOutcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const title = t('pages.caseLookup.title');
  // Enabled once the script runs: the server-rendered form cannot ask without it, and a native
  // submit would only reload the page (the address must never land in a URL).
  const ready = useSyncExternalStore(noChange, scriptRuns, notYet);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === 'invalid') {
      const first = (['serialNo', 'email'] as const).find((field) => outcome.problems[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else resultRef.current?.focus();
  }, [outcome]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // Read from the form itself: what was typed into the server-rendered page before the script
      // ran is kept (the inputs are uncontrolled).
      const data = new FormData(event.currentTarget as HTMLFormElement);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === 'string' ? value : '';
      };
      setOutcome(await (await openCaseLookup())({ serialNo: text('serialNo'), email: text('email') }));
    } catch {
      setOutcome({ kind: 'failed', message: '查詢失敗，請稍後再試。' });
    } finally {
      setBusy(false);
    }
  };

  const problem = (field: CaseLookupField) =>
    outcome?.kind === 'invalid' ? outcome.problems[field] : undefined;
  const field = (key: CaseLookupField, type: 'text' | 'email', autoComplete: string) => {
    const error = problem(key);
    const help = `${id}-${key}-help`;
    const errorId = `${id}-${key}-error`;
    return (
      <div className={`${look.field} ${styles.field}`}>
        <label htmlFor={`${id}-${key}`} className={look.label}>
          {t(`pages.caseLookup.${key}`)}
        </label>
        <input
          id={`${id}-${key}`}
          name={key}
          type={type}
          autoComplete={autoComplete}
          className={`${look.input} ${styles.input}`}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : help}
        />
        {error ? (
          <span id={errorId} className={look.error}>
            {error}
          </span>
        ) : (
          <span id={help} className={look.helper}>
            {t(`pages.caseLookup.${key}Help`)}
          </span>
        )}
      </div>
    );
  };

  return (
    <SiteFrame lang={lang} title={title} crumb={title} sidebar={false}>
      <section aria-labelledby={`${id}-title`} data-page="case-lookup">
        <h1 id={`${id}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t('pages.caseLookup.intro')}</p>
        <noscript>
          <p role="note">{t('pages.caseLookup.needsScript')}</p>
        </noscript>
        <form
          ref={formRef}
          method="post"
          onSubmit={(e) => void submit(e)}
          noValidate
          aria-busy={busy || undefined}
        >
          <div className={styles.fields}>
            {field('serialNo', 'text', 'off')}
            {field('email', 'email', 'email')}
            <div>
              <button type="submit" className={buttonClass({})} disabled={busy || !ready}>
                {busy ? t('pages.caseLookup.searching') : t('pages.caseLookup.submit')}
              </button>
            </div>
          </div>
        </form>
        {outcome && outcome.kind !== 'invalid' && (
          <div
            ref={resultRef}
            tabIndex={-1}
            role={outcome.kind === 'found' ? 'status' : 'alert'}
            className={outcome.kind === 'found' ? styles.found : styles.failure}
            data-part="case-result"
          >
            {outcome.kind === 'found' ? (
              <>
                <h2 className={styles.resultTitle}>{t('pages.caseLookup.result')}</h2>
                <dl className={styles.facts}>
                  <dt>{t('pages.caseLookup.serialNo')}</dt>
                  <dd>{outcome.status.serialNo}</dd>
                  <dt>{t('pages.caseLookup.status')}</dt>
                  <dd data-part="case-status">{outcome.statusText}</dd>
                  <dt>{t('pages.caseLookup.receivedOn')}</dt>
                  <dd>{caseDateText(outcome.status.receivedOn)}</dd>
                  {outcome.status.repliedOn ? (
                    <>
                      <dt>{t('pages.caseLookup.repliedOn')}</dt>
                      <dd data-part="case-replied-on">{caseDateText(outcome.status.repliedOn)}</dd>
                    </>
                  ) : (
                    <>
                      <dt>{t('pages.caseLookup.replyBy')}</dt>
                      <dd>{caseDateText(outcome.status.replyBy)}</dd>
                    </>
                  )}
                </dl>
              </>
            ) : (
              <p>{outcome.message}</p>
            )}
          </div>
        )}
      </section>
    </SiteFrame>
  );
}
