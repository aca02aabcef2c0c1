/** Something that may have a word to add when the login session ends, or null. */
export type SessionEndNote = () => string | null;

/**
 * What the spec's 612 dialog shows beside the server's message. The dialog is the api
 * client's, but only an open editor knows that unsaved changes are kept on this device, so the
 * editor adds a source here while it is open and the api client asks for the note as the session
 * ends. The spec's title and message stay as they are; the note is a separate line.
 */
export class SessionEndNotes {
  private readonly sources = new Set<SessionEndNote>();
  private readonly flushes = new Set<() => Promise<void>>();

  /** Adds a source; returns its removal. */
  add(source: SessionEndNote): () => void {
    this.sources.add(source);
    return () => {
      this.sources.delete(source);
    };
  }

  /** The notes every source gives now, one per line; null when none has anything to say. */
  current(): string | null {
    const notes = [...this.sources].map((source) => source()).filter((note) => note !== null);
    return notes.length > 0 ? [...new Set(notes)].join('\n') : null;
  }

  /**
   * Adds what must be written before a session this client ends on purpose (the idle logout):
   * an open editor's backup on the device. Returns its removal.
   */
  addFlush(flush: () => Promise<void>): () => void {
    this.flushes.add(flush);
    return () => {
      this.flushes.delete(flush);
    };
  }

  /** Runs every flush and waits for all; a failing one does not keep the others or the end back. */
  async flushAll(): Promise<void> {
    await Promise.allSettled([...this.flushes].map((flush) => flush()));
  }
}
