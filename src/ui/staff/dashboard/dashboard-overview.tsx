import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { DashboardOutcome } from '../../../application/editing/review.use-case';
import { formatTaiwanTime } from '../../../domain/editing/schedule-time';
import { documentLabel } from '../../../shared/document-label';
import type { DashboardDocument, DashboardLetter, DashboardList } from '../../../shared/review.types';
import { AppLink } from '../../parts/app-link';
import type { Load } from '../../parts/use-load';
import { NO_INBOX_FILTERS, inboxSearch } from '../../../domain/mailbox/inbox-filters';
import { documentEditHref, staffPaths } from '../../paths/staff-paths';
import css from './dashboard.module.css';

/** Staff name documents by their titles (頁首, 最新消息 設定), never by id. */
const titleOf = (row: DashboardDocument) => documentLabel(row.docId, row);

interface ListSectionProps<T> {
  heading: string;
  list: DashboardList<T>;
  empty: string;
  part: string;
  render: (row: T) => ReactNode;
  keyOf: (row: T) => string;
  more?: ReactNode;
}

/** One thing that waits: its heading with the count, and links to the first few. */
function ListSection<T>({ heading, list, empty, part, render, keyOf, more }: ListSectionProps<T>) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} className={css.card} data-part={part} data-count={list.count}>
      <Heading as="h3" size="md" id={id} mb="2">
        {heading}（{list.count}）
      </Heading>
      {list.rows.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <ul className={css.overviewList}>
          {list.rows.map((row) => (
            <li key={keyOf(row)}>{render(row)}</li>
          ))}
        </ul>
      )}
      {list.count > list.rows.length && <Text mt="2">另有 {list.count - list.rows.length} 件未列出。</Text>}
      {more}
    </Box>
  );
}

/**
 * What waits for the account, at the top of the dashboard: 我的草稿, 待審核 for
 * reviewers, 退回給我 with the reviewer's note, 已排程, 最近發布, and 新信件 for mailbox staff.
 * Each is a section with its count and links straight to the document (or the letter).
 */
export function DashboardOverview({ load, lang }: { load: Load<DashboardOutcome>; lang: string }) {
  const id = useId();
  const outcome = load.data;
  const docKey = (row: DashboardDocument) => row.docId;
  const editLink = (row: DashboardDocument, extra = '') => (
    <AppLink href={documentEditHref(lang, row.docId)} data-doc={row.docId}>
      {titleOf(row)}
      {extra}
    </AppLink>
  );

  return (
    <Box as="section" aria-labelledby={`${id}-heading`} data-part="dashboard-overview">
      <Heading as="h2" size="lg" mb="3" id={`${id}-heading`}>
        待辦事項
      </Heading>
      {load.status === 'loading' ? (
        <Text role="status">載入待辦事項中…</Text>
      ) : outcome?.kind !== 'ready' ? (
        <Text role="alert">
          {outcome?.kind === 'failed' ? outcome.description : '無法載入待辦事項，請稍後再試。'}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ListSection
            heading="我的草稿"
            part="overview-my-drafts"
            list={outcome.summary.myDrafts}
            empty="沒有尚未發布的草稿。"
            keyOf={docKey}
            render={(row) => editLink(row, `（${formatTaiwanTime(row.updatedAt)} 修改）`)}
          />
          {outcome.summary.pendingReview && (
            <ListSection
              heading="待審核"
              part="overview-pending-review"
              list={outcome.summary.pendingReview}
              empty="沒有等待審核的草稿。"
              keyOf={docKey}
              render={(row) => (
                <AppLink href={staffPaths.reviews(lang, row.docId)} data-doc={row.docId}>
                  {titleOf(row)}
                  {row.review && `（${row.review.submittedByName}送審）`}
                </AppLink>
              )}
              more={
                <Text mt="2">
                  <AppLink href={staffPaths.reviews(lang)}>前往待審核</AppLink>
                </Text>
              }
            />
          )}
          <ListSection
            heading="退回給我"
            part="overview-returned"
            list={outcome.summary.returnedToMe}
            empty="沒有退回的草稿。"
            keyOf={docKey}
            render={(row) => (
              <>
                {editLink(row)}
                {row.review?.note && (
                  <Text as="blockquote" className={css.note} data-part="overview-note">
                    {row.review.reviewedByName ?? '審核者'}：{row.review.note}
                  </Text>
                )}
              </>
            )}
          />
          <ListSection
            heading="已排程"
            part="overview-scheduled"
            list={outcome.summary.scheduled}
            empty="沒有排程發布的內容。"
            keyOf={docKey}
            render={(row) =>
              editLink(row, row.publishAt ? `（${formatTaiwanTime(row.publishAt)} 發布）` : '')
            }
          />
          <ListSection
            heading="最近發布"
            part="overview-recent"
            list={outcome.summary.recentlyPublished}
            empty="最近沒有發布。"
            keyOf={docKey}
            render={(row) => editLink(row, row.publishedAt ? `（${formatTaiwanTime(row.publishedAt)}）` : '')}
          />
          {outcome.summary.newLetters && (
            <ListSection<DashboardLetter>
              heading="新信件"
              part="overview-letters"
              list={outcome.summary.newLetters}
              empty="沒有新信件。"
              keyOf={(row) => row.serialNo}
              render={(row) => (
                <AppLink
                  href={staffPaths.mailbox(lang, inboxSearch(NO_INBOX_FILTERS, row.serialNo))}
                  data-letter={row.serialNo}
                >
                  {row.serialNo} {row.subject}（
                  {row.overdue ? `已逾期，應於 ${row.replyBy} 前回覆` : `${row.replyBy} 前回覆`}）
                </AppLink>
              )}
            />
          )}
        </SimpleGrid>
      )}
    </Box>
  );
}
