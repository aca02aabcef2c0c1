import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { FileUploads, UploadFile, UploadOptions } from '../../../../src/domain/editing/authoring.port';
import type { FileEntry } from '../../../../src/shared/api-types';
import { createUploadQueue } from '../../../../src/application/editing/upload-queue';
import { FilesField, type EditableFile } from '../../../../src/ui/editor/forms/files-field';

/** Uploads the test finishes by hand: it reports progress, then resolves or fails, when told to. */
class ManualUploads implements FileUploads {
  readonly calls: {
    file: UploadFile;
    options: UploadOptions;
    finish(entry: FileEntry): void;
    fail(e: Error): void;
  }[] = [];
  upload(file: UploadFile, options: UploadOptions) {
    return new Promise<FileEntry>((resolve, reject) => {
      this.calls.push({ file, options, finish: resolve, fail: reject });
    });
  }
}

const anImage = (name: string, extra: Partial<EditableFile> = {}): EditableFile => ({
  fileId: `id-${name}`,
  name,
  ext: 'jpg',
  original: `/media/${name}`,
  description: '',
  represent: false,
  alt: `${name} 說明`,
  ...extra,
});

function Harness({
  initial,
  uploads = new ManualUploads(),
  kind = 'images',
  readOnly = false,
  seen,
}: {
  initial: EditableFile[];
  uploads?: FileUploads;
  kind?: 'images' | 'files';
  readOnly?: boolean;
  seen?: EditableFile[][];
}) {
  const [list, setList] = useState(initial);
  return (
    <FilesField
      id="images"
      label="圖片"
      kind={kind}
      value={list}
      onChange={(next) => {
        seen?.push(next);
        setList(next);
      }}
      path="gallery"
      uploadQueue={(announce) => createUploadQueue(uploads, announce)}
      readOnly={readOnly}
    />
  );
}

const names = () =>
  within(screen.getByRole('list', { name: '圖片清單' }))
    .getAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent);

