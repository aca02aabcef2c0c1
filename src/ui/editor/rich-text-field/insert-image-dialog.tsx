import { Button, chakra, Input, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { UploadQueueFactory } from '../../../application/editing/editing-kit';
import type { LibraryOutcome } from '../../../application/editing/image-library.use-case';
import {
  ALT_MAX,
  bodyImageOf,
  CAPTION_MAX,
  choiceOf,
  documentImageChoices,
  formFor,
  type BodyImage,
  type BodyImageChoice,
  type BodyImageErrors,
  type BodyImageForm,
} from '../../../domain/editing/body-image';
import { DialogFrame } from '../../feedback/dialog-frame';
import { thumbnailOf } from '../parts/thumbnail';
import { failureText } from '../parts/failure-text';
import { RICH_TEXT_TEXTS as T } from './rich-text-texts';

/** What the body's 插入圖片 chooses from: the form's images, new uploads, the site's library. */
export interface BodyImageSource {
  /** The page the document belongs to: uploads and the library are checked against it. */
  path: string;
  /** The document's own images as the form holds them now. */
  documentImages(): unknown;
  uploadQueue: UploadQueueFactory;
  /** The site's uploaded images, searched and paged; without it only the others are offered. */
  library?: ((query: { q: string; page: number }) => Promise<LibraryOutcome>) | undefined;
}

export interface InsertImageDialogProps {
  open: boolean;
  source: BodyImageSource;
  onClose(): void;
  onInsert(image: BodyImage): void;
  /** Where focus goes when the dialog closes: the toolbar button that opened it. */
  finalFocus(): HTMLElement | null;
}

const EMPTY_FORM: BodyImageForm = { alt: '', decorative: false, caption: '' };
const percent = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 100);

/**
 * 插入圖片: one image from a new upload (the same queue as the images field: EXIF removed and
 * WebP variants made on the server), the document's own images or the site's uploads, with its
 * alt text (or 裝飾性圖片) and an optional caption. The rules are the core's (body-image.ts);
 * this view shows their messages next to their fields.
 */
export function InsertImageDialog({ open, source, onClose, onInsert, finalFocus }: InsertImageDialogProps) {
  const formId = useId();
  return (
    <DialogFrame
      open={open}
      title={T.insertImage}
      part="insert-image-dialog"
      onClose={onClose}
      finalFocus={finalFocus}
      footer={
        <>
          <Button type="submit" form={formId} data-part="insert-image-confirm">
            插入
          </Button>
          <Button variant="outline" onClick={onClose} data-part="insert-image-cancel">
            {T.cancel}
          </Button>
        </>
      }
    >
      <InsertImageBody formId={formId} source={source} onInsert={onInsert} />
    </DialogFrame>
  );
}

