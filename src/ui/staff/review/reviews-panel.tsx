import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import type { EditableDocument } from '../../../domain/editing/authoring.port';
import { formatTaiwanTime } from '../../../domain/editing/schedule-time';
import { REVIEW_TEXTS } from '../../../shared/review-workflow';
import { documentLabel, ownTitleOf } from '../../../shared/document-label';
import type { DashboardDocument } from '../../../shared/review.types';
import { AppLink } from '../../parts/app-link';
import { useLoad } from '../../parts/use-load';
import { ReturnDialog } from '../../editor/publishing/return-dialog';
import { ReviewComparison } from './review-comparison';
import { ReviewDecisionButtons } from '../../editor/publishing/review-decision-buttons';
import { documentEditHref, staffPaths } from '../../paths/staff-paths';
import { ReviewState } from '../../editor/publishing/review-state';
import { reviewOutcomeWords } from '../../editor/publishing/review-texts';
import css from '../../editor/publishing/review.module.css';

export interface ReviewsPanelProps {
  kit: EditingKit;
  lang: string;
  /** The submission open (`?doc=`), or null for the list alone. */
  docId: string | null;
}

/** Staff name documents by their titles (頁首, 最新消息 設定), never by id. */
const titleOf = (row: DashboardDocument) => documentLabel(row.docId, row);

/**
 * 待審核: the submissions waiting for the caller, and one of them opened: the draft's
 * difference from the published copy, then 核准並發布 (now or at a Taiwan time) or 退回 with a
 * note. Links and buttons only, so it works from the keyboard; focus goes to the opened submission,
 * and after an action to the line that says what happened.
 */
