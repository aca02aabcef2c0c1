import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useStore } from 'zustand';
import type {
  CheckedCopy,
  PublishAction,
  PublishOutcome,
} from '../../../application/editing/publishing.use-case';
import {
  canUnpublish as mayUnpublish,
  findingFix,
  gateFindings,
} from '../../../domain/editing/publish-findings';
import { controlIdSuffix } from '../../../domain/editing/field-path';
import { formatTaiwanTime } from '../../../domain/editing/schedule-time';
import { accessibilityFindings, type AccessibilityFinding } from '../../../shared/accessibility-rules';
import { classificationFindings, UNCLASSIFIED_CODE } from '../../../shared/classification/classification';
import type { Rights } from '../../../domain/rights/rights';
import type { EditableDocument } from '../../../domain/editing/authoring.port';
import { useServices } from '../../../composition/services-provider';
import { useLoad } from '../../parts/use-load';
import { useSteady } from '../../parts/use-steady';
import type { ReviewContext } from '../../../application/editing/review.use-case';
import { ReturnDialog } from './return-dialog';
import { ReviewDecisionButtons } from './review-decision-buttons';
import { ReviewState } from './review-state';
import { REVIEW_WORDS, reviewOutcomeWords } from './review-texts';
import type { PanelSectionProps } from '../parts/section-props';
import { runAxe, type AxeRunner, type PreviewFinding } from './axe-check';
import { StatusBadge } from '../parts/status-badge';
import { CONFLICT_MESSAGE, DONE_MESSAGES } from './status-labels';
import css from './publish-section.module.css';

type Finding = AccessibilityFinding & { target?: Element | null };

export interface PublishSectionProps extends PanelSectionProps {
  /** axe on the preview; tests in jsdom pass their own, the browser loads axe-core lazily. */
  axe?: AxeRunner;
  /**
   * The account's rights on the page (with p): with them the section offers 送審 where
   * review is required and p is missing, and 核准 / 退回 to reviewers. Without them, 發布 as before.
   */
  rights?: Rights | null;
}

/** What the section says of an outcome: the live region's words, or the problem's. */
function outcomeWords(outcome: PublishOutcome): { announcement?: string; problem?: string } {
  switch (outcome.kind) {
    case 'done': {
      if (outcome.action === 'submit') return { announcement: REVIEW_WORDS.submitDone };
      const label = outcome.at ? formatTaiwanTime(outcome.at) : '';
      if (outcome.action === 'publish')
        return { announcement: outcome.at ? DONE_MESSAGES.schedulePublish(label) : DONE_MESSAGES.publish };
      return { announcement: outcome.at ? DONE_MESSAGES.scheduleUnpublish(label) : DONE_MESSAGES.unpublish };
    }
    case 'bad-time':
      return { problem: outcome.reason };
    case 'conflict':
      return { problem: CONFLICT_MESSAGE };
    case 'unsaved':
      return { problem: '暫存失敗，請先處理暫存的問題再發布。' };
    case 'preview-blocked':
      return { problem: '無障礙檢查未通過，請先修正下列問題。' };
    case 'refused':
      return { problem: `${outcome.message}，請先修正下列問題。` };
    case 'moved-on':
      return { problem: `${CONFLICT_MESSAGE}：已載入最新的草稿，請確認後再發布。` };
    case 'failed':
      return { problem: outcome.description };
    case 'unreachable':
      return { problem: '無法連線，請稍後再試。' };
    default:
      // Declined, blocked by the rules the gate lists, or not loaded: nothing more to say.
      return {};
  }
}

/**
 * Publishing: the document's state, 發布 behind the accessibility gate (the shared rules
 * on the draft's data, live, and axe on the preview when publishing), 取消發布, and both at a time
 * typed in Taiwan time. The server runs the blocking rules again, so this gate is for the editor's
 * sake: it says what to fix and where, before anyone is refused. The workflow is the kit's
 * `publish` (publishing.use-case.ts); this words its outcome and shows the findings.
 */