function InsertImageBody({
  formId,
  source,
  onInsert,
}: { formId: string } & Pick<InsertImageDialogProps, 'source' | 'onInsert'>) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  // One queue per opening of the dialog; an answer arriving after it closed reaches nobody.
  const [queue] = useState(() => source.uploadQueue(setAnnouncement));
  const { pending } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const [own] = useState(() => documentImageChoices(source.documentImages()));
  const [chosen, setChosen] = useState<BodyImageChoice | null>(null);
  const [form, setForm] = useState<BodyImageForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<BodyImageErrors>({});
  const altRef = useRef<HTMLInputElement>(null);

  const choose = useCallback((choice: BodyImageChoice) => {
    setChosen(choice);
    setForm((current) => formFor(choice, current));
    setErrors(({ image: _image, ...rest }) => rest);
  }, []);

  // A finished upload becomes the chosen image as it lands.
  useEffect(
    () =>
      queue.subscribe(() => {
        if (queue.getSnapshot().finished.length === 0) return;
        const landed = queue.take().flatMap((entry) => {
          const choice = choiceOf(entry);
          return choice ? [choice] : [];
        });
        if (landed[0]) choose(landed[0]);
      }),
    [queue, choose],
  );

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []).slice(0, 1);
    event.currentTarget.value = '';
    queue.add(files, source.path);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the editor's form, but React still bubbles the submit to it.
    event.stopPropagation();
    const outcome = bodyImageOf(chosen, form);
    if (outcome.ok) {
      onInsert(outcome.image);
      return;
    }
    setErrors(outcome.errors);
    if (outcome.errors.alt) altRef.current?.focus();
  };

  const errorId = (field: keyof BodyImageErrors) => `${id}-${field}-error`;
  const message = (field: keyof BodyImageErrors) =>
    errors[field] ? (
      <Text id={errorId(field)} color="fg.error" mt="1" data-part={`insert-image-${field}-error`}>
        {errors[field]}
      </Text>
    ) : null;
  const invalid = (field: keyof BodyImageErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  return (
    <>
      <form id={formId} onSubmit={submit} noValidate>
        <chakra.fieldset mb="4">
          <chakra.legend fontWeight="bold" mb="2">
            選擇圖片
          </chakra.legend>
          <chakra.label htmlFor={`${id}-file`} display="block" mb="1">
            上傳新圖片
          </chakra.label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={upload}
            data-part="insert-image-file"
          />
          {pending.map((item) => (
            <chakra.div key={item.key} mt="2">
              <chakra.label htmlFor={`${id}-progress-${item.key}`} display="block">
                {item.file.name}
              </chakra.label>
              <progress id={`${id}-progress-${item.key}`} max={1} value={item.fraction}>
                {percent(item.fraction)}%
              </progress>
              {item.failure !== undefined && (
                <Text color="fg.error">
                  上傳失敗：{item.failure}
                  <Button size="xs" variant="outline" ml="2" onClick={() => queue.retry(item.key)}>
                    重試
                  </Button>
                </Text>
              )}
            </chakra.div>
          ))}
          {own.length > 0 && (
            <ChoiceList
              heading="本文件的圖片"
              choices={own}
              chosen={chosen}
              onChoose={choose}
              part="insert-image-own"
            />
          )}
          {source.library && <LibraryPicker search={source.library} chosen={chosen} onChoose={choose} />}
          {message('image')}
        </chakra.fieldset>

        <Text mb="3" data-part="insert-image-chosen" aria-live="polite">
          {chosen ? `已選擇：${chosen.name}` : '尚未選擇圖片'}
        </Text>

        <chakra.div mb="3">
          <chakra.label htmlFor={`${id}-alt`} display="block" fontWeight="bold" mb="1">
            替代文字{!form.decorative && '（必填）'}
          </chakra.label>
          <Input
            ref={altRef}
            id={`${id}-alt`}
            value={form.decorative ? '' : form.alt}
            disabled={form.decorative}
            maxLength={ALT_MAX + 1}
            aria-required={!form.decorative}
            onChange={(event) => setForm({ ...form, alt: event.currentTarget.value })}
            {...invalid('alt')}
          />
          <Text id={`${id}-alt-help`} fontSize="sm" color="fg.muted" mt="1">
            說明圖片傳達的內容，給看不到圖片的人。
          </Text>
          {message('alt')}
        </chakra.div>
        <chakra.label display="flex" gap="2" alignItems="center" mb="3">
          <input
            type="checkbox"
            checked={form.decorative}
            onChange={(event) => {
              const decorative = event.currentTarget.checked;
              setForm({ ...form, decorative });
              if (decorative) setErrors(({ alt: _alt, ...rest }) => rest);
            }}
          />
          裝飾性圖片（不需要替代文字）
        </chakra.label>
        <chakra.div>
          <chakra.label htmlFor={`${id}-caption`} display="block" fontWeight="bold" mb="1">
            圖說（選填）
          </chakra.label>
          <Input
            id={`${id}-caption`}
            value={form.caption}
            maxLength={CAPTION_MAX + 1}
            onChange={(event) => setForm({ ...form, caption: event.currentTarget.value })}
            {...invalid('caption')}
          />
          {message('caption')}
        </chakra.div>
      </form>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}

function ChoiceList({
  heading,
  choices,
  chosen,
  onChoose,
  part,
}: {
  heading: string;
  choices: readonly BodyImageChoice[];
  chosen: BodyImageChoice | null;
  onChoose(choice: BodyImageChoice): void;
  part: string;
}) {
  const headingId = useId();
  return (
    <chakra.div mt="3" data-part={part}>
      <Text id={headingId} fontWeight="bold" mb="1">
        {heading}
      </Text>
      <chakra.ul
        aria-labelledby={headingId}
        listStyleType="none"
        display="flex"
        flexWrap="wrap"
        gap="2"
        p="0"
        m="0"
      >
        {choices.map((choice) => (
          <li key={choice.src}>
            <Button
              variant={chosen?.src === choice.src ? 'solid' : 'outline'}
              aria-pressed={chosen?.src === choice.src}
              onClick={() => onChoose(choice)}
              height="auto"
              py="1"
              flexDirection="column"
              maxW="10rem"
            >
              {/* The file name beside it is the button's name; the picture adds nothing to read. */}
              <chakra.img
                {...thumbnailOf({ original: choice.src, width: choice.width }, '96px')}
                alt=""
                width="96px"
                height="64px"
                objectFit="cover"
              />
              <chakra.span maxW="9rem" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
                {choice.name}
              </chakra.span>
            </Button>
          </li>
        ))}
      </chakra.ul>
    </chakra.div>
  );
}

function LibraryPicker({
  search,
  chosen,
  onChoose,
}: {
  search: NonNullable<BodyImageSource['library']>;
  chosen: BodyImageChoice | null;
  onChoose(choice: BodyImageChoice): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ q: '', page: 0 });
  const [outcome, setOutcome] = useState<LibraryOutcome | null>(null);

  useEffect(() => {
    let current = true;
    void search(query).then((answer) => {
      if (current) setOutcome(answer);
    });
    return () => {
      current = false;
    };
  }, [search, query]);

  const run = () => setQuery({ q: typed, page: 0 });
  // A form inside the dialog's form is not allowed; Enter in the search box searches instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    run();
  };

  return (
    <chakra.div mt="3" data-part="insert-image-library">
      <chakra.label htmlFor={`${id}-q`} display="block" fontWeight="bold" mb="1">
        搜尋網站上的圖片
      </chakra.label>
      <chakra.div display="flex" gap="2">
        <Input
          id={`${id}-q`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder="檔名或替代文字"
        />
        <Button variant="outline" onClick={run}>
          搜尋
        </Button>
      </chakra.div>
      <Text role="status" mt="1" fontSize="sm">
        {outcome === null
          ? '載入中…'
          : outcome.kind === 'failed'
            ? failureText(outcome.error, '無法載入網站上的圖片，請稍後再試。')
            : outcome.total === 0
              ? '沒有符合的圖片'
              : `共 ${outcome.total} 張，第 ${outcome.page + 1} / ${outcome.pages} 頁`}
      </Text>
      {outcome?.kind === 'ready' && outcome.choices.length > 0 && (
        <>
          <ChoiceList
            heading="網站上的圖片"
            choices={outcome.choices}
            chosen={chosen}
            onChoose={onChoose}
            part="insert-image-site"
          />
          {outcome.pages > 1 && (
            <chakra.div display="flex" gap="2" mt="2">
              <Button
                size="sm"
                variant="outline"
                disabled={outcome.page === 0}
                onClick={() => setQuery({ ...query, page: outcome.page - 1 })}
              >
                上一頁
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={outcome.page + 1 >= outcome.pages}
                onClick={() => setQuery({ ...query, page: outcome.page + 1 })}
              >
                下一頁
              </Button>
            </chakra.div>
          )}
        </>
      )}
    </chakra.div>
  );
}
