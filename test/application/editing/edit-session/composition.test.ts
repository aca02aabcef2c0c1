import { createEditSession } from '../../../../src/application/editing/edit-session';
import { NetworkError } from '../../../../src/domain/errors/api-errors';
import { aPartContext, settle } from './part-context';

describe('the edit session composed of its parts', () => {
  it('says the document failed to load, and takes no lock for it', async () => {
    const { ctx, authoring } = aPartContext();
    const session = createEditSession(ctx.deps);
    authoring.failNext(new NetworkError('offline'));
    await session.open();
    expect(session.getSnapshot()).toMatchObject({ phase: 'failed', loadError: expect.any(NetworkError) });
    expect(session.getSnapshot().lock.kind).toBe('none');
  });

  it('tells a view that unsubscribed nothing more', async () => {
    const { ctx } = aPartContext();
    const session = createEditSession(ctx.deps);
    const heard = jest.fn();
    const unsubscribe = session.subscribe(heard);
    await session.open();
    const before = heard.mock.calls.length;
    unsubscribe();
    session.change('title', '燈塔修復工程');
    expect(heard).toHaveBeenCalledTimes(before);
    expect(session.getSnapshot().dirty).toBe(true);
    await session.dispose();
  });

  it('clears every part’s timers on dispose, so nothing is sent afterwards', async () => {
    const { ctx, time, authoring } = aPartContext({ sessionEndsAt: () => Date.UTC(2026, 10, 23, 3, 0) });
    const session = createEditSession(ctx.deps);
    await session.open();
    session.change('title', '燈塔修復工程');
    await session.dispose();
    const polls = authoring.lockPolls;
    time.advance(60 * 60_000);
    await settle();
    expect(authoring.saves).toHaveLength(0);
    expect(authoring.lockPolls).toBe(polls);
    expect(session.getSnapshot().sessionWarning).toBeNull();
  });
});
