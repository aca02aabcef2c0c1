/** What a successful action says in the polite live region. */
export const DONE_MESSAGES = {
  publish: '已發布',
  schedulePublish: (when: string) => `已排程於 ${when} 發布`,
  unpublish: '已取消發布',
  scheduleUnpublish: (when: string) => `已排程於 ${when} 下架`,
} as const;

export const CONFLICT_MESSAGE = '另一位編輯已更新，請先處理衝突';
