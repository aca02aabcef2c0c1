import { MemoryUploads } from '../../../src/adapters/http/memory-uploads.adapter';
import { createUploadQueue } from '../../../src/application/editing/upload-queue';

const photo = { name: 'photo.jpg', size: 1200, type: 'image/jpeg' };
const plan = { name: 'plan.pdf', size: 800, type: 'application/pdf' };

/** Lets the twin's progress steps and its answer run (each step is one turn of the microtasks). */
const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

function setup(uploads = new MemoryUploads(4)) {
  const said: string[] = [];
  const queue = createUploadQueue(uploads, (text) => said.push(text));
  return { uploads, queue, said };
}

describe('the upload queue', () => {
  it('sends each chosen file to the page it belongs to and reports its progress', async () => {
    const { uploads, queue, said } = setup();
    queue.add([photo, plan], 'news');
    expect(queue.getSnapshot().pending.map((upload) => upload.file.name)).toEqual(['photo.jpg', 'plan.pdf']);
    expect(uploads.uploads.map((sent) => sent.options.path)).toEqual(['news', 'news']);
    await Promise.resolve();
    await Promise.resolve();
    expect(queue.getSnapshot().pending[0]?.fraction).toBeGreaterThan(0);
    expect(said).toContain('photo.jpg 上傳中 25%');
  });

  it('holds the stored entries, not representative, until the form takes them, once', async () => {
    const { queue, said } = setup();
    queue.add([photo], 'news');
    await settle();
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(said.at(-1)).toBe('photo.jpg 已上傳');
    const taken = queue.take();
    expect(taken).toEqual([expect.objectContaining({ name: 'photo', represent: false })]);
    expect(queue.take()).toEqual([]);
    expect(queue.getSnapshot().finished).toEqual([]);
  });

  it('keeps a failed file with the reason, and sends it again from 0 % on retry', async () => {
    const { uploads, queue, said } = setup();
    uploads.answerNext({ error: new Error('檔案過大') });
    queue.add([photo], 'news');
    await settle();
    const [failed] = queue.getSnapshot().pending;
    expect(failed).toMatchObject({ failure: '檔案過大' });
    expect(said.at(-1)).toBe('photo.jpg 上傳失敗：檔案過大');

    queue.retry(failed!.key);
    expect(queue.getSnapshot().pending[0]).toEqual({
      key: failed!.key,
      file: photo,
      path: 'news',
      fraction: 0,
    });
    expect(said.at(-1)).toBe('photo.jpg 上傳中 0%');
    await settle();
    expect(queue.take()).toHaveLength(1);
    expect(uploads.uploads).toHaveLength(2);
  });

  it('words a failure without a message as a request to try later', async () => {
    const { uploads, queue, said } = setup();
    uploads.answerNext({ error: 'offline' });
    queue.add([photo], 'news');
    await settle();
    expect(said.at(-1)).toBe('photo.jpg 上傳失敗：請稍後再試');
  });

  it('forgets a dismissed file and says so', async () => {
    const { uploads, queue, said } = setup();
    uploads.answerNext({ error: new Error('檔案過大') });
    queue.add([photo], 'news');
    await settle();
    queue.dismiss(queue.getSnapshot().pending[0]!.key);
    expect(queue.getSnapshot().pending).toEqual([]);
    expect(said.at(-1)).toBe('已放棄上傳 photo.jpg');
  });

  it('ignores a retry of a file still on its way and a key it does not know', () => {
    const { uploads, queue, said } = setup();
    queue.add([photo], 'news');
    const before = said.length;
    queue.retry(queue.getSnapshot().pending[0]!.key);
    queue.retry(99);
    queue.dismiss(99);
    expect(uploads.uploads).toHaveLength(1);
    expect(said).toHaveLength(before);
  });

  it('tells its subscribers of every change until they leave', async () => {
    const { queue } = setup();
    let calls = 0;
    const leave = queue.subscribe(() => (calls += 1));
    queue.add([photo], 'news');
    await settle();
    const seen = calls;
    expect(seen).toBeGreaterThan(2);
    leave();
    queue.take();
    expect(calls).toBe(seen);
  });

  it('stops reporting the progress of a file dismissed on its way', async () => {
    const { queue, said } = setup();
    queue.add([photo], 'news');
    queue.dismiss(queue.getSnapshot().pending[0]!.key);
    const before = said.length;
    await Promise.resolve();
    await Promise.resolve();
    expect(said).toHaveLength(before);
  });
});
