import pg from 'pg';
import { openStorage } from '../../../src/server/storage/open-storage';
import { docUrl, signIn } from '../support/sign-in';
import { eventually, startInstances, type Instances } from './instances';

type Data = Record<string, unknown> & { title: string };

// Three instances on one PostgreSQL, each with its own scheduler ticking every
// 20 ms on one clock, all finding the same 30 documents due at once.

let site: Instances;
let db: pg.Pool;

beforeAll(async () => {
  site = await startInstances(3, { schedulerIntervalMs: 20 });
  db = new pg.Pool({ connectionString: site.databaseUrl, max: 2 });
}, 60_000);

afterAll(async () => {
  await db?.end();
  await site?.close();
});

describe('scheduled publishing on several instances', () => {
  it('publishes each of 30 documents due at the same time exactly once', async () => {
    const [first] = site.servers;
    const editor = await signIn(first!, 'editor');
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&limit=200',
    );
    const docIds = list.body.rows.map((row) => row.docId).slice(0, 30);
    expect(docIds).toHaveLength(30);
    const at = new Date(site.clock.now() + 60_000).toISOString();
    // Scheduled through every instance in turn: where a schedule was made does not matter.
    const clients = await Promise.all(site.servers.map((server) => signIn(server, 'editor')));
    for (const [index, docId] of docIds.entries()) {
      const client = clients[index % clients.length]!;
      const doc = await client.doc(docId);
      const saved = await client.save(docId, doc.revision, {
        ...(doc.draft as Data),
        title: `排程 ${index}`,
      });
      const scheduled = await client.send('POST', docUrl(docId, '/publish'), {
        ifMatch: saved.body.revision,
        body: { at },
      });
      expect([docId, scheduled.body.status]).toEqual([docId, 'scheduled']);
    }
    const published = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            "SELECT count(*) AS n FROM audit_log WHERE action = 'publish.scheduled' AND doc_id = ANY($1)",
            [docIds],
          )
        ).rows[0]?.n,
      );
    expect(await published()).toBe(0);

    site.clock.advanceSeconds(61);
    const took = await eventually(async () => (await published()) >= 30, '30 scheduled publishes');
    // Ticks go on meanwhile: give all three a few more before counting.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const audit = await db.query<{ doc_id: string; n: string }>(
      "SELECT doc_id, count(*) AS n FROM audit_log WHERE action = 'publish.scheduled' GROUP BY doc_id",
    );
    expect(new Map(audit.rows.map((row) => [row.doc_id, Number(row.n)]))).toEqual(
      new Map(docIds.map((docId) => [docId, 1])),
    );
    const revisions = await db.query<{ doc_id: string; n: string }>(
      "SELECT doc_id, count(*) AS n FROM revisions WHERE action = 'publish' AND at >= $1 GROUP BY doc_id",
      [new Date(site.clock.now() - 1000)],
    );
    expect(new Map(revisions.rows.map((row) => [row.doc_id, Number(row.n)]))).toEqual(
      new Map(docIds.map((docId) => [docId, 1])),
    );
    // No instance had a tick fail (a unique revision key refusing a second publish, a deadlock).
    expect(site.errors).toEqual([]);
    for (const docId of docIds.slice(0, 3)) expect((await editor.doc(docId)).status).toBe('published');
    console.info(`30 due publishes over 3 instances: all done ${took} ms after the clock moved`);
  }, 60_000);

  it('hands a second claimer other due documents at once while the first claim is still open', async () => {
    const editor = await signIn(site.servers[0]!, 'editor');
    const list = await editor.send<{ rows: Array<{ docId: string }> }>(
      'GET',
      '/backend/documents?type=item&path=news&limit=2',
    );
    const docIds = list.body.rows.map((row) => row.docId);
    // Due in half an hour on the instances' clock, so their schedulers leave them alone; the two
    // claims below look an hour ahead, each in a unit of work of its own.
    const at = new Date(site.clock.now() + 1_800_000).toISOString();
    for (const docId of docIds) {
      const doc = await editor.doc(docId);
      const scheduled = await editor.send('POST', docUrl(docId, '/publish'), {
        ifMatch: doc.revision,
        body: { at },
      });
      expect(scheduled.status).toBe(200);
    }
    const later = site.clock.now() + 3_600_000;
    const [one, two] = await Promise.all([
      openStorage({ dbPath: '', databaseUrl: site.databaseUrl }),
      openStorage({ dbPath: '', databaseUrl: site.databaseUrl }),
    ]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let claimedFirst: (ids: string[]) => void = () => undefined;
    const first = new Promise<string[]>((resolve) => (claimedFirst = resolve));
    const firstUnit = one.write({ claim: 'publish-due' }, async (tx) => {
      claimedFirst(await tx.documents.claimDue(later, 1));
      await held;
    });
    try {
      const firstIds = await first;
      const started = Date.now();
      const secondIds = await two.write({ claim: 'publish-due' }, (tx) => tx.documents.claimDue(later, 10));
      expect(Date.now() - started).toBeLessThan(1000);
      expect(firstIds).toHaveLength(1);
      expect(secondIds).not.toContain(firstIds[0]);
      expect([...firstIds, ...secondIds].filter((id) => docIds.includes(id)).sort()).toEqual(
        [...docIds].sort(),
      );
    } finally {
      release();
      await firstUnit;
      await Promise.all([one.close(), two.close()]);
    }
  });
});
