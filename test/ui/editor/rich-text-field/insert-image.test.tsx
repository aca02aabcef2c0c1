import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryUploadLibrary } from '../../../../src/adapters/http/memory-upload-library.adapter';
import { MemoryUploads } from '../../../../src/adapters/http/memory-uploads.adapter';
import { searchImageLibrary } from '../../../../src/application/editing/image-library.use-case';
import { createUploadQueue } from '../../../../src/application/editing/upload-queue';
import type { FileEntry } from '../../../../src/shared/api-types';
import { RichTextField } from '../../../../src/ui/editor/rich-text-field/rich-text-field';
import type { BodyImageSource } from '../../../../src/ui/editor/rich-text-field/insert-image-dialog';
import { renderWithProviders } from '../../../support/render-with-providers';
import { editorOf, textbox, withoutLayout } from '../support/rich-text-field-host';

withoutLayout();
// A dialog with a real editor behind it: the first render alone takes seconds on a busy machine.
jest.setTimeout(20_000);

const OWN: FileEntry = {
  fileId: 'f1',
  name: 'lighthouse.jpg',
  ext: 'jpg',
  original: '/media/uploads/f1/original.jpg',
  description: '',
  represent: true,
  alt: '修復後的燈塔',
  width: 1200,
  height: 800,
};

function setup(documentImages: FileEntry[] = [OWN]) {
  const uploads = new MemoryUploads();
  const library = new MemoryUploadLibrary();
  const source: BodyImageSource = {
    path: 'news',
    documentImages: () => documentImages,
    uploadQueue: (announce) => createUploadQueue(uploads, announce),
    library: (query) => searchImageLibrary(library, { path: 'news', ...query }),
  };
  const onChange = jest.fn<void, [string]>();
  renderWithProviders(
    <RichTextField id="body" label="內文" value="<p>前言</p>" onChange={onChange} images={source} />,
  );
  // The author's cursor is at the end of the text, where the image goes.
  act(() => {
    editorOf(textbox()).commands.setTextSelection(editorOf(textbox()).state.doc.content.size - 1);
  });
  return { uploads, library, onChange, user: userEvent.setup({ delay: null }) };
}

const last = (onChange: jest.Mock<void, [string]>) => onChange.mock.calls.at(-1)?.[0] ?? '';
const dialog = () => screen.findByRole('dialog', { name: '插入圖片' });

