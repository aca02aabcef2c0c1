import { useId, useState, type FormEvent } from 'react';
import { useStore } from 'zustand';
import { useOptionalServices, type AppServices } from '../../composition/services-provider';
import {
  commentLength,
  sendPageFeedback,
  type PageFeedbackOutcome,
} from '../../application/feedback/page-feedback';
import {
  PAGE_FEEDBACK_COMMENT_MAX,
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXT as T,
} from '../../shared/page-feedback';
import { buttonClass } from './button-class';
import { useHydrating, useRenderSeed } from './render-seed';
import look from './form-look.module.css';
import styles from './page-feedback.module.css';

export interface PageFeedbackProps {
  /** The module's path. */
  path: string;
  /** The item's id; '' for a single page itself. */
  itemId: string;
}

/** The page's own address, path and query, for the plain form's way back. */
function ownAddress(pageUrl: string | undefined): string {
  try {
    const url = new URL(pageUrl ?? document.URL);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

/**
 * 「這個頁面對您有幫助嗎？」: a plain `<form method="post">` the server renders, which works
 * without JavaScript (the server answers with its thanks page); with it, the answer goes by
 * fetch, the thanks shows in place in a polite live region, and a failure keeps the comment.
 * Asks for nothing personal. Hidden when 網站設定 turns it off.
 */
export function PageFeedback(props: PageFeedbackProps) {
  const services = useOptionalServices();
  // Outside the app (a layout's tests) the plain form is all there is: it posts without script.
  if (!services) return <FeedbackBlock {...props} api={null} apiHost="" />;
  return <FeedbackWhenShown {...props} services={services} />;
}

function FeedbackWhenShown({ services, ...props }: PageFeedbackProps & { services: AppServices }) {
  const shown = useStore(services.stores.siteChrome, (s) => s.metadata?.pageFeedback !== false);
  return shown ? <FeedbackBlock {...props} api={services.api} apiHost={services.config.apiHost} /> : null;
}

function FeedbackBlock({
  path,
  itemId,
  api,
  apiHost,
}: PageFeedbackProps & { api: AppServices['api'] | null; apiHost: string }) {
  const seed = useRenderSeed();
  const hydrating = useHydrating();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<PageFeedbackOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const length = commentLength(comment);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (!api) return;
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setOutcome(await sendPageFeedback(api, { path, itemId, helpful, comment }));
    setSending(false);
  };
  const thanked = outcome?.kind === 'thanks';

  return (
    <section className={styles.feedback} aria-labelledby={`${id}-q`} data-part="page-feedback">
      {!thanked && (
        <form
          method="post"
          action={`${apiHost}${PAGE_FEEDBACK_PATHS.answer(path)}`}
          onSubmit={(event) => void submit(event)}
        >
          <input type="hidden" name="itemId" value={itemId} />
          <input type="hidden" name="back" value={ownAddress(seed && hydrating ? seed.pageUrl : undefined)} />
          <fieldset className={styles.fieldset}>
            <legend id={`${id}-q`} className={styles.legend}>
              {T.question}
            </legend>
            <div className={styles.answers}>
              {(['yes', 'no'] as const).map((value) => (
                <label key={value} className={styles.answer}>
                  <input
                    type="radio"
                    name="helpful"
                    value={value}
                    required
                    checked={helpful === (value === 'yes')}
                    onChange={() => setHelpful(value === 'yes')}
                  />
                  {T[value]}
                </label>
              ))}
            </div>
            <div className={look.field}>
              <label htmlFor={`${id}-c`} className={look.label}>
                {T.comment}
              </label>
              <textarea
                id={`${id}-c`}
                name="comment"
                rows={3}
                className={look.textarea}
                value={comment}
                aria-describedby={`${id}-h ${id}-n`}
                aria-invalid={length > PAGE_FEEDBACK_COMMENT_MAX || undefined}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              <span id={`${id}-h`} className={look.helper}>
                {T.commentHint}
              </span>
              <span
                id={`${id}-n`}
                className={`${look.helper} ${styles.count} ${length > PAGE_FEEDBACK_COMMENT_MAX ? look.error : ''}`}
              >
                {`已輸入 ${length} / ${PAGE_FEEDBACK_COMMENT_MAX} 字`}
              </span>
            </div>
          </fieldset>
          <button type="submit" className={buttonClass({ size: 'sm' })} disabled={sending}>
            {T.send}
          </button>
        </form>
      )}
      {thanked && (
        <h2 id={`${id}-q`} className={styles.legend}>
          {T.question}
        </h2>
      )}
      <p
        role="status"
        className={`${styles.status} ${outcome && outcome.kind !== 'thanks' ? styles.failed : ''}`}
        data-part="page-feedback-status"
      >
        {outcome ? (outcome.kind === 'thanks' ? T.thanks : outcome.message) : ''}
      </p>
    </section>
  );
}
