import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ConflictChoice } from '../../application/editing/edit-session';
import { linkModules } from '../../application/editing/link-modules.use-case';
import { loadRights } from '../../application/editing/load-rights.use-case';
import { useServices } from '../../composition/services-provider';
import { fieldsFor } from '../../domain/editing/content-fields';
import type { DocumentData } from '../../domain/editing/authoring.port';
import type { LinkModule } from '../../domain/editing/item-refs';
import { canDelete, canWrite, type Rights } from '../../domain/rights/rights';
import { AppLink } from '../parts/app-link';
import { useLoad } from '../parts/use-load';
import { paths } from '../paths/paths';
import { describeTarget, type EditTarget } from './parts/edit-target';
import { HistorySection } from './history/history-section';
import { PublishSection } from './publishing/publish-section';
import { ConflictDialog, RestoreDialog } from './edit-dialogs';
import { EditorStatus } from './editor-status';
import css from './editor.module.css';
import { ContentForm } from './forms/content-form';
import type { LinkPicker } from './forms/refs-field';
import { menuPages } from './parts/menu-pages';
import type { RichTextProps } from './forms/rich-text-slot';
import { RichTextField } from './rich-text-field/rich-text-field';
import type { EditFormArgs } from './parts/edit-form-args';
import { useEditSession } from './use-edit-session';

export type { EditTarget } from './parts/edit-target';

export interface EditorWorkspaceProps {
  target: EditTarget;
  /** The form of the document; the content form of the module's kind by default. */
  renderForm?: (args: EditFormArgs) => ReactNode;
  /** The module's list layout (`cms-normal`…) or `cms-single`: which form to show. */
  moduleKey: string;
  /** The real page (frame and layout) drawn with this data; null while the draft loads. */
  renderPage: (draft: DocumentData | null) => ReactNode;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Edit mode of a page: the page itself, with its real frame and layout drawn from the
 * draft as it is typed, beside the edit panel. The panel slides in with framer-motion (still for
 * users who ask for reduced motion). Every decision is the edit session's; this renders its
 * snapshot and forwards events.
 */
export default function EditorWorkspace(props: EditorWorkspaceProps) {
  const { target, moduleKey, renderPage, renderForm } = props;
  // Built here, in the editor's chunk, so a visitor's page carries none of it.
  const { docId, rightsPath: path, pageHref, closeHref, heading } = describeTarget(target);
  const afterDeleteHref = target.type === 'item' ? paths.page.href(target.lang, target.path) : pageHref;
  const previewRoot = useRef<HTMLDivElement>(null);
  const services = useServices();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const reduceMotion = useReducedMotion();

  // loadRights never rejects: an unknown answer is no rights.
  const rights: Rights | null =
    useLoad(path, () => loadRights(services.content, path).then((outcome) => outcome.rights)).data ?? null;

  const { kit, session, snapshot } = useEditSession(docId, rights === null ? null : canWrite(rights));
  const fields = useMemo(() => fieldsFor(moduleKey), [moduleKey]);
  const labelOf = useCallback(
    (fieldPath: string) => {
      const name = fieldPath.split(/[.[]/)[0] ?? fieldPath;
      return fields.find((field) => field.name === name)?.label ?? fieldPath;
    },
    [fields],
  );

  // Ctrl+S / ⌘+S saves at once instead of the browser's "save page".
  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || event.altKey || event.shiftKey) return;
      if (!(isMac() ? event.metaKey : event.ctrlKey || event.metaKey)) return;
      event.preventDefault();
      void session.saveNow('shortcut');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [session]);

  // Stable handlers, so that the closed dialogs (memoized) skip the workspace's drawing per keystroke.
  const choose = useCallback(
    (choice: ConflictChoice) => {
      if (!session) return;
      setBusy(true);
      void session.resolveConflict(choice).finally(() => setBusy(false));
    },
    [session],
  );
  const acceptRestore = useCallback(() => session?.acceptRestore(), [session]);
  const declineRestore = useCallback(() => void session?.declineRestore(), [session]);

