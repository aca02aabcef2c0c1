import { Box, Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { staffPages, type StaffPageKey } from '../../../domain/editing/staff-pages';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import { DashboardOverview } from './dashboard-overview';
import { EditorLinks } from './editor-links';
import { NewModuleDialog } from './new-module-dialog';
import css from './dashboard.module.css';
import { useStaff } from '../frame/use-staff';

/** What each staff page is for, in a sentence beside its link on the dashboard. */
const PAGE_PURPOSE: Partial<Record<StaffPageKey, string>> = {
  content: '每個單元的文件清單：搜尋、依狀態篩選、新增項目，以及回收桶。',
  reviews: '撰稿者送審的草稿，等待核准或退回。',
  mailbox: '民眾來信：分派、回覆與處理紀錄。',
  accounts: '新增帳號、設定權限、停用或解鎖帳號。',
  audit: '誰在什麼時候做了什麼。',
  settings: '網站名稱、說明、審核流程與聯絡資訊。',
  checklist: '政府網站應有的項目：哪些已符合、缺什麼、到哪裡補。',
  account: '密碼、兩步驟登入與登入中的裝置。',
};

/**
 * The staff area's first page (儀表板): what waits for the account, the way to each staff page it
 * may see, the site-wide editors (home arrangement, header, menu, footer, banners) and, for
 * administrators, 新增單元. Each module's documents and trash have their own pages under 內容.
 */
export function StaffDashboard({ lang }: { lang: string }) {
  const { kit, overview, standing, refresh } = useStaff();
  const id = useId();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const pages = staffPages(standing).filter((entry) => entry.key !== 'dashboard');

  const closeDialog = () => {
    setAdding(false);
    // Focus goes back to the button that opened the dialog, after the dialog has let it go.
    queueMicrotask(() => addButton.current?.focus());
  };

  return (
    <chakra.div display="grid" gap="8" data-part="editor-dashboard">
      {kit !== null ? (
        <DashboardOverview load={overview} lang={lang} />
      ) : (
        standing.editor && <Text role="status">載入編輯工具中…</Text>
      )}
      <Box as="section" aria-labelledby={`${id}-pages`} data-part="dashboard-pages">
        <Heading as="h2" size="lg" mb="3" id={`${id}-pages`}>
          前往
        </Heading>
        <ul className={css.links}>
          {pages.map((entry) => (
            <li key={entry.key}>
              <AppLink href={paths.staff.href(lang, entry.segment)}>{entry.title}</AppLink>
              {PAGE_PURPOSE[entry.key] && <Text as="span">：{PAGE_PURPOSE[entry.key]}</Text>}
            </li>
          ))}
        </ul>
      </Box>
      {standing.editor && <EditorLinks lang={lang} />}
      {standing.admin && kit !== null && (
        <Box as="section" aria-labelledby={`${id}-modules`}>
          <chakra.h2 id={`${id}-modules`} fontSize="xl" fontWeight="bold" mb="2">
            單元
          </chakra.h2>
          <Text mb="3">
            單元是網站的一個頁面或一份清單，例如最新消息或關於我們。刪除單元在「內容」裡該單元的頁面。
          </Text>
          <Button ref={addButton} onClick={() => setAdding(true)} minH="2.75rem" data-part="add-module">
            新增單元
          </Button>
          {adding && (
            <NewModuleDialog kit={kit} lang={lang} onCreated={() => refresh()} onClose={closeDialog} />
          )}
        </Box>
      )}
    </chakra.div>
  );
}