export function ReviewsPanel({ kit, lang, docId }: ReviewsPanelProps) {
  const id = useId();
  const [reload, setReload] = useState(0);
  const list = useLoad(`${reload}`, () => kit.dashboard());
  const waiting = list.data?.kind === 'ready' ? list.data.summary.pendingReview : undefined;

  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby={`${id}-list`}>
        <Heading as="h2" size="lg" id={`${id}-list`} mb="2">
          等待審核的草稿
        </Heading>
        {list.status === 'loading' ? (
          <Text role="status">載入中…</Text>
        ) : list.data?.kind !== 'ready' ? (
          <Text role="alert">
            {list.data?.kind === 'failed' ? list.data.description : '無法載入待審核的草稿，請稍後再試。'}
          </Text>
        ) : waiting === null ? (
          <Text data-part="not-reviewer">您在這個網站沒有審核的權限（發布權限），或網站不需要審核。</Text>
        ) : waiting === undefined || waiting.count === 0 ? (
          <Text data-part="nothing-waits">目前沒有等待審核的草稿。</Text>
        ) : (
          <>
            <Text mb="2">
              共 {waiting.count} 件
              {waiting.count > waiting.rows.length ? `，顯示前 ${waiting.rows.length} 件` : ''}。
            </Text>
            <ul className={css.list} data-part="review-list">
              {waiting.rows.map((row) => (
                <li key={row.docId}>
                  <SubmissionLink row={row} lang={lang} current={row.docId === docId} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Box>
      {docId !== null && (
        <Submission
          key={docId}
          kit={kit}
          lang={lang}
          docId={docId}
          onReviewed={() => setReload((n) => n + 1)}
        />
      )}
    </Stack>
  );
}

function SubmissionLink({ row, lang, current }: { row: DashboardDocument; lang: string; current: boolean }) {
  const by = row.review
    ? `${row.review.submittedByName}於 ${formatTaiwanTime(row.review.submittedAt)} 送審`
    : '';
  return (
    <AppLink
      href={staffPaths.reviews(lang, row.docId)}
      aria-current={current ? 'page' : undefined}
      data-part="review-row"
      data-doc={row.docId}
    >
      {titleOf(row)}
      {row.path === '*' ? '' : `（${row.moduleTitle ?? row.path}）`}
      {by && `・${by}`}
    </AppLink>
  );
}

interface SubmissionProps {
  kit: EditingKit;
  lang: string;
  docId: string;
  onReviewed: () => void;
}

function Submission({ kit, lang, docId, onReviewed }: SubmissionProps) {
  const id = useId();
  const opened = useLoad(docId, () => kit.openSubmission(docId));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnButton = useRef<HTMLButtonElement>(null);
  const [answered, setAnswered] = useState<EditableDocument | null>(null);
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [returning, setReturning] = useState(false);
  const focusTo = useRef<'heading' | null>('heading');

  // Opening a submission, and an approval's end, puts focus where the reader continues.
  useEffect(() => {
    if (focusTo.current === null || returning || opened.status === 'loading') return;
    headingRef.current?.focus();
    focusTo.current = null;
  });

  if (opened.status === 'loading') return <Text role="status">載入草稿中…</Text>;
  const outcome = opened.data;
  if (!outcome || outcome.kind !== 'ready')
    return (
      <Text role="alert">
        {outcome?.kind === 'failed' ? outcome.description : '無法載入這份草稿，請稍後再試。'}
      </Text>
    );
  const document = answered ?? outcome.document;
  const review = document.review ?? null;
  const canAct = review?.state === 'submitted' && answered === null;
  const title = documentLabel(docId, { title: ownTitleOf(docId, document.draft) });

  const act = async (action: 'approve' | 'return', options: { note?: string; scheduled?: boolean } = {}) => {
    setProblem('');
    setAnnouncement('');
    setBusy(true);
    try {
      const result = await kit.review({
        action,
        docId,
        document,
        ...(options.note === undefined ? {} : { note: options.note }),
        ...(options.scheduled ? { when } : {}),
      });
      const words = reviewOutcomeWords(result);
      if (result.kind === 'done') {
        setAnswered(result.document);
        setAnnouncement(words.announcement ?? '');
        if (action === 'approve') focusTo.current = 'heading';
        onReviewed();
        return null;
      }
      if (action === 'approve') setProblem(words.problem ?? '');
      return words.problem ?? null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="submission" data-doc={docId}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
          審核：{title}
        </Heading>
        <p role="status" aria-live="polite" className={css.live} data-part="review-announcement">
          {announcement}
        </p>
        <ReviewState review={review} withdrawn={false} />
        {!review && answered === null && (
          <Text role="alert" data-part="not-waiting">
            {REVIEW_TEXTS.notSubmitted}
          </Text>
        )}
        <Text>
          <AppLink href={documentEditHref(lang, docId)}>在編輯畫面開啟</AppLink>
        </Text>
        <ReviewComparison
          docId={docId}
          draft={document.draft}
          base={outcome.base}
          baseData={outcome.baseData}
        />
        {problem && (
          <Text role="alert" className={css.problem} data-part="review-problem">
            {problem}
          </Text>
        )}
        {canAct && (
          <Stack gap="3" data-part="review-actions">
            <ReviewDecisionButtons
              onApprove={() => void act('approve')}
              onReturnOpen={() => setReturning(true)}
              approveDisabled={busy}
              returnDisabled={busy}
              returnRef={returnButton}
            />
            <Stack gap="2">
              <label htmlFor={`${id}-when`}>
                <Text as="span" fontWeight="bold">
                  排程核准時間（台灣時間）
                </Text>
              </label>
              <input
                id={`${id}-when`}
                className={css.input}
                type="datetime-local"
                value={when}
                onChange={(event) => setWhen(event.currentTarget.value)}
                disabled={busy}
                data-part="approve-time"
              />
              <div>
                <Button
                  variant="outline"
                  onClick={() => void act('approve', { scheduled: true })}
                  disabled={busy}
                  data-part="approve-scheduled"
                >
                  排程核准並發布
                </Button>
              </div>
            </Stack>
          </Stack>
        )}
        <ReturnDialog
          open={returning}
          title={title}
          onClose={() => setReturning(false)}
          // Back to 退回, or, once returned and the button gone, to the submission's heading.
          finalFocus={() => (returnButton.current?.isConnected ? returnButton.current : headingRef.current)}
          onReturn={async (note) => {
            const refused = await act('return', { note });
            if (refused === null) setReturning(false);
            return refused;
          }}
        />
      </Stack>
    </Box>
  );
}