  const remove = async () => {
    if (!kit) return;
    const outcome = await kit.removeItem({ docId, session });
    if (outcome.kind === 'removed') services.navigation.goTo(afterDeleteHref);
  };

  const ready = snapshot?.phase === 'ready';
  const renderRichText = useCallback(
    ({ describedBy, onBlur: _onBlur, ...field }: RichTextProps) => (
      <RichTextField
        {...field}
        {...(describedBy ? { describedBy } : {})}
        onCompositionChange={(active) => {
          field.onCompositionChange?.(active);
          session?.composing(active);
        }}
      />
    ),
    [session],
  );

  return (
    <div className={css.workspace} data-editor="workspace">
      <a className={css.skipToPanel} href={`#${headingId}`}>
        跳到編輯面板
      </a>
      <div className={css.page} data-part="editor-preview" ref={previewRoot}>
        <Preview renderPage={renderPage} draft={ready ? snapshot.data : null} />
      </div>
      <LazyMotion features={domAnimation}>
        <m.aside
          className={css.panel}
          aria-labelledby={headingId}
          data-part="editor-panel"
          initial={reduceMotion ? false : { opacity: 0, x: 24 }}
          animate={{ opacity: 1, x: 0 }}
          transition={{ duration: 0.2 }}
        >
          <Stack gap="4">
            <Heading as="h2" size="lg" id={headingId} tabIndex={-1}>
              {snapshot?.readOnly ? '檢視草稿' : heading}
            </Heading>
            {target.type === 'chrome' && (
              <nav aria-label="管理區" data-part="staff-crumb">
                <AppLink href={closeHref}>回到儀表板</AppLink>
              </nav>
            )}
            {snapshot === null || snapshot.phase === 'loading' ? (
              <Text role="status">載入草稿中…</Text>
            ) : snapshot.phase === 'failed' ? (
              <Text role="alert">無法載入草稿，請稍後再試。</Text>
            ) : (
              <>
                <EditorStatus
                  snapshot={snapshot}
                  onSave={() => void session?.saveNow('button')}
                  onRetry={() => void session?.saveNow('retry')}
                />
                {snapshot.sessionWarning && (
                  <Text role="alert" className={css.notice} data-part="session-warning">
                    {snapshot.sessionWarning}
                  </Text>
                )}
                {snapshot.backupFailed && (
                  <Text role="alert" className={css.notice}>
                    無法寫入本機備份；請儘快暫存。
                  </Text>
                )}
                {!snapshot.canWrite && (
                  <Text className={css.notice} data-part="read-only-notice">
                    您只有檢視權限，無法儲存變更。
                  </Text>
                )}
                {(snapshot.lock.kind === 'other' || snapshot.lock.kind === 'lost') && (
                  <Box className={css.notice} data-part="lock-notice" role="alert">
                    <Text>{snapshot.lock.text}</Text>
                    {/* Taken over while open: read-only too, and the lock can be taken back. */}
                    {snapshot.canWrite && !snapshot.sessionEnded && (
                      <Stack direction="row" gap="2" mt="2" flexWrap="wrap">
                        <Text>目前以唯讀檢視。</Text>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            // What follows shows in the session's snapshot: the lock and its notice.
                            if (kit && session) void kit.takeOver(session);
                          }}
                          data-part="take-over"
                        >
                          接手編輯
                        </Button>
                      </Stack>
                    )}
                  </Box>
                )}
                {snapshot.discarded && (
                  <Button size="sm" variant="outline" onClick={() => session?.restoreDiscarded()}>
                    復原我的版本
                  </Button>
                )}
                {snapshot.copies.map((copy) => (
                  <Text key={copy.docId} className={css.notice} data-part="copy-notice">
                    已將您的版本另存為新草稿：{String(copy.draft.title ?? copy.docId)}
                  </Text>
                ))}
                {kit &&
                  (renderForm ?? contentForm(moduleKey, renderRichText))({
                    target,
                    value: snapshot.data,
                    onChange: (data, field) => session?.change(field, data[field]),
                    readOnly: snapshot.readOnly,
                    kit,
                    errors: snapshot.save.kind === 'failed' ? snapshot.save.fields : undefined,
                  })}
                {kit && session && (
                  <>
                    <PublishSection
                      kit={kit}
                      session={session}
                      snapshot={snapshot}
                      target={target}
                      docId={docId}
                      previewRoot={previewRoot}
                      rights={rights}
                    />
                    <HistorySection
                      kit={kit}
                      session={session}
                      snapshot={snapshot}
                      target={target}
                      docId={docId}
                      previewRoot={previewRoot}
                    />
                  </>
                )}
              </>
            )}
            <Stack direction="row" gap="2" flexWrap="wrap" className={css.panelFooter}>
              <Button
                variant="outline"
                onClick={() => services.navigation.goTo(closeHref)}
                data-part="close-editor"
              >
                關閉編輯
              </Button>
              {rights && canDelete(rights) && target.type === 'item' && (
                <Button
                  variant="outline"
                  colorPalette="red"
                  onClick={() => void remove()}
                  data-part="delete-item"
                >
                  刪除
                </Button>
              )}
            </Stack>
          </Stack>
        </m.aside>
      </LazyMotion>
      {snapshot && (
        <>
          <RestoreDialog
            offer={snapshot.restoreOffer}
            onRestore={acceptRestore}
            onDiscard={declineRestore}
            labelOf={labelOf}
          />
          <ConflictDialog
            conflict={snapshot.conflict}
            canCopy={target.type === 'item'}
            busy={busy}
            onChoose={choose}
            labelOf={labelOf}
          />
        </>
      )}
    </div>
  );
}

