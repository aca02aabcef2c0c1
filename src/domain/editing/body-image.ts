import { keptFiles, textAlternativeOf } from '../../shared/file-helpers';
import type { FileEntry } from '../../shared/api-types';

/**
 * 插入圖片 in the body: the rules of an image placed in the text. The image is one of the site's
 * uploads (addressed under `/media/`, so its variants can be served for it), its text alternative
 * is written or it is marked decorative, and its size is written so the page does not jump while
 * it loads. A caption makes it a figure.
 */

/** An uploaded image as the dialog offers it: from the document's images, the site's, or a new upload. */
export interface BodyImageChoice {
  /** The upload's address, `/media/uploads/…/original.jpg`. */
  src: string;
  /** The file's name, to tell the choices apart. */
  name: string;
  width?: number | undefined;
  height?: number | undefined;
  /** The text alternative the image already has where it came from, offered as a start. */
  alt?: string | undefined;
  decorative?: boolean | undefined;
}

/** What the author fills in. */
export interface BodyImageForm {
  alt: string;
  decorative: boolean;
  caption: string;
}

/** The image as it goes into the body: `<img src alt width height>`, in a figure if captioned. */
export interface BodyImage {
  src: string;
  /** '' for a decorative image. */
  alt: string;
  width?: number;
  height?: number;
  /** '' for none: then no figure. */
  caption: string;
}

export type BodyImageErrors = Partial<Record<'image' | 'alt' | 'caption', string>>;

export type BodyImageOutcome = { ok: true; image: BodyImage } | { ok: false; errors: BodyImageErrors };

export const ALT_MAX = 300;
export const CAPTION_MAX = 500;
export const BODY_IMAGE_TEXTS = {
  noImage: '請先上傳或選擇一張圖片',
  altRequired: '請填寫替代文字，或勾選「裝飾性圖片」',
  altTooLong: `替代文字請在 ${ALT_MAX} 字以內`,
  captionTooLong: `圖說請在 ${CAPTION_MAX} 字以內`,
  notAnUpload: '只能插入本站上傳的圖片',
} as const;

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);
/** A site upload's address: under /media/, no way out of it, nothing but a path. */
const UPLOAD_ADDRESS = /^\/media\/(?:[\w-]+\/)*[\w-]+\.(?:jpe?g|png|gif|webp)$/i;

export const isUploadAddress = (src: string): boolean => UPLOAD_ADDRESS.test(src);

const dimension = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/** The checked image, or the reason for each field that stops it. */
export function bodyImageOf(choice: BodyImageChoice | null, form: BodyImageForm): BodyImageOutcome {
  const errors: BodyImageErrors = {};
  if (!choice) errors.image = BODY_IMAGE_TEXTS.noImage;
  else if (!isUploadAddress(choice.src)) errors.image = BODY_IMAGE_TEXTS.notAnUpload;
  const alt = form.decorative ? '' : form.alt.trim();
  if (!form.decorative && alt === '') errors.alt = BODY_IMAGE_TEXTS.altRequired;
  else if (alt.length > ALT_MAX) errors.alt = BODY_IMAGE_TEXTS.altTooLong;
  const caption = form.caption.trim();
  if (caption.length > CAPTION_MAX) errors.caption = BODY_IMAGE_TEXTS.captionTooLong;
  if (!choice || Object.keys(errors).length > 0) return { ok: false, errors };
  const image: BodyImage = { src: choice.src, alt, caption };
  const width = dimension(choice.width);
  const height = dimension(choice.height);
  // Both or neither: one side alone would stretch the image into the wrong shape.
  if (width !== undefined && height !== undefined) Object.assign(image, { width, height });
  return { ok: true, image };
}

/** A file entry (the document's images, a new upload) as a choice; null when it is no usable image. */
export function choiceOf(entry: FileEntry): BodyImageChoice | null {
  const ext = (entry.ext ?? '').replace(/^\./, '').toLowerCase();
  if (!IMAGE_EXTENSIONS.has(ext) || !isUploadAddress(entry.original)) return null;
  const choice: BodyImageChoice = {
    src: entry.original,
    name: entry.name,
    width: entry.width,
    height: entry.height,
    decorative: entry.decorative === true,
  };
  const alt = textAlternativeOf(entry);
  if (alt) choice.alt = alt;
  return choice;
}

/** The document's own images that can go into its text: shown ones, uploaded to this site. */
export function documentImageChoices(list: unknown): BodyImageChoice[] {
  return keptFiles(Array.isArray(list) ? (list as FileEntry[]) : []).flatMap((entry) => {
    const choice = choiceOf(entry);
    return choice ? [choice] : [];
  });
}

/** The form a choice starts with: the alt text and decorative mark it already carries. */
export function formFor(choice: BodyImageChoice, current: BodyImageForm): BodyImageForm {
  return {
    alt: current.alt.trim() !== '' ? current.alt : (choice.alt ?? ''),
    decorative: current.decorative || choice.decorative === true,
    caption: current.caption,
  };
}