describe('FilesField', () => {
  it('moves an image down with its button, keeps focus on that button and announces the place', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[anImage('a.jpg'), anImage('b.jpg'), anImage('c.jpg')]} />);

    await user.click(screen.getByRole('button', { name: '下移 a.jpg' }));

    expect(names()).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(screen.getByRole('button', { name: '下移 a.jpg' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已移到第 2 個，共 3 個');
  });

  it('moves an image up from the keyboard and keeps focus through repeated moves', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[anImage('a.jpg'), anImage('b.jpg'), anImage('c.jpg')]} />);

    screen.getByRole('button', { name: '上移 c.jpg' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');

    expect(names()).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(screen.getByRole('button', { name: '上移 c.jpg' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已移到第 1 個，共 3 個');
  });

  it('says the image is already first instead of moving it past the top', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[anImage('a.jpg'), anImage('b.jpg')]} />);

    const up = screen.getByRole('button', { name: '上移 a.jpg' });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.click(up);

    expect(names()).toEqual(['a.jpg', 'b.jpg']);
    expect(screen.getByRole('status')).toHaveTextContent('a.jpg 已在第一個');
  });

  it('keeps exactly one representative image in one radio group', async () => {
    const user = userEvent.setup();
    const seen: EditableFile[][] = [];
    render(<Harness initial={[anImage('a.jpg', { represent: true }), anImage('b.jpg')]} seen={seen} />);

    const group = screen.getByRole('group', { name: '代表圖' });
    await user.click(within(group).getByRole('radio', { name: 'b.jpg' }));

    expect(within(group).getByRole('radio', { name: 'b.jpg' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'a.jpg' })).not.toBeChecked();
    expect(seen.at(-1)!.map((entry) => entry.represent)).toEqual([false, true]);
  });

  it('clears and disables the alt text when an image is marked decorative', async () => {
    const user = userEvent.setup();
    const seen: EditableFile[][] = [];
    render(<Harness initial={[anImage('a.jpg', { alt: '海景' })]} seen={seen} />);

    await user.click(screen.getByRole('checkbox', { name: '裝飾性圖片' }));

    const alt = screen.getByRole('textbox', { name: /替代文字/ });
    expect(alt).toBeDisabled();
    expect(alt).toHaveValue('');
    expect(seen.at(-1)![0]).toMatchObject({ decorative: true });
    expect(seen.at(-1)![0]).not.toHaveProperty('alt');
  });

  it('removes an image and moves focus to the next one’s remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[anImage('a.jpg'), anImage('b.jpg')]} />);

    await user.click(screen.getByRole('button', { name: '移除 a.jpg' }));

    expect(names()).toEqual(['b.jpg']);
    expect(screen.getByRole('button', { name: '移除 b.jpg' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已移除 a.jpg');
  });

  it('shows upload progress in a labelled bar and a status line, then adds the stored image', async () => {
    const user = userEvent.setup();
    const uploads = new ManualUploads();
    render(<Harness initial={[]} uploads={uploads} />);

    const file = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('上傳圖片'), file);
    expect(uploads.calls[0]!.options.path).toBe('gallery');

    act(() => uploads.calls[0]!.options.onProgress!(0.45));
    const bar = screen.getByRole('progressbar', { name: 'photo.jpg' });
    expect(bar).toHaveAttribute('value', '0.45');
    expect(screen.getByRole('status')).toHaveTextContent('photo.jpg 上傳中 45%');

    await act(async () => uploads.calls[0]!.finish(anImage('photo.jpg', { fileId: 'f9', alt: undefined })));

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('photo.jpg 已上傳');
    expect(names()).toEqual(['photo.jpg']);
  });

  it('preselects the first uploaded image as the representative one, and leaves a chosen one alone', async () => {
    const user = userEvent.setup();
    const uploads = new ManualUploads();
    render(<Harness initial={[]} uploads={uploads} />);

    await user.upload(screen.getByLabelText('上傳圖片'), new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    await act(async () => uploads.calls[0]!.finish(anImage('a.jpg', { fileId: 'fa' })));
    const group = screen.getByRole('group', { name: '代表圖' });
    expect(within(group).getByRole('radio', { name: 'a.jpg' })).toBeChecked();

    await user.upload(screen.getByLabelText('上傳圖片'), new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
    await act(async () => uploads.calls[1]!.finish(anImage('b.jpg', { fileId: 'fb' })));
    expect(within(group).getByRole('radio', { name: 'a.jpg' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'b.jpg' })).not.toBeChecked();
  });

  it('reports a failed upload with its reason and retries it on request', async () => {
    const user = userEvent.setup();
    const uploads = new ManualUploads();
    render(<Harness initial={[]} uploads={uploads} />);

    await user.upload(
      screen.getByLabelText('上傳圖片'),
      new File(['x'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    await act(async () => uploads.calls[0]!.fail(new Error('檔案過大')));

    expect(screen.getByRole('status')).toHaveTextContent('photo.jpg 上傳失敗：檔案過大');
    await user.click(screen.getByRole('button', { name: '重試 photo.jpg' }));

    expect(uploads.calls).toHaveLength(2);
    expect(uploads.calls[1]!.file.name).toBe('photo.jpg');
    expect(screen.getByRole('status')).toHaveTextContent('photo.jpg 上傳中 0%');
  });

  it('marks an entry without an address as not shown and counts only the shown ones', () => {
    render(<Harness initial={[anImage('a.jpg'), anImage('b.jpg', { original: '' })]} />);

    expect(screen.getByText('網站上會顯示 1 個，共 2 個圖片')).toBeInTheDocument();
    const hidden = screen.getAllByRole('listitem')[1]!;
    expect(within(hidden).getByText('不會顯示在網站上')).toBeInTheDocument();
    expect(within(hidden).queryByRole('img')).not.toBeInTheDocument();
  });

  it('draws a thumbnail from the upload’s variants, not its original, and a legacy entry’s small picture', () => {
    const upload = `/media/uploads/${'0f'.repeat(16)}`;
    render(
      <Harness
        initial={[
          anImage('harbour.jpg', { original: `${upload}/original.jpg`, width: 2400, height: 1600 }),
          anImage('legacy.jpg', {
            original: 'https://cdn.example.tw/legacy.jpg',
            transform: { small: 'https://cdn.example.tw/legacy-small.jpg' },
          }),
        ]}
      />,
    );

    const [photo, legacy] = screen.getAllByRole('listitem').map((item) => item.querySelector('img'));
    // A 96 px thumbnail: the browser takes the narrowest variant that fills it (480 px, 2× and 3× too).
    expect(photo?.getAttribute('srcset')).toMatch(new RegExp(`^\\S*${upload}/w480\\.webp 480w, `));
    expect(photo).toHaveAttribute('sizes', '6rem');
    expect(legacy).toHaveAttribute('src', 'https://cdn.example.tw/legacy-small.jpg');
    expect(legacy).not.toHaveAttribute('srcset');
  });

  it('shows plain files without alt text or a representative choice', () => {
    render(<Harness kind="files" initial={[anImage('report.pdf')]} />);

    expect(screen.queryByRole('textbox', { name: /替代文字/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '代表圖' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('上傳檔案')).toBeInTheDocument();
  });

  it('offers nothing to change when read-only', () => {
    render(<Harness readOnly initial={[anImage('a.jpg', { represent: true })]} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('上傳圖片')).not.toBeInTheDocument();
    for (const box of screen.getAllByRole('textbox')) expect(box).toHaveAttribute('readonly');
    for (const control of [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('radio')])
      expect(control).toBeDisabled();
  });
});
