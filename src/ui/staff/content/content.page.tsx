import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import {
  contentSegment,
  staffSegment,
  STAFF_PAGE_TITLES,
  type ContentTab,
} from '../../../domain/editing/staff-pages';
import { canRead } from '../../../domain/rights/rights';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import { DocumentsPanel } from './documents-panel';
import { TrashPanel } from './trash-panel';
import { StaffFrame } from '../frame/staff-frame';
import { useStaff, type Staff } from '../frame/use-staff';
import css from './content.module.css';

const TAB_TITLES: Record<ContentTab, string> = { items: '項目', trash: '回收桶' };

/**
 * 內容 (guarded): `/home/:lang/editor/content` lists the modules the account may read;
 * `…/content/:module` is one module's documents (search, status, 新增項目) and
 * `…/content/:module/trash` its trash, each with its own address for the back button and bookmarks.
 */
export default function ContentPage({ tab = 'items' }: { tab?: ContentTab }) {
  const { lang = DEFAULT_LANG, module } = useParams<{ lang?: string; module?: string }>();
  const path = module === undefined ? null : decodeURIComponent(module);
  const current = path === null ? 'content' : contentSegment(path, tab);
  return (
    <StaffFrame lang={lang} title={(staff) => titleOf(staff, path)} current={current}>
      <ContentBody lang={lang} path={path} tab={tab} />
    </StaffFrame>
  );
}

/** 內容's list of modules (no path), or a module's page on one of its tabs, inside a StaffFrame. */
export function ContentBody({ lang, path, tab }: { lang: string; path: string | null; tab: ContentTab }) {
  return path === null ? <ModuleIndex lang={lang} /> : <ModuleContent lang={lang} path={path} tab={tab} />;
}

/** 內容, or the module's name once the modules have answered. */
function titleOf(staff: Staff, path: string | null): string | undefined {
  if (path === null) return STAFF_PAGE_TITLES.content;
  const found = staff.pages.find((page) => page.path === path)?.title;
  return found ?? (staff.modulesKnown ? path : undefined);
}

function ModuleIndex({ lang }: { lang: string }) {
  const { standing, pages, modulesKnown } = useStaff();
  const readable = standing.modules.filter((module) => canRead(module.rights));
  return (
    <Stack gap="6" data-page="staff-content">
      <Heading as="h1" size="2xl">
        {STAFF_PAGE_TITLES.content}
      </Heading>
      <Text>選一個單元，查看它的文件、新增項目，或從回收桶還原。</Text>
      {modulesKnown && pages.length === 0 ? (
        <Text>網站還沒有任何單元。網站管理者可以在儀表板新增單元。</Text>
      ) : standing.modules.length === 0 ? (
        <Text role="status">載入單元中…</Text>
      ) : readable.length === 0 ? (
        <Text>您目前沒有任何單元的檢視權限。需要時請洽網站管理者。</Text>
      ) : (
        <ul className={css.index}>
          {readable.map((module) => (
            <li key={module.path}>
              <AppLink href={paths.staff.href(lang, contentSegment(module.path))}>{module.title}</AppLink>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function ModuleContent({ lang, path, tab }: { lang: string; path: string; tab: ContentTab }) {
  const { kit, pages, modulesKnown, standing, refresh } = useStaff();
  const id = useId();
  const page = pages.find((candidate) => candidate.path === path);
  const [status, setStatus] = useState('');
  const [deleting, setDeleting] = useState(false);
  // Once deleted, the page says so (and where to go) rather than that the module cannot be found.
  const [deleted, setDeleted] = useState<{ title: string; message: string } | null>(null);

  // Until the modules answer, a module outside the menu has no name yet: no path shown as a title.
  if (deleted !== null) {
    return (
      <Stack gap="4" data-page="staff-module-deleted">
        <Heading as="h1" size="2xl">
          {deleted.title}
        </Heading>
        <Text role="status" data-part="module-status">
          {deleted.message}
        </Text>
        <AppLink href={paths.staff.href(lang, staffSegment('content'))}>回到內容</AppLink>
      </Stack>
    );
  }
  if (kit === null || (page === undefined && !modulesKnown))
    return <Text role="status">載入編輯工具中…</Text>;
  const title = page?.title ?? path;
  if (page === undefined && modulesKnown) {
    return (
      <Stack gap="4" data-page="staff-module-missing">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text role="alert">找不到這個單元，它可能已被刪除。</Text>
        <AppLink href={paths.staff.href(lang, staffSegment('content'))}>回到內容</AppLink>
      </Stack>
    );
  }

  const removeModule = async () => {
    if (deleting) return;
    setDeleting(true);
    setStatus('');
    const outcome = await kit.deleteModule({ path, title });
    setDeleting(false);
    if (outcome.kind === 'declined') return;
    if (outcome.kind === 'deleted') {
      setDeleted({ title, message: outcome.message });
      refresh();
    } else setStatus(outcome.message);
  };

  return (
    <Stack gap="6" data-page="staff-module" data-module={path}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <nav aria-label={`${title}的頁面`} data-part="module-tabs">
        <ul className={css.tabs}>
          {(['items', 'trash'] as const).map((name) => (
            <li key={name}>
              <AppLink
                href={paths.staff.href(lang, contentSegment(path, name))}
                aria-current={name === tab ? 'page' : undefined}
                className={css.tab}
              >
                {TAB_TITLES[name]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'items' ? (
        <DocumentsPanel kit={kit} lang={lang} path={path} kind={page?.kind} />
      ) : (
        <TrashPanel kit={kit} path={path} />
      )}
      {tab === 'items' && standing.admin && page !== undefined && (
        <Box as="section" aria-labelledby={`${id}-module`}>
          <Heading as="h2" size="lg" mb="2" id={`${id}-module`}>
            單元
          </Heading>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => void removeModule()}
            disabled={deleting}
            minH="2.75rem"
            data-part="delete-module"
          >
            {`刪除單元「${title}」`}
          </Button>
          <Text role="status" aria-live="polite" mt="2" data-part="module-status">
            {status}
          </Text>
        </Box>
      )}
    </Stack>
  );
}
