import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import { useServices } from '../../../composition/services-provider';
import { SaveConflict } from '../../../domain/editing/authoring.port';
import { EDIT_QUESTIONS } from '../../../domain/editing/edit-messages';
import { PublishBlocked } from '../../../domain/editing/publishing.port';
import { relativeUnitsInHtml } from '../../../domain/editing/relative-units';
import { formatTaiwanTime, scheduleProblem, taiwanLocalToIso } from '../../../domain/editing/schedule-time';
import { ApiError } from '../../../domain/errors/api-errors';
import { accessibilityFindings, type AccessibilityFinding } from '../../../shared/accessibility-rules';
import type { PanelSectionProps } from '../section-props';
import { runAxe, type AxeRunner, type PreviewFinding } from './axe-check';
import { changeAt, controlIdSuffix, getAt, parsePath } from './field-path';
import { StatusBadge } from '../status-badge';
import { CONFLICT_MESSAGE, DONE_MESSAGES } from './status-labels';
import css from './publish-section.module.css';

type Finding = AccessibilityFinding & { target?: Element | null };
type Action = 'publish' | 'unpublish';

export interface PublishSectionProps extends PanelSectionProps {
  /** axe on the preview; tests in jsdom pass their own, the browser loads axe-core lazily. */
  axe?: AxeRunner;
}

/**
 * Publishing (issue 15): the document's state, 發布 behind the accessibility gate (the shared rules
 * on the draft's data, live, and axe on the preview when publishing), 取消發布, and both at a time
 * typed in Taiwan time. The server runs the blocking rules again, so this gate is for the editor's
 * sake: it says what to fix and where, before anyone is refused.
 */
