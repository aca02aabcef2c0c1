import type { DocumentView } from '../../../../src/server/authoring/document-view';
import { reviewedSiteSeed } from '../../support/demo-site.builder';
import { RecordingMailQueue } from '../../support/recording-mail.queue';
import { startTestServer, type TestServer } from '../../support/test-server';
import { docUrl, signIn, type EditorClient } from '../../support/sign-in';

export type Data = Record<string, unknown> & { title: string };

export interface ReviewFixture {
  server: TestServer;
  mails: RecordingMailQueue;
  writer: EditorClient;
  chief: EditorClient;
  editor: EditorClient;
  viewer: EditorClient;
}

/**
 * The small site with review on (`aReviewedSite`): writer (w on news, no p), chief (p on news),
 * editor (p everywhere), viewer; review mail is recorded.
 */
export async function startReviewedSite(requireReview = true, publicOrigin?: string): Promise<ReviewFixture> {
  const mails = new RecordingMailQueue();
  const server = await startTestServer({
    seed: {
      site: () => ({ ...reviewedSiteSeed.site(), requireReview }),
      images: reviewedSiteSeed.images,
    },
    mailQueue: mails,
    schedulerIntervalMs: 25,
    ...(publicOrigin ? { publicOrigin } : {}),
  });
  const [writer, chief, editor, viewer] = await Promise.all(
    ['writer', 'chief', 'editor', 'viewer'].map((account) => signIn(server, account)),
  );
  if (!writer || !chief || !editor || !viewer) throw new Error('sign-in failed');
  return { server, mails, writer, chief, editor, viewer };
}

export const publicNewsUrl = (server: TestServer, id: string): string =>
  `${server.baseUrl}/api/cms/news/${id}`;

/** Saves a new title over the current draft; answers the saved view. */
export async function retitle(client: EditorClient, docId: string, title: string): Promise<DocumentView> {
  const doc = await client.doc(docId);
  const saved = await client.save(docId, doc.revision, { ...(doc.draft as Data), title });
  if (saved.status !== 200) throw new Error(`save answered ${saved.status}`);
  return saved.body;
}

export const submit = (client: EditorClient, docId: string, revision: number) =>
  client.send('POST', docUrl(docId, '/submit'), { ifMatch: revision, body: {} });

export const returnTo = (client: EditorClient, docId: string, revision: number, note: string) =>
  client.send('POST', docUrl(docId, '/return'), { ifMatch: revision, body: { note } });

export const approve = (client: EditorClient, docId: string, revision: number, at?: string) =>
  client.send('POST', docUrl(docId, '/approve'), { ifMatch: revision, body: at ? { at } : {} });

export interface AuditRow {
  action: string;
  account: string;
  revision: number | null;
  detail: string | null;
}

/** The document's audit rows, oldest first. */
export async function auditOf(client: EditorClient, docId: string): Promise<AuditRow[]> {
  const page = await client.send<{ rows: AuditRow[] }>(
    'GET',
    `/backend/audit?docId=${encodeURIComponent(docId)}&limit=100`,
  );
  return [...page.body.rows].reverse();
}

/** Writes a draft straight into the database, as a save under older rules could have left it. */
export async function overwriteDraft(server: TestServer, docId: string, draft: unknown): Promise<void> {
  await server.sql('UPDATE documents SET draft_json = ? WHERE doc_id = ?', [JSON.stringify(draft), docId]);
}
