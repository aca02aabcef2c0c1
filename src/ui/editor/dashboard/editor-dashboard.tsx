import { Box, Button, chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useServices } from '../../../composition/services-provider';
import { useLoad } from '../../parts/use-load';
import { DashboardOverview } from './dashboard-overview';
import { DocumentsPanel } from './documents-panel';
import { EditorLinks } from './editor-links';
import { NewModuleDialog, type CreatedModule } from './new-module-dialog';
import { mergeSitePages, useSitePages } from '../site-pages';
import { TrashPanel } from './trash-panel';
import { useEditingKit } from './use-editing-kit';

export interface EditorDashboardProps {
  lang: string;
  /** The site's pages from its menu, the first one chosen at start; other modules follow. */
  pages: ReadonlyArray<{ path: string; title: string }>;
}

/**
 * The editor's dashboard (issue 15): a module's documents and its trash, and the way to the
 * site-wide editors. The editing kit loads as the editor's own chunk, as on a page in edit mode.
 */
export function EditorDashboard({ lang, pages: menuPages }: EditorDashboardProps) {
  const kit = useEditingKit();
  const id = useId();
  const { stores } = useServices();
  // 新增單元 is the administrators' (issue 22); the server refuses anyone else with 403 anyway.
  const admin = useStore(stores.session, (s) => s.access?.admin === true);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // Modules made here are listed at once, before the list of modules is read again.
  const [made, setMade] = useState<CreatedModule[]>([]);
  // Modules deleted here leave the list at once too.
  const [gone, setGone] = useState<readonly string[]>([]);
  const [moduleStatus, setModuleStatus] = useState('');
  const [deleting, setDeleting] = useState(false);
  const sitePages = useSitePages(kit, menuPages);
  const pages = useMemo(
    () => mergeSitePages(sitePages, made).filter((page) => !gone.includes(page.path)),
    [sitePages, made, gone],
  );
  const [chosen, setChosen] = useState('');
  // Never opens on an empty module (issue 23): the first holding items, else the first writable.
  const paths = pages.map((page) => page.path);
  const start = useLoad(kit === null ? null : paths.join(','), () => kit!.startModule(paths));
  const overview = useLoad(kit, () => kit!.dashboard());
  // 待審核 is a list only for reviewers (p somewhere, review required); others get null.
  const summary = overview.data?.kind === 'ready' ? overview.data.summary : null;
  const reviewer = summary !== null && summary.pendingReview !== null;
  // 新信件 is a list only for mailbox staff (r on a mailbox path); no one else is asked anything.
  const mailbox = summary !== null && summary.newLetters !== null;
  const path = chosen || start.data || (start.status === 'loading' ? '' : pages[0]?.path) || '';

  const chosenPage = pages.find((page) => page.path === path);
  const removeChosen = async () => {
    if (!kit || !chosenPage || deleting) return;
    setDeleting(true);
    setModuleStatus('');
    const outcome = await kit.deleteModule({ path: chosenPage.path, title: chosenPage.title });
    setDeleting(false);
    if (outcome.kind === 'declined') return;
    setModuleStatus(outcome.message);
    if (outcome.kind === 'deleted') {
      setGone((list) => [...list, chosenPage.path]);
      setChosen('');
    }
  };

  const closeDialog = () => {
    setAdding(false);
    // Focus goes back to the button that opened the dialog, after the dialog has let it go.
    queueMicrotask(() => addButton.current?.focus());
  };

  return (
    <Stack gap="8" data-part="editor-dashboard">
      {kit !== null && <DashboardOverview load={overview} lang={lang} />}
      <EditorLinks lang={lang} reviewer={reviewer} mailbox={mailbox} />
      {admin && kit !== null && (
        <Box as="section" aria-labelledby={`${id}-modules`}>
          <chakra.h2 id={`${id}-modules`} fontSize="xl" fontWeight="bold" mb="2">
            單元
          </chakra.h2>
          <Text mb="3">單元是網站的一個頁面或一份清單，例如最新消息或關於我們。</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            <Button ref={addButton} onClick={() => setAdding(true)} minH="2.75rem" data-part="add-module">
              新增單元
            </Button>
            {chosenPage && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => void removeChosen()}
                disabled={deleting}
                minH="2.75rem"
                data-part="delete-module"
              >
                {`刪除單元「${chosenPage.title}」`}
              </Button>
            )}
          </Stack>
          <Text role="status" aria-live="polite" mt="2" data-part="module-status">
            {moduleStatus}
          </Text>
          {adding && (
            <NewModuleDialog
              kit={kit}
              lang={lang}
              onCreated={(module) => {
                setMade((list) => [...list, module]);
                setChosen(module.path);
              }}
              onClose={closeDialog}
            />
          )}
        </Box>
      )}
      <Box>
        <chakra.label htmlFor={`${id}-module`} display="block" fontWeight="bold" mb="1">
          模組
        </chakra.label>
        <NativeSelect.Root maxW="24rem">
          <NativeSelect.Field
            id={`${id}-module`}
            value={path}
            onChange={(e) => setChosen(e.currentTarget.value)}
            minH="2.75rem"
            data-part="dashboard-module"
          >
            {pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.title}（{p.path}）
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {kit === null || (start.status === 'loading' && chosen === '') ? (
        <Text role="status">載入編輯工具中…</Text>
      ) : (
        <>
          <DocumentsPanel
            kit={kit}
            lang={lang}
            path={path}
            kind={pages.find((page) => page.path === path)?.kind}
          />
          <TrashPanel kit={kit} path={path} />
        </>
      )}
    </Stack>
  );
}
