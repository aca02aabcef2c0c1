import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'wouter';
import type { StatisticsOutcome } from '../../../application/statistics/statistics-kit';
import { useServices } from '../../../composition/services-provider';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import type { StatisticsRange } from '../../../domain/statistics/statistics.port';
import {
  defaultRange,
  presetRange,
  RANGE_PRESETS,
  rangeLabel,
  rangeProblem,
} from '../../../domain/statistics/statistics-range';
import {
  dailySeries,
  feedbackSection,
  moduleSeries,
  monthlySeries,
  pageTarget,
  shareOf,
  STATISTICS_SECTIONS,
  topPages,
  type StatisticsSectionKey,
} from '../../../domain/statistics/statistics-view';
import type { StatisticsReport } from '../../../shared/statistics.types';
import { staffSegment } from '../../../shared/staff-paths';
import { AppLink } from '../../parts/app-link';
import { dateCalendar } from '../../parts/format-date';
import { useLoad } from '../../parts/use-load';
import { paths } from '../../paths/paths';
import { staffPaths } from '../../paths/staff-paths';
import { StaffFrame } from '../frame/staff-frame';
import { CSV_TEXTS, useCsvDownload } from '../parts/csv-download';
import { DateRangeInputs } from '../parts/list-panel';
import table from '../parts/staff-table.module.css';
import { FiguresTable } from './figures-table';
import { StatisticsChart } from './statistics-chart';
import css from './statistics.module.css';

/** `/home/:lang/editor/statistics`: 網站統計, from the server's own counts (no tracker, no cookie). */
export default function StatisticsPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const { openStatistics, clock } = useServices();
  const kit = useLoad(openStatistics, () => openStatistics()).data ?? null;
  const [typed, setTyped] = useState<StatisticsRange>(() => defaultRange(clock.now()));
  const [applied, setApplied] = useState<StatisticsRange>(typed);
  const [problem, setProblem] = useState<string | null>(null);
  const key = kit === null ? null : `${applied.from}~${applied.to}`;
  const loaded = useLoad(key, () => (kit as NonNullable<typeof kit>).load(applied));
  const csv = useCsvDownload(() =>
    kit === null
      ? Promise.resolve({ kind: 'failed', message: '尚未載入，請稍候。' })
      : kit.exportCsv(applied),
  );
  const id = useId();
  const calendar = dateCalendar();

  const apply = (range: StatisticsRange) => {
    const wrong = rangeProblem(range);
    setProblem(wrong);
    if (wrong === null) setApplied(range);
  };

  return (
    <StaffFrame lang={lang} title="網站統計" current={staffSegment('statistics')}>
      <Stack gap="6" data-page="statistics">
        <Heading as="h1" size="2xl">
          網站統計
        </Heading>
        <Text>
          由本站伺服器自行計數的瀏覽次數，不使用第三方追蹤工具，也不設定 Cookie；不保存訪客的 IP
          位址。您只會看到有檢視權限的單元與頁面。
        </Text>
        <form
          className={css.form}
          aria-label="統計期間"
          onSubmit={(event) => {
            event.preventDefault();
            apply(typed);
          }}
        >
          <DateRangeInputs fieldId={id} value={typed} onChange={setTyped} part="statistics" />
          <Button type="submit" minH="2.75rem" data-part="statistics-apply">
            查詢
          </Button>
          <Button
            type="button"
            variant="outline"
            minH="2.75rem"
            disabled={csv.busy || kit === null}
            onClick={csv.start}
            data-part="statistics-csv"
          >
            {csv.busy ? CSV_TEXTS.busy : CSV_TEXTS.button}
          </Button>
        </form>
        <ul className={css.presets} aria-label="快速選擇期間">
          {RANGE_PRESETS.map((preset) => (
            <li key={preset.key}>
              <Button
                type="button"
                size="sm"
                variant="outline"
                minH="2.75rem"
                onClick={() => {
                  const range = presetRange(preset.key, clock.now());
                  setTyped(range);
                  apply(range);
                }}
              >
                {preset.label}
              </Button>
            </li>
          ))}
        </ul>
        <Text role="status" data-part="statistics-status">
          {problem ?? csv.announcement}
        </Text>
        <Outcome
          lang={lang}
          calendar={calendar}
          outcome={loaded.data ?? null}
          failed={loaded.status === 'failed'}
        />
      </Stack>
    </StaffFrame>
  );
}

function Outcome({
  lang,
  calendar,
  outcome,
  failed,
}: {
  lang: string;
  calendar: ReturnType<typeof dateCalendar>;
  outcome: StatisticsOutcome | null;
  failed: boolean;
}) {
  if (failed) return <Text role="alert">無法載入網站統計，請稍後再試。</Text>;
  if (outcome === null) return <Text role="status">載入中…</Text>;
  if (outcome.kind !== 'report') return <Text role="alert">{outcome.message}</Text>;
  return <Report lang={lang} calendar={calendar} report={outcome.report} />;
}

