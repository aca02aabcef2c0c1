import {
  LockHeld,
  SaveConflict,
  type AuthoringSource,
  type ConflictCopy,
  type DocumentData,
  type EditableDocument,
  type LockView,
} from '../../domain/editing/authoring.port';
import type { BackupStore, EditBackup } from '../../domain/editing/backup.port';
import { contentTooLong } from '../../domain/editing/content-size';
import { EDIT_MESSAGES } from '../../domain/editing/edit-messages';
import {
  nextSaveAt,
  SAVE_TIMING,
  type SaveTiming,
  type SaveTrigger,
} from '../../domain/editing/save-schedule';
import { minutesLeft, sessionWarningAt } from '../../domain/editing/session-lifetime';
import {
  changeAll,
  changeField,
  isDirty,
  landSave,
  rebase,
  replaceWith,
  unsavedFields,
  workingCopyOf,
  type WorkingCopy,
} from '../../domain/editing/working-copy';
import {
  ApiError,
  NetworkError,
  RetryRequiredError,
  SessionExpiredError,
} from '../../domain/errors/api-errors';
import type { Connectivity } from '../../domain/network/connectivity.port';
import type { SessionEndNotes } from '../../domain/session/session-end-notes';
import type { Clock, TimerHandle, Timers } from '../../domain/time/clock.port';
import { diffJson, type JsonChange } from '../../shared/json-diff';

export interface EditSessionDeps {
  docId: string;
  /** The signed-in account: backups are kept per document and per account. */
  account: string;
  authoring: AuthoringSource;
  backups: BackupStore;
  timers: Timers;
  clock: Clock;
  /** A fresh idempotency key. */
  newKey: () => string;
  /** `w` on the document's path. Without it the draft is shown read-only and nothing is saved. */
  canWrite: boolean;
  timing?: Partial<SaveTiming>;
  /** The absolute end of the login session (ms since the epoch), when known. */
  sessionEndsAt?: () => number | null;
  /** The device's network: a save that failed for the network is sent again when it returns. */
  connectivity?: Connectivity;
  /** Where the spec's 612 dialog finds the line that says the changes are kept on this device. */
  sessionEndNotes?: SessionEndNotes;
}

export type SaveFailure = 'offline' | 'server' | 'invalid' | 'forbidden' | 'too-long';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: number }
  | {
      kind: 'failed';
      reason: SaveFailure;
      message: string;
      fields?: Record<string, string>;
      /**
       * Whether sending the same text again may succeed (a dropped network, a server fault). A
       * refused input (400, 403, too long) cannot: the view offers no 重試 for it.
       */
      retryable: boolean;
    };

export type LockState =
  | { kind: 'none' }
  | { kind: 'mine' }
  /** Another editor's live lock: the draft is read-only until the user takes over. */
  | { kind: 'other'; holder: LockView; text: string }
  /**
   * Another editor took the lock over while this one was open: read-only like `other`, the
   * unsaved text kept in the form and on the device, until the user takes it back.
   */
  | { kind: 'lost'; holder: LockView; text: string };

export interface ConflictView {
  theirs: ConflictCopy;
  mine: DocumentData;
  /** From their copy to mine. */
  changes: JsonChange[];
  byLine: string;
}

export interface RestoreOffer {
  backup: EditBackup;
  /** From the server's draft to the backup. */
  changes: JsonChange[];
  /** The server's draft moved on since the backup's revision. */
  serverMovedOn: boolean;
  text: string;
}

/** What the status line says and announces. */
export type StatusKind = 'clean' | 'dirty' | 'saving' | 'saved' | 'failed' | 'conflict' | 'session-ended';

