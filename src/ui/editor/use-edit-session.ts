import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EditSession, EditSnapshot } from '../../application/editing/edit-session';
import type { EditingKit } from '../../application/editing/editing-kit';
import { useServices } from '../../composition/services-provider';
import { EDIT_MESSAGES, EDIT_QUESTIONS } from '../../domain/editing/edit-messages';

const NO_SESSION = {
  subscribe: () => () => undefined,
  getSnapshot: () => null,
};

export interface OpenedEditor {
  kit: EditingKit | null;
  session: EditSession | null;
  snapshot: EditSnapshot | null;
}

/**
 * Opens the edit session of one document for the view, and connects it to the browser: the tab
 * hidden or closed flushes the backup (closed also releases the lock), closing the tab with unsaved changes asks the browser's
 * question, an in-app move saves first and then asks 確認/取消 if anything is still unsaved, and
 * the end of the login session (612, a logout in another tab) keeps everything on the device.
 * The decisions are the session's (src/application/editing); this only forwards events.
 */
export function useEditSession(docId: string, canWrite: boolean | null): OpenedEditor {
  const services = useServices();
  const [opened, setOpened] = useState<{ kit: EditingKit; session: EditSession } | null>(null);

  useEffect(() => {
    if (canWrite === null) return;
    let alive = true;
    let session: EditSession | null = null;
    void services.openEditing().then((kit) => {
      if (!alive) return;
      session = kit.openSession({ docId, canWrite });
      setOpened({ kit, session });
      void session.open();
    });
    return () => {
      alive = false;
      setOpened(null);
      void session?.dispose();
    };
  }, [services, docId, canWrite]);

  const session = opened?.session ?? null;
  const snapshot = useSyncExternalStore(
    session ? session.subscribe : NO_SESSION.subscribe,
    session ? session.getSnapshot : NO_SESSION.getSnapshot,
  );

  useEffect(() => {
    if (!session) return;
    const hidden = () => {
      if (document.visibilityState === 'hidden') void session.flushBackup();
    };
    // The tab closes (or the browser leaves the site): the lock goes with a keepalive request.
    const pagehide = () => void session.pageHidden();
    // Back from the back-forward cache: the page lives again and takes its lock back.
    const pageshow = (event: PageTransitionEvent) => {
      if (event.persisted) void session.pageShown();
    };
    const beforeunload = (event: BeforeUnloadEvent) => {
      void session.flushBackup();
      if (session.getSnapshot().dirty && !session.getSnapshot().sessionEnded) {
        // The browser shows its own question; the text is only for old browsers.
        event.preventDefault();
        event.returnValue = EDIT_MESSAGES.leaveConfirm;
      }
    };
    const stopSession = services.session.subscribe((state) => {
      if (!state.loggedIn) void session.sessionEnded();
    });
    const stopGuard = services.navigation.guardLeaving(async () => {
      if (session.getSnapshot().sessionEnded) return true;
      const outcome = await session.leave();
      if (outcome !== 'unsaved') return true;
      const { message, title, action } = EDIT_QUESTIONS.leave;
      return services.dialogs.confirm(message, title, { action });
    });
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('pageshow', pageshow);
    window.addEventListener('beforeunload', beforeunload);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('pageshow', pageshow);
      window.removeEventListener('beforeunload', beforeunload);
      stopSession();
      stopGuard();
    };
  }, [session, services]);

  return { kit: opened?.kit ?? null, session, snapshot };
}