/**
 * The page drawn from the draft. The session's snapshot changes far more often than its data (the
 * status line, the lock, saving, a dialog): the page, with its whole frame, is drawn again only when
 * the draft it shows is another (the session keeps the working copy's object until it changes).
 */
const Preview = memo(function Preview({
  renderPage,
  draft,
}: {
  renderPage: EditorWorkspaceProps['renderPage'];
  draft: DocumentData | null;
}) {
  return renderPage(draft);
});

/** The content form of a module's kind (items and single pages). */
function contentForm(moduleKey: string, renderRichText: (props: RichTextProps) => ReactNode) {
  return function ContentFormOf(args: EditFormArgs) {
    return <ItemForm {...args} moduleKey={moduleKey} renderRichText={renderRichText} />;
  };
}

/**
 * The content form with what its links fields pick from: the site's modules of items, the menu's
 * first (asked for once, when the first links field needs them), and the editing kit's documents.
 */
function ItemForm({
  target,
  value,
  onChange,
  readOnly,
  kit,
  errors,
  moduleKey,
  renderRichText,
}: EditFormArgs & { moduleKey: string; renderRichText: (props: RichTextProps) => ReactNode }) {
  const { stores } = useServices();
  const menu = useStore(stores.siteChrome, (s) => s.menu);
  const links = useMemo<LinkPicker>(() => {
    let modules: Promise<LinkModule[]> | undefined;
    return {
      modules: () => (modules ??= linkModules(kit, menuPages(menu))),
      documents: (query) => kit.searchDocuments(query),
    };
  }, [menu, kit]);
  const path = target.type === 'item' || target.type === 'page' ? target.path : '';
  const imageLibrary = useCallback(
    (query: { q: string; page: number }) => kit.imageLibrary({ path, ...query }),
    [kit, path],
  );
  return (
    <ContentForm
      moduleKey={moduleKey}
      path={path}
      value={value}
      onChange={onChange}
      renderRichText={renderRichText}
      uploadQueue={kit.uploadQueue}
      imageLibrary={imageLibrary}
      links={links}
      readOnly={readOnly}
      errors={errors}
    />
  );
}