export interface EditSnapshot {
  phase: 'loading' | 'ready' | 'failed';
  loadError: unknown;
  document: EditableDocument | null;
  /** The working copy: what the form and the preview show. */
  data: DocumentData;
  dirty: boolean;
  unsaved: readonly string[];
  save: SaveState;
  status: { kind: StatusKind; text: string };
  conflict: ConflictView | null;
  restoreOffer: RestoreOffer | null;
  lock: LockState;
  /** Nothing can be changed: no `w`, or another editor's lock not taken over. */
  readOnly: boolean;
  canWrite: boolean;
  sessionEnded: boolean;
  /** The warning before the session's absolute end, once it is due. */
  sessionWarning: string | null;
  backupFailed: boolean;
  /** Documents made by "save mine as a new draft". */
  copies: readonly EditableDocument[];
  /** My text after "take theirs", until the editor closes: one click brings it back. */
  discarded: DocumentData | null;
}

export type LeaveOutcome = 'clean' | 'saved' | 'unsaved';

export type ConflictChoice = 'mine' | 'theirs' | 'copy';

export interface EditSession {
  getSnapshot(): EditSnapshot;
  subscribe(listener: () => void): () => void;
  open(): Promise<void>;
  /** One field changed in the form. */
  change(field: string, value: unknown): void;
  /** An input method started or ended composing: the backup waits for the end. */
  composing(active: boolean): void;
  /** 暫存 now (the button, Ctrl/⌘+S, a retry). Resolves when the save has landed or failed. */
  saveNow(trigger?: SaveTrigger): Promise<void>;
  /** Writes the backup at once (the tab is hidden or closing, the session is ending). */
  flushBackup(): Promise<void>;
  resolveConflict(choice: ConflictChoice): Promise<void>;
  acceptRestore(): void;
  declineRestore(): Promise<void>;
  /** Brings back the text dropped by "take theirs". */
  restoreDiscarded(): void;
  /** Replaces another editor's lock (audited on the server). */
  takeOver(): Promise<void>;
  /** Before the editor closes: save what is unsaved, and say whether anything is left. */
  leave(): Promise<LeaveOutcome>;
  /** The login session ended (612, a logout elsewhere): keep everything on the device. */
  sessionEnded(): Promise<void>;
  /**
   * A newer copy of the document from another action of this editor (a publish, a restored
   * revision): it becomes the base of the next save. Unsaved changes stay; with none, the form
   * shows the new draft.
   */
  adopt(document: EditableDocument): void;
  /**
   * The page is going away (`pagehide`: the tab closes, the browser navigates off the site):
   * release the lock with a request that outlives the page, so colleagues do not see 正在編輯 for
   * its 150 s, and flush the backup, which holds any text whose save is still pending.
   */
  pageHidden(): Promise<void>;
  /** The page came back from the browser's back-forward cache after `pageHidden`: lock again. */
  pageShown(): Promise<void>;
  /** Stops the timers and releases the lock; the backup is flushed first. */
  dispose(): Promise<void>;
}

const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edit session of one document (issue 14): the working copy and what is unsaved, the
 * temporary-save schedule (600000 ms after the last change, at most 600000 ms after the first),
 * the local backup (about 1 s after each change, never mid-composition, removed only once the
 * server confirmed that revision), and the decisions on a conflict (412), a lock, a lost network
 * and an ended session. Views render its snapshot and forward events; nothing here knows React.
 */
