import type { AccessibilityMark, FileEntry } from '../../shared/api-types';
import { MARK_DATE_TEXT } from '../../shared/authoring.schema';
import { dayNumber } from '../../shared/calendar-day';
import { textAlternativeOf } from '../../shared/file-helpers';

/** The footer's 無障礙標章 as the editor holds it: any part may still be missing while it is written. */
export type MarkDraft = Partial<AccessibilityMark> & Record<string, unknown>;

/** The mark's image as the image field shows it, or undefined when it has none. */
export function markImage(mark: MarkDraft | undefined): (FileEntry & { alt?: string }) | undefined {
  const image = typeof mark?.image === 'string' ? mark.image : '';
  if (image === '') return undefined;
  return {
    fileId: typeof mark?.fileId === 'string' ? mark.fileId : '',
    name: image.split('/').pop() ?? image,
    ext: '',
    original: image,
    description: null,
    represent: false,
    alt: typeof mark?.alt === 'string' ? mark.alt : '',
  };
}

/** What is left of a mark once it holds nothing: no mark at all, so the footer shows none. */
const keptOrNone = (mark: MarkDraft): MarkDraft | undefined =>
  ['image', 'url', 'date'].some((part) => typeof mark[part] === 'string' && mark[part] !== '')
    ? mark
    : undefined;

/**
 * The mark with a new image from the image field (an upload, a changed text alternative) or
 * without one; the rest of the mark (its link, its date, anything the original platform kept) stays.
 */
export function markWithImage(
  mark: MarkDraft | undefined,
  image: (FileEntry & { alt?: string; decorative?: boolean }) | undefined,
): MarkDraft | undefined {
  const { image: _image, alt: _alt, fileId: _fileId, ...rest } = mark ?? {};
  if (!image) return keptOrNone(rest);
  return {
    ...rest,
    image: image.original,
    alt: textAlternativeOf(image),
    ...(image.fileId === '' ? {} : { fileId: String(image.fileId) }),
  };
}

/** The mark with its link or its day changed; an emptied part is left out. */
export function markWith(
  mark: MarkDraft | undefined,
  part: 'url' | 'date',
  value: string,
): MarkDraft | undefined {
  const { [part]: _old, ...rest } = mark ?? {};
  return keptOrNone(value === '' ? rest : { ...rest, [part]: value });
}

export const MARK_IMAGE_TEXT = '請上傳無障礙標章的圖片';

/** What is wrong with a mark before it is saved, by part, in zh-TW; empty when nothing. */
export function markProblems(mark: MarkDraft | undefined): Partial<Record<'image' | 'date', string>> {
  if (!mark) return {};
  const problems: Partial<Record<'image' | 'date', string>> = {};
  if (typeof mark.date === 'string' && mark.date !== '' && dayNumber(mark.date) === null)
    problems.date = MARK_DATE_TEXT;
  if (typeof mark.image !== 'string' || mark.image === '') problems.image = MARK_IMAGE_TEXT;
  return problems;
}
