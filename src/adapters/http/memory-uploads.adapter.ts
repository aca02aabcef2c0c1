import type { FileUploads, UploadFile, UploadOptions } from '../../domain/editing/authoring.port';
import type { UploadedFile } from './xhr-uploads.adapter';

/** What the twin answers to one upload: the stored entry, or the error to reject with. */
export type MemoryUploadAnswer = { entry: UploadedFile } | { error: unknown };

/**
 * The in-memory twin of `XhrUploads`: reports progress in `steps` even steps (0.25, 0.5, …, 1)
 * and answers a made-up entry for the file, or what a test scripted with `answerNext`. Remembers
 * every upload, so a test can say what was sent.
 */
export class MemoryUploads implements FileUploads {
  readonly uploads: Array<{ file: UploadFile; options: Omit<UploadOptions, 'onProgress'> }> = [];
  private readonly scripted: MemoryUploadAnswer[] = [];
  private count = 0;

  constructor(private readonly steps = 4) {}

  /** The next upload answers this instead of the made-up entry. */
  answerNext(answer: MemoryUploadAnswer): this {
    this.scripted.push(answer);
    return this;
  }

  async upload(file: UploadFile, options: UploadOptions): Promise<UploadedFile> {
    const { onProgress, ...sent } = options;
    this.uploads.push({ file, options: sent });
    const answer = this.scripted.shift();
    // Each step on its own turn of the event loop, as a real upload's progress events arrive.
    for (let step = 1; step <= this.steps; step += 1) {
      await Promise.resolve();
      if (answer && 'error' in answer && step === this.steps) break;
      onProgress?.(step / this.steps);
    }
    if (answer && 'error' in answer) throw answer.error;
    return answer ? answer.entry : this.entryFor(file, options);
  }

  private entryFor(file: UploadFile, options: UploadOptions): UploadedFile {
    this.count += 1;
    const fileId = `memory-${String(this.count)}`;
    const dot = file.name.lastIndexOf('.');
    const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
    return {
      fileId,
      name: dot > 0 ? file.name.slice(0, dot) : file.name,
      ext,
      original: `/media/uploads/${fileId}/original.${ext}`,
      description: options.description ?? '',
      represent: false,
      size: file.size,
    };
  }
}