export function PublishSection({
  kit,
  session,
  snapshot,
  docId,
  previewRoot,
  axe = runAxe,
  rights,
}: PublishSectionProps) {
  const headingId = useId();
  const { stores } = useServices();
  const me = useStore(stores.session, (s) => s.accountName);
  const context = useLoad(rights ?? null, () => kit.reviewContext(rights ?? null)).data;
  const classification = useLoad(`classification:${docId}`, () => kit.classificationContext(docId)).data;
  // Until the site's settings are read, neither 發布 nor 送審: a writer must never see the wrong one.
  const mode = rights === undefined ? 'publish' : (context?.mode ?? 'loading');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const review = snapshot.document?.review ?? null;
  // A save took the draft out of review (the state machine's `save`): say it must be submitted again.
  // Adjusted while rendering, when the review changes: a publish or an approval is no withdrawal.
  const [seenReview, setSeenReview] = useState(review);
  const [withdrawn, setWithdrawn] = useState(false);
  if (seenReview !== review) {
    setSeenReview(review);
    const status = snapshot.document?.status;
    setWithdrawn(
      review === null &&
        seenReview?.state === 'submitted' &&
        status !== 'published' &&
        status !== 'scheduled',
    );
  }
  const [returning, setReturning] = useState(false);
  // The title the return dialog names: taken when it opens, and kept while it closes.
  const [returnTitle, setReturnTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const [when, setWhen] = useState('');
  // axe and the server judged one copy of the data; a change makes their findings stale.
  const [checked, setChecked] = useState<CheckedCopy<PreviewFinding> | null>(null);

  const { data, document } = snapshot;
  // The shared rules are cheap string checks: they follow every keystroke, so a fix shows at once.
  const ruleFindings = useMemo(
    () => [
      ...accessibilityFindings(data),
      // 分類檢索: a warning, or blocking where the site requires it (the server refuses then too).
      ...(classification
        ? classificationFindings(data, classification.moduleDefaults, classification.required)
        : []),
    ],
    [data, classification],
  );
  const current = checked?.of === data ? checked : null;
  const {
    all: findings,
    blocking,
    warnings,
  } = gateFindings<Finding>(ruleFindings, current?.server ?? [], current?.preview ?? []);

  // Steady, so that the memoized parts below are not drawn again for every keystroke.
  const openReturn = useSteady(() => {
    setReturnTitle(String(data.title ?? docId));
    setReturning(true);
  });
  const run = useSteady(async (action: PublishAction, scheduled: boolean) => {
    setProblem('');
    setAnnouncement('');
    try {
      const outcome = await kit.publish<PreviewFinding>({
        action,
        ...(scheduled ? { when } : {}),
        docId,
        session,
        checkPreview: () => (previewRoot.current ? axe(previewRoot.current) : Promise.resolve([])),
        onStep: (step) => {
          if (step.step === 'started') setBusy(true);
          else if (step.step === 'checking') setAnnouncement('正在檢查無障礙…');
          else setChecked(step.checked);
        },
      });
      const words = outcomeWords(outcome);
      setAnnouncement(words.announcement ?? '');
      if (words.problem) setProblem(words.problem);
    } finally {
      setBusy(false);
    }
  });

  const act = useSteady(
    async (action: 'approve' | 'return', options: { note?: string; scheduled?: boolean } = {}) => {
      // The buttons are drawn only with a document; this keeps the type honest.
      if (!document) return null;
      setProblem('');
      setAnnouncement('');
      try {
        const outcome = await kit.review<PreviewFinding>({
          action,
          docId,
          document,
          session,
          ...(options.note === undefined ? {} : { note: options.note }),
          ...(options.scheduled ? { when } : {}),
          checkPreview: () => (previewRoot.current ? axe(previewRoot.current) : Promise.resolve([])),
          onStep: (step) => {
            if (step.step === 'started') setBusy(true);
            else if (step.step === 'checking') setAnnouncement('正在檢查無障礙…');
            else setChecked(step.checked);
          },
        });
        // An approval takes the draft out of review too, but nothing needs submitting again.
        if (outcome.kind === 'done') setWithdrawn(false);
        const words = reviewOutcomeWords(outcome);
        setAnnouncement(words.announcement ?? '');
        if (words.problem && action === 'approve') setProblem(words.problem);
        return words.problem ?? null;
      } finally {
        setBusy(false);
      }
    },
  );

  if (!document) return null;
  const submitted = review?.state === 'submitted';
  // Reviewers act on someone else's submission; the server refuses one's own anyway (four eyes).
  const reviewing = context?.reviewer === true && submitted && review.submittedBy !== me;
  const canUnpublish = mayUnpublish(document);
  const disabled = busy || snapshot.readOnly || snapshot.conflict !== null;
  // 分類檢索 is no accessibility problem: where the site requires it, the reason says problems.
  const problemWord = blocking.some((finding) => finding.code === UNCLASSIFIED_CODE) ? '問題' : '無障礙問題';
  const blockedReason =
    blocking.length > 0 ? `有 ${blocking.length} 項${problemWord}必須先修正，才能發布。` : '';

  const focusField = (finding: Finding) => {
    if (finding.target) {
      finding.target.scrollIntoView({ block: 'center' });
      return;
    }
    const form = previewRoot.current?.ownerDocument.querySelector('[data-part="content-form"]');
    const control = form?.querySelector<HTMLElement>(`[id$="${CSS.escape(controlIdSuffix(finding.field))}"]`);
    if (!control) return;
    control.scrollIntoView({ block: 'center' });
    control.focus();
  };

  const applyFix = (finding: Finding) => {
    const change = findingFix(data, finding);
    if (!change) return;
    session.change(change.field, change.value);
    setAnnouncement('已套用修正');
  };

  const renderFinding = (finding: Finding, index: number) => (
    <li key={`${finding.code}-${finding.field}-${index}`} className={css.finding} data-code={finding.code}>
      <Text>{finding.message}</Text>
      <div className={css.findingActions}>
        <Button size="sm" variant="outline" onClick={() => focusField(finding)} data-part="finding-go">
          {finding.target !== undefined ? '在預覽中顯示' : '前往欄位'}
        </Button>
        {finding.fix && !snapshot.readOnly && (
          <Button size="sm" colorPalette="brand" onClick={() => applyFix(finding)} data-part="finding-fix">
            {finding.fix.kind === 'px-to-rem' ? '改為相對單位' : '標示為裝飾性圖片'}
          </Button>
        )}
      </div>
    </li>
  );

  return (
    <Box as="section" aria-labelledby={headingId} className={css.section} data-part="publish-section">
      <Stack gap="3">
        <PublishState
          headingId={headingId}
          headingRef={headingRef}
          document={document}
          review={review}
          withdrawn={withdrawn}
        />

        {findings.length > 0 && (
          <div data-part="publish-findings">
            {blocking.length > 0 && (
              <>
                <Heading as="h4" size="sm">
                  必須修正（{blocking.length}）
                </Heading>
                <ul className={css.findings} data-part="blocking-findings">
                  {blocking.map(renderFinding)}
                </ul>
              </>
            )}
            {warnings.length > 0 && (
              <>
                <Heading as="h4" size="sm">
                  建議修正（{warnings.length}）
                </Heading>
                <ul className={css.findings} data-part="warning-findings">
                  {warnings.map(renderFinding)}
                </ul>
              </>
            )}
          </div>
        )}

        {blockedReason && (
          <Text className={css.reason} id={`${headingId}-reason`} data-part="publish-blocked-reason">
            {blockedReason}
          </Text>
        )}
        {problem && (
          <Text role="alert" className={css.reason} data-part="publish-problem">
            {problem}
          </Text>
        )}

        <PublishActions
          mode={mode}
          reviewing={reviewing}
          disabled={disabled}
          blocked={blocking.length > 0}
          reasonId={blockedReason ? `${headingId}-reason` : undefined}
          submitted={submitted}
          canUnpublish={canUnpublish}
          returning={returning}
          onReturning={setReturning}
          openReturn={openReturn}
          returnTitle={returnTitle}
          headingRef={headingRef}
          when={when}
          onWhen={setWhen}
          run={run}
          act={act}
        />

        <p role="status" aria-live="polite" className={css.live} data-part="publish-announcement">
          {announcement}
        </p>
      </Stack>
    </Box>
  );
}

interface PublishStateProps {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  document: EditableDocument;
  review: EditableDocument['review'];
  withdrawn: boolean;
}

/** The section's heading, the document's state and its schedule: drawn when they change. */
const PublishState = memo(function PublishState({
  headingId,
  headingRef,
  document,
  review,
  withdrawn,
}: PublishStateProps) {
  const { publishAt, unpublishAt } = document.schedule;
  return (
    <>
      <Heading as="h3" size="md" id={headingId} ref={headingRef} tabIndex={-1}>
        發布
      </Heading>
      <Text>
        狀態：
        {/* The one status badge of the editor's lists (status-badge.tsx). */}
        <span data-part="publish-status" data-status={document.status}>
          <StatusBadge status={document.status} />
        </span>
      </Text>
      <ReviewState review={review} withdrawn={withdrawn} />
      {publishAt && <Text data-part="scheduled-publish">預定發布：{formatTaiwanTime(publishAt)}</Text>}
      {unpublishAt && <Text data-part="scheduled-unpublish">預定下架：{formatTaiwanTime(unpublishAt)}</Text>}
    </>
  );
});

interface PublishActionsProps {
  mode: ReviewContext['mode'] | 'loading';
  reviewing: boolean;
  disabled: boolean;
  /** The gate has findings that must be fixed first. */
  blocked: boolean;
  /** The id of the sentence saying why, for the buttons it disables. */
  reasonId: string | undefined;
  submitted: boolean;
  canUnpublish: boolean;
  /** The return dialog is open; `openReturn` opens it naming `returnTitle`, the draft's title then. */
  returning: boolean;
  onReturning: (open: boolean) => void;
  openReturn: () => void;
  returnTitle: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  when: string;
  onWhen: (when: string) => void;
  run: (action: PublishAction, scheduled: boolean) => Promise<void>;
  act: (
    action: 'approve' | 'return',
    options?: { note?: string; scheduled?: boolean },
  ) => Promise<string | null>;
}

/**
 * 送審, a reviewer's 核准 and 退回, 發布 and 取消發布, and both at a time: drawn when their state
 * changes, not for every keystroke in the form (the findings above follow those).
 */
const PublishActions = memo(function PublishActions({
  mode,
  reviewing,
  disabled,
  blocked,
  reasonId,
  submitted,
  canUnpublish,
  returning,
  onReturning,
  openReturn,
  returnTitle,
  headingRef,
  when,
  onWhen,
  run,
  act,
}: PublishActionsProps) {
  const timeId = useId();
  const returnButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      {mode === 'submit' && (
        <Stack direction="row" gap="2" flexWrap="wrap">
          <Button
            colorPalette="brand"
            onClick={() => void run('submit', false)}
            disabled={disabled || blocked || submitted}
            aria-describedby={reasonId}
            data-part="submit-review"
          >
            送審
          </Button>
        </Stack>
      )}
      {reviewing && (
        <Stack gap="2" data-part="review-actions">
          <ReviewDecisionButtons
            onApprove={() => void act('approve')}
            onReturnOpen={openReturn}
            approveDisabled={disabled || blocked}
            returnDisabled={disabled}
            approveDescribedBy={reasonId}
            returnRef={returnButton}
          />
          <ReturnDialog
            open={returning}
            title={returnTitle}
            onClose={() => onReturning(false)}
            // Back to 退回, or, once returned and the button gone, to the section's heading.
            finalFocus={() => (returnButton.current?.isConnected ? returnButton.current : headingRef.current)}
            onReturn={async (note) => {
              const refused = await act('return', { note });
              if (refused === null) onReturning(false);
              return refused;
            }}
          />
        </Stack>
      )}
      {mode === 'publish' && (
        <Stack direction="row" gap="2" flexWrap="wrap">
          <Button
            colorPalette="brand"
            onClick={() => void run('publish', false)}
            disabled={disabled || blocked}
            aria-describedby={reasonId}
            data-part="publish-now"
          >
            發布
          </Button>
          {canUnpublish && (
            <Button
              variant="outline"
              onClick={() => void run('unpublish', false)}
              disabled={disabled}
              data-part="unpublish-now"
            >
              取消發布
            </Button>
          )}
        </Stack>
      )}

      {(mode === 'publish' || reviewing) && (
        <div className={css.schedule}>
          <label htmlFor={timeId} className={css.label}>
            排程時間（台灣時間）
          </label>
          <input
            id={timeId}
            className={css.input}
            type="datetime-local"
            value={when}
            onChange={(event) => onWhen(event.currentTarget.value)}
            disabled={disabled}
            data-part="schedule-time"
          />
          <Stack direction="row" gap="2" flexWrap="wrap">
            <Button
              variant="outline"
              onClick={() => void run('publish', true)}
              disabled={disabled || blocked}
              aria-describedby={reasonId}
              data-part="schedule-publish"
            >
              排程發布
            </Button>
            {reviewing && (
              <Button
                variant="outline"
                onClick={() => void act('approve', { scheduled: true })}
                disabled={disabled || blocked}
                data-part="approve-scheduled"
              >
                排程核准並發布
              </Button>
            )}
            {canUnpublish && (
              <Button
                variant="outline"
                onClick={() => void run('unpublish', true)}
                disabled={disabled}
                data-part="schedule-unpublish"
              >
                排程下架
              </Button>
            )}
          </Stack>
        </div>
      )}
    </>
  );
});
