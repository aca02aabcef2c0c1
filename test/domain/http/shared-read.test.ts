import { sharedWhileInFlight } from '../../../src/domain/http/shared-read';

/** A read whose answers the test gives by hand, counting the requests it was asked to send. */
function handRead() {
  const waiting: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      waiting.push({ resolve, reject });
    });
  return { read, waiting };
}

describe('a read shared while it is on its way', () => {
  it('gives callers asking at the same time one request and the same answer', async () => {
    const { read, waiting } = handRead();
    const shared = sharedWhileInFlight(read);
    const first = shared();
    const second = shared();
    expect(waiting).toHaveLength(1);
    waiting[0]!.resolve(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
  });

  it('reads anew once the answer has come: nothing is kept', async () => {
    const { read, waiting } = handRead();
    const shared = sharedWhileInFlight(read);
    const first = shared();
    waiting[0]!.resolve(1);
    await first;
    const later = shared();
    expect(waiting).toHaveLength(2);
    waiting[1]!.resolve(2);
    await expect(later).resolves.toBe(2);
  });

  it('shares a failure with those who waited, and tries again on the next call', async () => {
    const { read, waiting } = handRead();
    const shared = sharedWhileInFlight(read);
    const first = shared();
    const second = shared();
    waiting[0]!.reject(new Error('離線'));
    await expect(first).rejects.toThrow('離線');
    await expect(second).rejects.toThrow('離線');
    const again = shared();
    expect(waiting).toHaveLength(2);
    waiting[1]!.resolve(3);
    await expect(again).resolves.toBe(3);
  });
});