describe('插入圖片 in the body', () => {
  it('places one of the document’s images with its alt text and a caption as a figure', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'lighthouse.jpg' }));
    expect(within(box).getByLabelText('替代文字（必填）')).toHaveValue('修復後的燈塔');
    await user.type(within(box).getByLabelText('圖說（選填）'), '2026 年修復完成');
    await user.click(within(box).getByRole('button', { name: '插入' }));

    await waitFor(() => expect(last(onChange)).toContain('<figure>'));
    expect(last(onChange)).toBe(
      '<p>前言</p><figure><img src="/media/uploads/f1/original.jpg" alt="修復後的燈塔" width="1200" height="800">' +
        '<figcaption>2026 年修復完成</figcaption></figure>',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses an image without alt text, and places a decorative one with alt=""', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: '插入' }));
    expect(within(box).getByText('請先上傳或選擇一張圖片')).toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'lighthouse.jpg' }));
    const alt = within(box).getByLabelText('替代文字（必填）');
    await user.clear(alt);
    await user.click(within(box).getByRole('button', { name: '插入' }));
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(alt).toHaveAccessibleDescription('請填寫替代文字，或勾選「裝飾性圖片」');
    expect(alt).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(within(box).getByRole('checkbox', { name: '裝飾性圖片（不需要替代文字）' }));
    await user.click(within(box).getByRole('button', { name: '插入' }));
    await waitFor(() => expect(last(onChange)).toContain('<img'));
    expect(last(onChange)).toBe(
      '<p>前言</p><p><img src="/media/uploads/f1/original.jpg" alt="" width="1200" height="800"></p>',
    );
  });

  it('uploads a new image and places it with the size the server measured', async () => {
    const { uploads, onChange, user } = setup([]);
    uploads.answerNext({
      entry: {
        fileId: 'f9',
        name: 'harbour.jpg',
        ext: 'jpg',
        original: '/media/uploads/f9/original.jpg',
        description: '',
        represent: false,
        width: 2400,
        height: 1600,
      },
    });
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const box = await dialog();
    await user.upload(
      within(box).getByLabelText('上傳新圖片'),
      new File(['x'], 'harbour.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(within(box).getByText('已選擇：harbour.jpg')).toBeInTheDocument());
    expect(uploads.uploads[0]!.options.path).toBe('news');
    await user.type(within(box).getByLabelText('替代文字（必填）'), '港口');
    await user.click(within(box).getByRole('button', { name: '插入' }));
    await waitFor(() => expect(last(onChange)).toContain('f9'));
    expect(last(onChange)).toContain(
      '<img src="/media/uploads/f9/original.jpg" alt="港口" width="2400" height="1600">',
    );
  });

  it('draws an upload through its variants among the choices and in the text, and saves only its original', async () => {
    const upload = `/media/uploads/${'ab'.repeat(16)}`;
    const { onChange, user } = setup([
      { ...OWN, original: `${upload}/original.jpg`, width: 2400, height: 1600 },
    ]);
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const box = await dialog();
    const choice = within(box).getByRole('button', { name: 'lighthouse.jpg' });
    // A 96 px thumbnail takes a variant, not the 2,400 px original.
    expect(choice.querySelector('img')?.getAttribute('srcset')).toContain(`${upload}/w480.webp 480w`);
    expect(choice.querySelector('img')).toHaveAttribute('sizes', '96px');

    await user.click(choice);
    await user.click(within(box).getByRole('button', { name: '插入' }));

    await waitFor(() => expect(last(onChange)).toContain(upload));
    expect(last(onChange)).toContain(
      `<img src="${upload}/original.jpg" alt="修復後的燈塔" width="2400" height="1600">`,
    );
    expect(last(onChange)).not.toContain('srcset');
    const drawn = textbox().querySelector(`img[src="${upload}/original.jpg"]`);
    expect(drawn?.getAttribute('srcset')).toMatch(new RegExp(`^${upload}/w480\\.webp 480w, `));
    expect(drawn?.getAttribute('sizes')).toContain('2400px');
  });

  it('finds one of the site’s images by its alt text', async () => {
    const { library, onChange, user } = setup([]);
    library.add(
      {
        fileId: 'a1',
        name: 'IMG_2044.jpg',
        ext: 'jpg',
        original: '/media/uploads/a1/original.jpg',
        alt: '館舍外觀',
        decorative: false,
        width: 640,
        height: 480,
        uploadedAt: '2026-11-20T00:00:00.000Z',
      },
      {
        fileId: 'a2',
        name: 'IMG_2045.jpg',
        ext: 'jpg',
        original: '/media/uploads/a2/original.jpg',
        alt: '展場入口',
        decorative: false,
        uploadedAt: '2026-11-19T00:00:00.000Z',
      },
    );
    await user.click(screen.getByRole('button', { name: '插入圖片' }));
    const box = await dialog();
    await waitFor(() => expect(within(box).getByText('共 2 張，第 1 / 1 頁')).toBeInTheDocument());
    await user.type(within(box).getByLabelText('搜尋網站上的圖片'), '館舍{Enter}');
    await waitFor(() => expect(within(box).getByText('共 1 張，第 1 / 1 頁')).toBeInTheDocument());
    await user.click(within(box).getByRole('button', { name: 'IMG_2044.jpg' }));
    await user.click(within(box).getByRole('button', { name: '插入' }));
    await waitFor(() => expect(last(onChange)).toContain('a1'));
    expect(last(onChange)).toContain(
      '<img src="/media/uploads/a1/original.jpg" alt="館舍外觀" width="640" height="480">',
    );
  });

  it('is not offered where the field has no images to choose from', () => {
    renderWithProviders(<RichTextField id="body" label="內文" value="" onChange={() => undefined} />);
    expect(screen.queryByRole('button', { name: '插入圖片' })).not.toBeInTheDocument();
  });
});
