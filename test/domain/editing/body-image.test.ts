import {
  BODY_IMAGE_TEXTS,
  bodyImageOf,
  choiceOf,
  documentImageChoices,
  formFor,
  type BodyImageChoice,
} from '../../../src/domain/editing/body-image';
import type { FileEntry } from '../../../src/shared/api-types';

const PHOTO: BodyImageChoice = {
  src: '/media/uploads/0123456789abcdef0123456789abcdef/original.jpg',
  name: 'lighthouse.jpg',
  width: 2400,
  height: 1600,
};
const form = (more: Partial<{ alt: string; decorative: boolean; caption: string }> = {}) => ({
  alt: '',
  decorative: false,
  caption: '',
  ...more,
});

describe('an image placed in the body', () => {
  it('needs a text alternative', () => {
    expect(bodyImageOf(PHOTO, form({ alt: '  ' }))).toEqual({
      ok: false,
      errors: { alt: BODY_IMAGE_TEXTS.altRequired },
    });
  });

  it('carries its alt text, its size and its caption, trimmed', () => {
    expect(bodyImageOf(PHOTO, form({ alt: ' 修復後的燈塔 ', caption: ' 2026 年修復完成 ' }))).toEqual({
      ok: true,
      image: { src: PHOTO.src, alt: '修復後的燈塔', width: 2400, height: 1600, caption: '2026 年修復完成' },
    });
  });

  it('has alt="" when decorative, whatever was typed before the box was ticked', () => {
    expect(bodyImageOf(PHOTO, form({ alt: '花紋', decorative: true }))).toEqual({
      ok: true,
      image: { src: PHOTO.src, alt: '', width: 2400, height: 1600, caption: '' },
    });
  });

  it('writes no size when one side is unknown', () => {
    const outcome = bodyImageOf({ ...PHOTO, height: undefined }, form({ alt: '燈塔' }));
    expect(outcome).toEqual({ ok: true, image: { src: PHOTO.src, alt: '燈塔', caption: '' } });
  });

  it('needs an image, one of this site’s uploads', () => {
    expect(bodyImageOf(null, form({ alt: '燈塔' }))).toEqual({
      ok: false,
      errors: { image: BODY_IMAGE_TEXTS.noImage },
    });
    for (const src of [
      'https://example.org/a.jpg',
      '/media/../secret.jpg',
      'javascript:alert(1)',
      '/media/a.svg',
    ])
      expect(bodyImageOf({ ...PHOTO, src }, form({ alt: '燈塔' }))).toEqual({
        ok: false,
        errors: { image: BODY_IMAGE_TEXTS.notAnUpload },
      });
  });

  it('refuses overlong text instead of cutting it', () => {
    expect(bodyImageOf(PHOTO, form({ alt: '字'.repeat(301), caption: '字'.repeat(501) }))).toEqual({
      ok: false,
      errors: { alt: BODY_IMAGE_TEXTS.altTooLong, caption: BODY_IMAGE_TEXTS.captionTooLong },
    });
  });
});

describe('the images offered from the document', () => {
  const entry = (more: Partial<FileEntry>): FileEntry => ({
    fileId: 'f1',
    name: 'a.jpg',
    ext: 'jpg',
    original: '/media/uploads/f1/original.jpg',
    description: '',
    represent: false,
    ...more,
  });

  it('are the shown images uploaded here, with the alt text they already have', () => {
    const choices = documentImageChoices([
      entry({ alt: '燈塔', width: 800, height: 600 }),
      entry({ fileId: 'f2', hidden: true }),
      entry({ fileId: 'f3', ext: 'pdf', original: '/media/uploads/f3/original.pdf' }),
      entry({ fileId: 'f4', original: 'https://elsewhere.example/a.jpg' }),
    ]);
    expect(choices).toEqual([
      {
        src: '/media/uploads/f1/original.jpg',
        name: 'a.jpg',
        width: 800,
        height: 600,
        alt: '燈塔',
        decorative: false,
      },
    ]);
    expect(documentImageChoices(undefined)).toEqual([]);
  });

  it('start the form with that alt text, never over what the author typed', () => {
    const choice = choiceOf(entry({ alt: '燈塔' }))!;
    expect(formFor(choice, form())).toEqual(form({ alt: '燈塔' }));
    expect(formFor(choice, form({ alt: '我寫的' }))).toEqual(form({ alt: '我寫的' }));
  });
});