function Report({
  lang,
  calendar,
  report,
}: {
  lang: string;
  calendar: ReturnType<typeof dateCalendar>;
  report: StatisticsReport;
}) {
  const daily = useMemo(() => dailySeries(report, calendar), [report, calendar]);
  const monthly = useMemo(() => monthlySeries(report, calendar), [report, calendar]);
  const modules = useMemo(() => moduleSeries(report), [report]);
  const top = topPages(report);
  const feedback = feedbackSection(report);
  // One section per entry of the core's list, in its order; a later section (頁面回饋) adds its key there.
  const parts: Record<StatisticsSectionKey, ReactNode> = {
    summary: (
      <>
        <Text>{rangeLabel(calendar, report)}</Text>
        <dl className={css.totals}>
          <div>
            <dt>瀏覽次數</dt>
            <dd data-part="statistics-total-views">{report.total.views.toLocaleString('zh-TW')}</dd>
          </div>
          <div>
            <dt>造訪人次</dt>
            <dd>{report.total.visits.toLocaleString('zh-TW')}</dd>
          </div>
        </dl>
      </>
    ),
    daily: (
      <>
        <StatisticsChart chart={daily} />
        <FiguresTable chart={daily} rowHeader="日期" />
      </>
    ),
    monthly: (
      <>
        <StatisticsChart chart={monthly} bars />
        <FiguresTable chart={monthly} rowHeader="月份" />
      </>
    ),
    modules:
      report.modules.length === 0 ? (
        <Text>這段期間沒有瀏覽紀錄。</Text>
      ) : (
        <>
          <StatisticsChart chart={modules} bars />
          <FiguresTable chart={modules} rowHeader="單元" />
        </>
      ),
    pages:
      top.rows.length === 0 ? (
        <Text>這段期間沒有瀏覽紀錄。</Text>
      ) : (
        <div className={table.tableWrap}>
          <table className={table.table} data-part="statistics-top-pages">
            <caption>熱門頁面（瀏覽次數最多的前 {top.rows.length} 個頁面）</caption>
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">頁面</th>
                <th scope="col">單元</th>
                <th scope="col">瀏覽次數</th>
                <th scope="col">占比</th>
              </tr>
            </thead>
            <tbody>
              {top.rows.map((page, index) => {
                const target = pageTarget(page);
                return (
                  <tr key={`${page.path}/${page.id}`}>
                    <td>{index + 1}</td>
                    <th scope="row">
                      <PageName lang={lang} target={target} title={page.title} />
                    </th>
                    <td>{page.moduleTitle}</td>
                    <td>{page.views.toLocaleString('zh-TW')}</td>
                    <td>{shareOf(page.views, report.total.views)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {top.more > 0 && <Text>另有 {top.more} 個頁面有瀏覽紀錄，完整清單請匯出 CSV。</Text>}
        </div>
      ),
    feedback: (
      <>
        <Text data-part="statistics-feedback-total">{feedback.total}</Text>
        {feedback.rows.length > 0 && (
          <div className={table.tableWrap}>
            <table className={table.table} data-part="statistics-feedback">
              <caption>各頁面的「這個頁面對您有幫助嗎？」回答（回答「否」最多的頁面在前）</caption>
              <thead>
                <tr>
                  <th scope="col">頁面</th>
                  <th scope="col">單元</th>
                  <th scope="col">是</th>
                  <th scope="col">否</th>
                  <th scope="col">有幫助比率</th>
                </tr>
              </thead>
              <tbody>
                {feedback.rows.map(({ page, rate }) => (
                  <tr key={`${page.path}/${page.id}`}>
                    <th scope="row">
                      <PageName lang={lang} target={pageTarget(page)} title={page.title} />
                    </th>
                    <td>{page.moduleTitle}</td>
                    <td>{page.yes.toLocaleString('zh-TW')}</td>
                    <td>{page.no.toLocaleString('zh-TW')}</td>
                    <td>{rate}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {feedback.more > 0 && <Text>另有 {feedback.more} 個頁面有回饋，完整清單請匯出 CSV。</Text>}
          </div>
        )}
        <Text>
          <AppLink href={staffPaths.page(lang, 'feedback')} data-part="statistics-feedback-link">
            查看意見
          </AppLink>
        </Text>
      </>
    ),
  };
  return (
    <>
      {STATISTICS_SECTIONS.map((section) => (
        <section
          key={section.key}
          className={css.section}
          aria-labelledby={`statistics-${section.key}`}
          data-section={section.key}
        >
          <Heading as="h2" size="lg" id={`statistics-${section.key}`}>
            {section.title}
          </Heading>
          {parts[section.key]}
        </section>
      ))}
    </>
  );
}

/** A page's title, linked to where visitors read it while it is published. */
function PageName({
  lang,
  target,
  title,
}: {
  lang: string;
  target: ReturnType<typeof pageTarget>;
  title: string;
}) {
  if (target === null) return <>{title}</>;
  return (
    <AppLink
      href={
        target.id === undefined
          ? paths.page.href(lang, target.path)
          : paths.detail.href(lang, target.path, target.id)
      }
    >
      {title}
    </AppLink>
  );
}
