import { MemoryAuthoring } from '../../src/adapters/http/memory-authoring.adapter';
import { MemoryPublishing } from '../../src/adapters/http/memory-publishing.adapter';
import { SaveConflict } from '../../src/domain/editing/authoring.port';
import { PublishBlocked } from '../../src/domain/editing/publishing.port';
import { ApiError } from '../../src/domain/errors/api-errors';
import { ManualClock } from '../server/support/manual.clock';
import { outcome } from '../domain/support/outcome';

// The twin answers as ApiPublishing does against the server (test/server/authoring/api-publishing-adapter.test.ts).
describe('MemoryPublishing, the twin of ApiPublishing', () => {
  const setup = () => {
    const clock = new ManualClock(Date.parse('2026-12-01T00:00:00Z'));
    const authoring = new MemoryAuthoring({ now: () => clock.now() });
    const publishing = new MemoryPublishing(authoring, { now: () => clock.now() });
    authoring.seed('item:news:a', { title: '甲', content: '<p>內文</p>' });
    return { clock, authoring, publishing };
  };

  it('publishes now over the current revision', async () => {
    const { publishing, authoring } = setup();
    const doc = await publishing.publish('item:news:a', 1);
    expect(doc).toMatchObject({ status: 'published', revision: 2, publishedRevision: 2 });
    expect(authoring.current('item:news:a').revision).toBe(2);
  });

  it('refuses a stale revision with SaveConflict and blocking content with PublishBlocked', async () => {
    const { publishing, authoring } = setup();
    expect((await outcome(publishing.publish('item:news:a', 7))).error).toBeInstanceOf(SaveConflict);
    await authoring.save('item:news:a', { title: '甲', content: '<img src="/a.png">' }, 1, 'key-1');
    const { error } = await outcome(publishing.publish('item:news:a', 2));
    expect(error).toBeInstanceOf(PublishBlocked);
    expect((error as PublishBlocked).findings.map((finding) => finding.code)).toEqual(['HM1110100C']);
    expect(authoring.current('item:news:a').status).toBe('changed');
  });

  it('schedules a publish and carries it out once the clock passes its time', async () => {
    const { publishing, clock } = setup();
    const scheduled = await publishing.publish('item:news:a', 1, '2026-12-01T09:00:00+08:00');
    expect(scheduled.status).toBe('scheduled');
    expect(publishing.runDue('item:news:a').status).toBe('scheduled');
    clock.advanceSeconds(3600);
    expect(publishing.runDue('item:news:a')).toMatchObject({
      status: 'published',
      schedule: { publishAt: null },
    });
  });

  it('unpublishes items and refuses other types with a 409', async () => {
    const { publishing, authoring } = setup();
    expect(await publishing.unpublish('item:news:a', 1)).toMatchObject({ status: 'draft', published: null });
    authoring.seed('settings:news', { title: '消息' });
    const { error } = await outcome(publishing.unpublish('settings:news', 1));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
  });
});
