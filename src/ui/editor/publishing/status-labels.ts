import type { DocumentStatus } from '../../../shared/authoring-types';

/** The document's state as the editor reads it next to 發布. */
export const STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = {
  draft: '草稿',
  published: '已發布',
  changed: '發布後已修改',
  scheduled: '已排程',
  deleted: '已刪除',
};

/** What a successful action says in the polite live region. */
export const DONE_MESSAGES = {
  publish: '已發布',
  schedulePublish: (when: string) => `已排程於 ${when} 發布`,
  unpublish: '已取消發布',
  scheduleUnpublish: (when: string) => `已排程於 ${when} 下架`,
} as const;

export const CONFLICT_MESSAGE = '另一位編輯已更新，請先處理衝突';