export function createEditSession(deps: EditSessionDeps): EditSession {
  const timing: SaveTiming = { ...SAVE_TIMING, ...deps.timing };
  const listeners = new Set<() => void>();

  let phase: EditSnapshot['phase'] = 'loading';
  let loadError: unknown = null;
  let serverCopy: EditableDocument | null = null;
  /** The revision the next save is based on (`If-Match`). */
  let baseRevision = 0;
  let copy: WorkingCopy = workingCopyOf({});
  let save: SaveState = { kind: 'idle' };
  let conflict: ConflictView | null = null;
  let restoreOffer: RestoreOffer | null = null;
  let lock: LockState = { kind: 'none' };
  let ended = false;
  let disposed = false;
  let sessionWarning: string | null = null;
  let backupFailed = false;
  let copies: EditableDocument[] = [];
  let discarded: DocumentData | null = null;

  let firstUnsavedAt: number | null = null;
  let lastChangeAt = 0;
  /** The first change made while a save was on its way: the next schedule counts from it. */
  let firstChangeInFlight: number | null = null;
  let inFlight: Promise<void> | null = null;
  let saveAgain: SaveTrigger | null = null;
  /** The payload and key of the last save that got no answer: a resend of it reuses the key. */
  let unanswered: { payload: string; key: string } | null = null;
  let composingNow = false;
  let backupWaiting = false;

  let saveTimer: TimerHandle | null = null;
  let backupTimer: TimerHandle | null = null;
  let heartbeatTimer: TimerHandle | null = null;
  let lockPollTimer: TimerHandle | null = null;
  let warningTimer: TimerHandle | null = null;
  /** The last save failed for the network: the device's `online` event sends it again. */
  let networkFailed = false;
  let stopListening: Array<() => void> = [];

  let snapshot: EditSnapshot = build();

  function readOnly(): boolean {
    return !deps.canWrite || lock.kind === 'other' || lock.kind === 'lost' || ended;
  }

  function status(): EditSnapshot['status'] {
    if (ended) return { kind: 'session-ended', text: EDIT_MESSAGES.sessionEnded };
    if (conflict) return { kind: 'conflict', text: EDIT_MESSAGES.conflict };
    if (save.kind === 'saving') return { kind: 'saving', text: EDIT_MESSAGES.saving };
    if (save.kind === 'failed') return { kind: 'failed', text: EDIT_MESSAGES.failed };
    if (isDirty(copy)) return { kind: 'dirty', text: EDIT_MESSAGES.dirty };
    if (save.kind === 'saved') return { kind: 'saved', text: EDIT_MESSAGES.saved(save.at) };
    return { kind: 'clean', text: EDIT_MESSAGES.clean };
  }

  function build(): EditSnapshot {
    return {
      phase,
      loadError,
      document: serverCopy,
      data: copy.data,
      dirty: isDirty(copy),
      unsaved: unsavedFields(copy),
      save,
      status: status(),
      conflict,
      restoreOffer,
      lock,
      readOnly: readOnly(),
      canWrite: deps.canWrite,
      sessionEnded: ended,
      sessionWarning,
      backupFailed,
      copies,
      discarded,
    };
  }

  function emit(): void {
    snapshot = build();
    for (const listener of listeners) listener();
  }

  const now = (): number => deps.clock.now();

  function cancel(handle: TimerHandle | null): null {
    if (handle !== null) deps.timers.cancel(handle);
    return null;
  }

  // --- the temporary-save schedule -------------------------------------------------------------

  function scheduleSave(): void {
    saveTimer = cancel(saveTimer);
    if (disposed || readOnly() || conflict || restoreOffer || !isDirty(copy) || firstUnsavedAt === null)
      return;
    const due = nextSaveAt(firstUnsavedAt, lastChangeAt, timing);
    saveTimer = deps.timers.schedule(() => {
      saveTimer = null;
      void runSave('schedule');
    }, due - now());
  }

  async function runSave(trigger: SaveTrigger): Promise<void> {
    if (inFlight) {
      // One save at a time: the next goes out when this one has landed, so it is based on the
      // revision this one makes rather than meeting a 412 from ourselves.
      if (trigger !== 'schedule') saveAgain = trigger;
      return inFlight;
    }
    if (disposed || readOnly() || conflict || !isDirty(copy)) return;
    saveTimer = cancel(saveTimer);
    if (refuseTooLong()) return;
    inFlight = send(trigger).finally(() => {
      inFlight = null;
    });
    await inFlight;
    const again = saveAgain;
    saveAgain = null;
    if (again && isDirty(copy)) await runSave(again);
  }

  async function send(trigger: SaveTrigger, retried = false): Promise<void> {
    const sentVersion = copy.version;
    const payload = copy.data;
    const text = JSON.stringify(payload);
    const key = unanswered?.payload === text ? unanswered.key : deps.newKey();
    unanswered = { payload: text, key };
    firstChangeInFlight = null;
    save = { kind: 'saving' };
    emit();
    try {
      const answer = await deps.authoring.save(deps.docId, payload, baseRevision, key);
      unanswered = null;
      landed(answer, sentVersion);
    } catch (error) {
      if (error instanceof RetryRequiredError && !retried) {
        // The write met a refreshed token: the key and `If-Match` make sending it again safe.
        return send(trigger, true);
      }
      if (error instanceof SaveConflict) {
        unanswered = null;
        if (isOwnLostSave(error.current)) {
          // Our own earlier save committed but its answer was lost: not another editor.
          baseRevision = error.current.revision;
          copy = rebase(copy, error.current.data as DocumentData);
          return send(trigger, retried);
        }
        openConflict(error.current);
        return;
      }
      failed(error);
    }
  }

  /**
   * Content over the schema's limit is never sent (issue 20): the server would refuse it, and no
   * retry could help. The writer is told the count in characters, and the text stays on the device.
   */
  function refuseTooLong(): boolean {
    const over = contentTooLong(copy.data);
    if (!over) return false;
    save = {
      kind: 'failed',
      reason: 'too-long',
      message: EDIT_MESSAGES.contentTooLong(over.length, over.max),
      retryable: false,
    };
    void writeBackup();
    emit();
    return true;
  }

  function isOwnLostSave(current: ConflictCopy): boolean {
    return current.updatedBy === deps.account && unansweredPayloads.has(JSON.stringify(current.data));
  }

  /** Payloads sent without an answer (a dropped network), to recognise our own save in a 412. */
  const unansweredPayloads = new Set<string>();

  function landed(answer: EditableDocument, sentVersion: number): void {
    unansweredPayloads.clear();
    networkFailed = false;
    serverCopy = answer;
    baseRevision = answer.revision;
    copy = landSave(copy, sentVersion, answer.draft);
    save = { kind: 'saved', at: now() };
    if (isDirty(copy)) {
      firstUnsavedAt = firstChangeInFlight ?? now();
      void writeBackup();
    } else {
      firstUnsavedAt = null;
      backupTimer = cancel(backupTimer);
      // The server has this revision: the device's copy is no longer needed.
      void deps.backups.remove(deps.account, deps.docId).catch(() => undefined);
    }
    firstChangeInFlight = null;
    scheduleSave();
    emit();
  }

  function failed(error: unknown): void {
    if (unanswered && error instanceof NetworkError) unansweredPayloads.add(unanswered.payload);
    if (error instanceof SessionExpiredError) {
      void sessionEnded();
      return;
    }
    networkFailed = error instanceof NetworkError;
    if (error instanceof NetworkError)
      save = { kind: 'failed', reason: 'offline', message: EDIT_MESSAGES.offline, retryable: true };
    else if (error instanceof ApiError && error.status === 400)
      save = {
        kind: 'failed',
        reason: 'invalid',
        message: error.description,
        ...(error.fields ? { fields: error.fields } : {}),
        retryable: false,
      };
    else if (error instanceof ApiError && error.status === 403)
      save = { kind: 'failed', reason: 'forbidden', message: error.description, retryable: false };
    else if (error instanceof ApiError && error.status === 413)
      // A proxy's limit, or the server's: only a shorter text can pass it.
      save = { kind: 'failed', reason: 'too-long', message: EDIT_MESSAGES.tooLarge, retryable: false };
    else
      save = {
        kind: 'failed',
        reason: 'server',
        message: error instanceof ApiError ? error.description : EDIT_MESSAGES.failed,
        retryable: true,
      };
    // The text stays on the device whatever the server said.
    void writeBackup();
    emit();
  }

  // --- the local backup --------------------------------------------------------------------------

  function scheduleBackup(): void {
    backupTimer = cancel(backupTimer);
    if (composingNow) {
      backupWaiting = true;
      return;
    }
    backupTimer = deps.timers.schedule(() => {
      backupTimer = null;
      void writeBackup();
    }, timing.backupDelayMs);
  }

  async function writeBackup(): Promise<void> {
    // An open offer holds an older backup the user has not decided on: never write over it.
    if (restoreOffer || !isDirty(copy) || deps.account === '') return;
    const backup: EditBackup = {
      docId: deps.docId,
      account: deps.account,
      baseRevision,
      data: copy.data,
      savedAt: now(),
    };
    try {
      await deps.backups.write(backup);
      if (backupFailed) {
        backupFailed = false;
        emit();
      }
    } catch {
      backupFailed = true;
      emit();
    }
  }

  // --- conflicts ---------------------------------------------------------------------------------

  function openConflict(theirs: ConflictCopy): void {
    saveTimer = cancel(saveTimer);
    save = { kind: 'idle' };
    conflict = {
      theirs,
      mine: copy.data,
      changes: diffJson(theirs.data, copy.data),
      byLine: EDIT_MESSAGES.conflictBy(theirs.updatedByName ?? theirs.updatedBy, theirs.updatedAt),
    };
    void writeBackup();
    emit();
  }

  async function resolveConflict(choice: ConflictChoice): Promise<void> {
    if (!conflict) return;
    const { theirs } = conflict;
    if (choice === 'copy') {
      const mine = { ...copy.data };
      delete mine.id;
      const created = await deps.authoring.create(serverCopy?.path ?? '', mine);
      copies = [...copies, created];
    }
    conflict = null;
    baseRevision = theirs.revision;
    if (choice === 'mine') {
      // Saved over their revision, knowingly: their text stays in the revisions.
      copy = rebase(copy, theirs.data as DocumentData);
      emit();
      await runSave('retry');
      return;
    }
    discarded = choice === 'theirs' ? copy.data : null;
    copy = replaceWith(copy, theirs.data as DocumentData);
    firstUnsavedAt = null;
    saveTimer = cancel(saveTimer);
    backupTimer = cancel(backupTimer);
    if (serverCopy)
      serverCopy = { ...serverCopy, revision: theirs.revision, draft: theirs.data as DocumentData };
    await deps.backups.remove(deps.account, deps.docId).catch(() => undefined);
    emit();
  }

  function restoreDiscarded(): void {
    if (!discarded || readOnly()) return;
    const mine = discarded;
    discarded = null;
    applyAll(mine);
  }

  function applyAll(data: DocumentData): void {
    copy = changeAll(copy, data);
    lastChangeAt = now();
    firstUnsavedAt ??= lastChangeAt;
    scheduleSave();
    scheduleBackup();
    emit();
  }

  // --- locks ---------------------------------------------------------------------------------------

  async function takeLock(takeOver: boolean): Promise<void> {
    try {
      await deps.authoring.lock(deps.docId, takeOver ? { takeOver: true } : {});
      lock = { kind: 'mine' };
      startHeartbeat();
      startLockPoll();
    } catch (error) {
      if (error instanceof LockHeld) {
        lock = { kind: 'other', holder: error.lock, text: EDIT_MESSAGES.lockedBy(error.lock) };
        lockPollTimer = cancel(lockPollTimer);
      }
      // Any other failure leaves the document unlocked; saves are still guarded by `If-Match`.
    }
  }

  function startHeartbeat(): void {
    heartbeatTimer = cancel(heartbeatTimer);
    if (disposed || ended) return;
    heartbeatTimer = deps.timers.schedule(() => {
      heartbeatTimer = null;
      void beat();
    }, timing.heartbeatMs);
  }

  async function beat(): Promise<void> {
    if (disposed || lock.kind !== 'mine') return;
    try {
      await deps.authoring.heartbeat(deps.docId);
    } catch (error) {
      if (error instanceof LockHeld) {
        lockLost(error.lock);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // The lock lapsed (a sleeping laptop) and nobody took it: take it again.
        await takeLock(false);
        emit();
        if (lock.kind !== 'mine') return;
      }
      if (error instanceof SessionExpiredError) return;
    }
    startHeartbeat();
  }

  /**
   * Asks who holds the lock every `lockPollMs` while it is mine (issue 20): a take-over reaches
   * this editor within seconds, not at the next heartbeat a minute later. A poll, not a server-sent
   * event stream: it passes every proxy and CDN, needs no connection held open per editor, and
   * works the same with several server instances; a failed poll simply waits for the next one.
   */
  function startLockPoll(): void {
    lockPollTimer = cancel(lockPollTimer);
    if (disposed || ended) return;
    lockPollTimer = deps.timers.schedule(() => {
      lockPollTimer = null;
      void pollLock();
    }, timing.lockPollMs);
  }

  async function pollLock(): Promise<void> {
    // Every way out of `mine` (lost, other, released, ended, disposed) cancels the poll's timer.
    try {
      const holder = await deps.authoring.lockStatus(deps.docId);
      if (disposed || ended || lock.kind !== 'mine') return;
      if (holder && holder.account !== deps.account) {
        lockLost(holder);
        return;
      }
    } catch {
      // Offline or a server fault: the next poll asks again, and the heartbeat keeps the lock.
    }
    startLockPoll();
  }

  /**
   * Another editor took the lock over: this one turns read-only at once, so nothing more is typed
   * that could not be saved, and the unsaved text goes to the device's backup, never lost.
   */
  function lockLost(holder: LockView): void {
    lock = { kind: 'lost', holder, text: EDIT_MESSAGES.lockLost(holder) };
    saveTimer = cancel(saveTimer);
    heartbeatTimer = cancel(heartbeatTimer);
    lockPollTimer = cancel(lockPollTimer);
    emit();
    void flushBackup();
  }

  async function takeOver(): Promise<void> {
    if (!deps.canWrite) return;
    await takeLock(true);
    // Text kept while the lock was lost goes back on the schedule once the lock is mine again.
    scheduleSave();
    emit();
  }

  /** The device is online again: a save that failed for the network goes out without a click. */
  function backOnline(): void {
    if (!networkFailed || disposed || ended) return;
    void runSave('online');
  }

  /** The line for the 612 dialog: only while something unsaved really sits in the backup. */
  function keptOnDeviceNote(): string | null {
    return isDirty(copy) && deps.account !== '' && !backupFailed ? EDIT_MESSAGES.keptOnDevice : null;
  }

  // --- the session's end -------------------------------------------------------------------------

  function scheduleWarning(): void {
    const endsAt = deps.sessionEndsAt?.() ?? null;
    const at = sessionWarningAt(endsAt, now());
    if (at === null || endsAt === null) return;
    warningTimer = deps.timers.schedule(() => {
      warningTimer = null;
      sessionWarning = EDIT_MESSAGES.sessionEnding(minutesLeft(endsAt, now()));
      emit();
      void runSave('session-warning');
    }, at - now());
  }

  async function sessionEnded(): Promise<void> {
    if (ended) return;
    ended = true;
    saveTimer = cancel(saveTimer);
    heartbeatTimer = cancel(heartbeatTimer);
    lockPollTimer = cancel(lockPollTimer);
    warningTimer = cancel(warningTimer);
    if (save.kind === 'saving') save = { kind: 'idle' };
    emit();
    await flushBackup();
  }

  async function flushBackup(): Promise<void> {
    backupTimer = cancel(backupTimer);
    backupWaiting = false;
    await writeBackup();
  }

  // --- the session's interface ---------------------------------------------------------------------

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async open() {
      phase = 'loading';
      emit();
      try {
        serverCopy = await deps.authoring.document(deps.docId);
      } catch (error) {
        phase = 'failed';
        loadError = error;
        emit();
        return;
      }
      baseRevision = serverCopy.revision;
      copy = workingCopyOf(serverCopy.draft);
      const backup = deps.account
        ? await deps.backups.read(deps.account, deps.docId).catch(() => undefined)
        : undefined;
      if (backup && !sameData(backup.data, serverCopy.draft)) {
        restoreOffer = {
          backup,
          changes: diffJson(serverCopy.draft, backup.data),
          serverMovedOn: backup.baseRevision !== serverCopy.revision,
          text: EDIT_MESSAGES.restoreOffer(backup.savedAt),
        };
      } else if (backup) {
        // The server already has exactly this text.
        await deps.backups.remove(deps.account, deps.docId).catch(() => undefined);
      }
      if (deps.canWrite) await takeLock(false);
      if (deps.connectivity) stopListening.push(deps.connectivity.onOnline(backOnline));
      if (deps.sessionEndNotes) stopListening.push(deps.sessionEndNotes.add(keptOnDeviceNote));
      phase = 'ready';
      scheduleWarning();
      emit();
    },

    change(field, value) {
      // While a restore is offered the form waits for the answer, so a keystroke cannot write a
      // new backup over the one being offered.
      if (phase !== 'ready' || readOnly() || restoreOffer) return;
      const next = changeField(copy, field, value);
      if (next === copy) return;
      copy = next;
      lastChangeAt = now();
      if (inFlight) firstChangeInFlight ??= lastChangeAt;
      firstUnsavedAt ??= lastChangeAt;
      if (save.kind === 'failed' && save.reason === 'too-long') {
        // The count follows the typing, and the message goes once the text fits.
        const over = contentTooLong(copy.data);
        save = over
          ? { ...save, message: EDIT_MESSAGES.contentTooLong(over.length, over.max) }
          : { kind: 'idle' };
      } else if (save.kind === 'failed' && save.reason !== 'invalid') save = { kind: 'idle' };
      scheduleSave();
      scheduleBackup();
      emit();
    },

    composing(active) {
      composingNow = active;
      if (active) {
        if (backupTimer !== null) backupWaiting = true;
        backupTimer = cancel(backupTimer);
      } else if (backupWaiting) {
        backupWaiting = false;
        scheduleBackup();
      }
    },

    saveNow: (trigger = 'button') => runSave(trigger),

    flushBackup,

    resolveConflict,

    acceptRestore() {
      if (!restoreOffer) return;
      const { backup } = restoreOffer;
      restoreOffer = null;
      applyAll(backup.data);
    },

    async declineRestore() {
      if (!restoreOffer) return;
      restoreOffer = null;
      await deps.backups.remove(deps.account, deps.docId).catch(() => undefined);
      emit();
    },

    restoreDiscarded,

    takeOver,

    async leave() {
      if (!isDirty(copy)) return 'clean';
      if (!readOnly() && !conflict) await runSave('leave');
      await flushBackup();
      return isDirty(copy) ? 'unsaved' : 'saved';
    },

    sessionEnded,

    async pageHidden() {
      if (lock.kind === 'mine' && !ended && !disposed) {
        lock = { kind: 'none' };
        heartbeatTimer = cancel(heartbeatTimer);
        lockPollTimer = cancel(lockPollTimer);
        // Sent first, before the backup's slower write: the page may be gone in a moment.
        void deps.authoring.unlock(deps.docId, { keepalive: true }).catch(() => undefined);
      }
      await flushBackup();
    },

    async pageShown() {
      if (disposed || ended || !deps.canWrite || lock.kind !== 'none') return;
      await takeLock(false);
      scheduleSave();
      emit();
    },

    adopt(next) {
      if (next.docId !== deps.docId) return;
      serverCopy = next;
      baseRevision = next.revision;
      copy = isDirty(copy) ? rebase(copy, next.draft) : replaceWith(copy, next.draft);
      emit();
    },

    async dispose() {
      if (disposed) return;
      await flushBackup();
      disposed = true;
      saveTimer = cancel(saveTimer);
      heartbeatTimer = cancel(heartbeatTimer);
      lockPollTimer = cancel(lockPollTimer);
      for (const stop of stopListening) stop();
      stopListening = [];
      warningTimer = cancel(warningTimer);
      listeners.clear();
      if (lock.kind === 'mine' && !ended) await deps.authoring.unlock(deps.docId).catch(() => undefined);
    },
  };
}