export function PublishSection({
  kit,
  session,
  snapshot,
  docId,
  previewRoot,
  axe = runAxe,
}: PublishSectionProps) {
  const services = useServices();
  const headingId = useId();
  const timeId = useId();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const [when, setWhen] = useState('');
  // axe and the server judged one copy of the data; a change makes their findings stale.
  const [checked, setChecked] = useState<{
    of: DocumentData;
    preview: PreviewFinding[];
    server: AccessibilityFinding[];
  } | null>(null);

  const { data, document } = snapshot;
  // The shared rules are cheap string checks: they follow every keystroke, so a fix shows at once.
  const ruleFindings = useMemo(() => accessibilityFindings(data), [data]);
  const current = checked?.of === data ? checked : null;
  const serverFindings = current?.server ?? [];
  const previewFindings = current?.preview ?? [];

  const findings: Finding[] = [
    ...ruleFindings,
    ...serverFindings.filter((f) => !ruleFindings.some((r) => r.code === f.code && r.field === f.field)),
    ...previewFindings,
  ];
  const blocking = findings.filter((finding) => finding.severity === 'blocking');
  const warnings = findings.filter((finding) => finding.severity === 'warning');

  if (!document) return null;
  const canUnpublish =
    (document.type === 'item' || document.type === 'page') &&
    (document.publishedRevision !== null || document.schedule.publishAt !== null);
  const disabled = busy || snapshot.readOnly || snapshot.conflict !== null;
  const blockedReason = blocking.length > 0 ? `有 ${blocking.length} 項無障礙問題必須先修正，才能發布。` : '';

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
    if (finding.fix?.kind === 'px-to-rem') {
      const html = getAt(data, parsePath(finding.field));
      if (typeof html !== 'string') return;
      // em, not rem: the public sanitizer keeps em and % only (decision 27); both follow the
      // visitor's text size, which is what the rule asks for.
      const change = changeAt(data, finding.field, relativeUnitsInHtml(html, 'em'));
      session.change(change.field, change.value);
    } else if (finding.fix?.kind === 'mark-decorative') {
      const entryPath = finding.field.replace(/\.(alt|title)$/, '');
      const entry = getAt(data, parsePath(entryPath));
      if (typeof entry !== 'object' || entry === null) return;
      const change = changeAt(data, entryPath, { ...entry, decorative: true, alt: '' });
      session.change(change.field, change.value);
    }
    setAnnouncement('已套用修正');
  };

  /** Saves what is unsaved; false when the save did not land (a conflict, a failure). */
  const saved = async (): Promise<boolean> => {
    if (session.getSnapshot().dirty) await session.saveNow();
    const after = session.getSnapshot();
    if (after.conflict) {
      setProblem(CONFLICT_MESSAGE);
      return false;
    }
    if (after.dirty || after.save.kind === 'failed') {
      setProblem('暫存失敗，請先處理暫存的問題再發布。');
      return false;
    }
    return true;
  };

  const run = async (action: Action, scheduled: boolean) => {
    setProblem('');
    setAnnouncement('');
    let at: string | undefined;
    if (scheduled) {
      const reason = scheduleProblem(when, Date.now());
      if (reason) {
        setProblem(reason);
        return;
      }
      at = taiwanLocalToIso(when) ?? undefined;
    }
    if (action === 'unpublish') {
      const question = scheduled
        ? EDIT_QUESTIONS.scheduleUnpublish(formatTaiwanTime(at ?? ''))
        : EDIT_QUESTIONS.unpublish;
      const sure = await services.dialogs.confirm(question.message, question.title, {
        action: question.action,
      });
      if (!sure) return;
    }
    setBusy(true);
    try {
      if (!(await saved())) return;
      if (action === 'publish') {
        const rules = accessibilityFindings(session.getSnapshot().data).filter(
          (f) => f.severity === 'blocking',
        );
        if (rules.length > 0) return;
        setAnnouncement('正在檢查無障礙…');
        const root = previewRoot.current;
        const fromAxe = root ? await axe(root) : [];
        setChecked({ of: session.getSnapshot().data, preview: fromAxe, server: [] });
        if (fromAxe.some((finding) => finding.severity === 'blocking')) {
          setAnnouncement('');
          setProblem('無障礙檢查未通過，請先修正下列問題。');
          return;
        }
      }
      const revision = session.getSnapshot().document?.revision ?? document.revision;
      const answer =
        action === 'publish'
          ? await kit.publishing.publish(docId, revision, at)
          : await kit.publishing.unpublish(docId, revision, at);
      session.adopt(answer);
      const label = at ? formatTaiwanTime(at) : '';
      setAnnouncement(
        action === 'publish'
          ? at
            ? DONE_MESSAGES.schedulePublish(label)
            : DONE_MESSAGES.publish
          : at
            ? DONE_MESSAGES.scheduleUnpublish(label)
            : DONE_MESSAGES.unpublish,
      );
    } catch (error) {
      setAnnouncement('');
      if (error instanceof SaveConflict) {
        setProblem(`${CONFLICT_MESSAGE}：已載入最新的草稿，請確認後再發布。`);
        // Nothing was unsaved (it was saved just before), so taking the newer copy loses nothing.
        if (!session.getSnapshot().dirty)
          session.adopt(await kit.authoring.document(docId).catch(() => document));
      } else if (error instanceof PublishBlocked) {
        setChecked({ of: session.getSnapshot().data, preview: [], server: [...error.findings] });
        setProblem(`${error.message}，請先修正下列問題。`);
      } else if (error instanceof ApiError) setProblem(error.description);
      else setProblem('無法連線，請稍後再試。');
    } finally {
      setBusy(false);
    }
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

  const { publishAt, unpublishAt } = document.schedule;
  return (
    <Box as="section" aria-labelledby={headingId} className={css.section} data-part="publish-section">
      <Stack gap="3">
        <Heading as="h3" size="md" id={headingId}>
          發布
        </Heading>
        <Text>
          狀態：
          {/* The one status badge of the editor's lists (status-badge.tsx). */}
          <span data-part="publish-status" data-status={document.status}>
            <StatusBadge status={document.status} />
          </span>
        </Text>
        {publishAt && <Text data-part="scheduled-publish">預定發布：{formatTaiwanTime(publishAt)}</Text>}
        {unpublishAt && (
          <Text data-part="scheduled-unpublish">預定下架：{formatTaiwanTime(unpublishAt)}</Text>
        )}

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

        <Stack direction="row" gap="2" flexWrap="wrap">
          <Button
            colorPalette="brand"
            onClick={() => void run('publish', false)}
            disabled={disabled || blocking.length > 0}
            aria-describedby={blockedReason ? `${headingId}-reason` : undefined}
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

        <div className={css.schedule}>
          <label htmlFor={timeId} className={css.label}>
            排程時間（台灣時間）
          </label>
          <input
            id={timeId}
            className={css.input}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.currentTarget.value)}
            disabled={disabled}
            data-part="schedule-time"
          />
          <Stack direction="row" gap="2" flexWrap="wrap">
            <Button
              variant="outline"
              onClick={() => void run('publish', true)}
              disabled={disabled || blocking.length > 0}
              aria-describedby={blockedReason ? `${headingId}-reason` : undefined}
              data-part="schedule-publish"
            >
              排程發布
            </Button>
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

        <p role="status" aria-live="polite" className={css.live} data-part="publish-announcement">
          {announcement}
        </p>
      </Stack>
    </Box>
  );
}
