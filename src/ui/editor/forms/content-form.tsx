import { valibotResolver } from '@hookform/resolvers/valibot';
import { memo, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { UploadQueueFactory } from '../../../application/editing/editing-kit';
import type { DocumentData } from '../../../domain/editing/authoring.port';
import {
  fieldsFor,
  formatTags,
  formSchemaFor,
  parseTags,
  type ContentField,
} from '../../../domain/editing/content-fields';
import {
  copyData as copy,
  messagesUnder as messagesBelow,
  numberFieldText,
  numberFieldValue,
  outgoingData as outgoing,
  placeServerMessages,
  sameData as same,
  topField,
} from '../../../domain/editing/content-form-policy';
import { ImageField } from './image-field';
import { itemAddressHint } from '../../../domain/editing/item-address-hint';
import { useSteady } from '../../parts/use-steady';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { normaliseSlug, normaliseSlugTyping } from '../../../shared/item-slug';
import styles from './content-form.module.css';
import { FilesField, type EditableFile } from './files-field';
import { RefsField, type LinkPicker } from './refs-field';
import { renderRichTextSlot, type RenderRichText, type RichTextProps } from './rich-text-slot';
import type { BodyImageSource } from '../rich-text-field/insert-image-dialog';

export interface ContentFormProps {
  /** The list layout of the item's kind (`cms-normal`…) or `cms-single`. */
  moduleKey: string;
  /** The page the document belongs to (uploads are checked against it). */
  path: string;
  value: DocumentData;
  /** Every change, at once, with the top-level field that changed. The form never saves. */
  onChange(data: DocumentData, changedField: string): void;
  renderRichText?: RenderRichText;
  uploadQueue: UploadQueueFactory;
  /** Where the links fields (`related`, an event's people…) find items; without it they cannot add any. */
  links?: LinkPicker;
  /** The site's uploaded images, for 插入圖片 in the body; without it the body offers the others. */
  imageLibrary?: BodyImageSource['library'];
  readOnly?: boolean;
  /** The server's 400 `fields` (`data.title` → message), shown next to their fields. */
  errors?: Readonly<Record<string, string>>;
  /** True while an input method composes in one of the fields. */
  onCompositionChange?(composing: boolean): void;
}

/**
 * A rich-text field, drawn again only when its own props change. Every keystroke in another field
 * draws the form again (its value comes back from the edit session), and the body's editor and
 * toolbar with it, though nothing of theirs changed.
 */
const RichTextOf = memo(function RichTextOf({
  render,
  ...props
}: RichTextProps & { render: RenderRichText }) {
  return <>{render(props)}</>;
});

// The list and image fields, drawn again only when their own props change (see `RichTextOf`); the
// form hands them its messages through `useKeptRecords`, so that equal messages are one object.
const MemoFilesField = memo(FilesField);
const MemoImageField = memo(ImageField);
const MemoRefsField = memo(RefsField);

/**
 * `keep(key, record)` answers the object it answered last time for `key` while the entries are
 * the same, and `record` otherwise: messages are worked out anew at each drawing of the form.
 */
function useKeptRecords() {
  const kept = useRef(new Map<string, Readonly<Record<string, string>>>());
  return (key: string, record: Record<string, string>): Readonly<Record<string, string>> => {
    const last = kept.current.get(key);
    if (last && same(last, record)) return last;
    kept.current.set(key, record);
    return record;
  };
}

/** Form errors flattened to dotted paths (`images.0.alt`), the way the schema and the server name them. */
function flatten(errors: FieldErrors, prefix = ''): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, node] of Object.entries(errors)) {
    if (!node || typeof node !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string' && message) found[path] = message;
    Object.assign(found, flatten(node as FieldErrors, path));
  }
  return found;
}

/**
 * The editor's form for one content item or single page: the fields of its kind (content-fields.ts),
 * checked by the same schema as the server plus the kind's own rules, messages in zh-TW next to
 * their fields. It holds no copy of record: `value` is the edit session's data, every change is
 * reported upward at once, and a new `value` from outside (a restore, a resolved conflict) replaces
 * only the fields that differ, so the field being typed in keeps its focus and caret.
 */
export function ContentForm({
  moduleKey,
  path,
  value,
  onChange,
  renderRichText = renderRichTextSlot,
  uploadQueue,
  links,
  imageLibrary,
  readOnly = false,
  errors: serverErrors,
  onCompositionChange,
}: ContentFormProps) {
  const formId = useId();
  const fields = useMemo(() => fieldsFor(moduleKey), [moduleKey]);
  const resolver = useMemo(() => valibotResolver(formSchemaFor(moduleKey)), [moduleKey]);
  const { control, register, subscribe, getValues, setValue, formState } = useForm<DocumentData>({
    defaultValues: copy(value),
    resolver,
    // Checked when a field is left, then on every change, so a message goes as soon as it is fixed.
    mode: 'onTouched',
  });

  // A server message stands until its field is edited; new messages from the server start afresh.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [seenErrors, setSeenErrors] = useState(serverErrors);
  if (seenErrors !== serverErrors) {
    setSeenErrors(serverErrors);
    setEdited(new Set());
  }

  // The data as last received, under what the form reports.
  const base = useRef(value);
  const applying = useRef(false);
  const sent = useRef(value);
  const report = useSteady(onChange);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (applying.current || !name) return;
          const data = outgoing(values, base.current);
          // A blur or a re-check passes the values again; only a real change is reported.
          if (same(data, sent.current)) return;
          sent.current = data;
          const field = topField(name);
          setEdited((all) => (all.has(field) ? all : new Set(all).add(field)));
          report(data, field);
        },
      }),
    [subscribe, report],
  );

  useEffect(() => {
    const current = outgoing(getValues(), base.current);
    base.current = value;
    sent.current = value;
    if (same(current, value)) return;
    applying.current = true;
    try {
      const keys = new Set([...Object.keys(getValues()), ...Object.keys(value)]);
      for (const key of keys) {
        if (same(getValues(key), value[key])) continue;
        setValue(key, copy(value[key]), { shouldDirty: false, shouldTouch: false });
      }
    } finally {
      applying.current = false;
    }
  }, [value, getValues, setValue]);

  const shown = new Set(fields.map((field) => field.name));
  const { placed, unplaced } = placeServerMessages(serverErrors, shown, edited);
  const messages: Record<string, string> = { ...placed, ...flatten(formState.errors) };

  const idOf = (name: string) => `${formId}-${name}`;
  const keep = useKeptRecords();
  const itemId = typeof value.id === 'string' ? value.id : undefined;
  // The item a links field must not link to: itself.
  const self = useMemo(() => (itemId === undefined ? undefined : { path, id: itemId }), [path, itemId]);

  // One object while its parts stay, so that a rich-text field is not drawn again for it.
  const bodyImages = useMemo(
    () => ({
      path,
      uploadQueue,
      // The images field as it is now, not as it was when the body was drawn.
      documentImages: () => getValues('images'),
      library: imageLibrary,
    }),
    [path, uploadQueue, getValues, imageLibrary],
  );

  const describe = (field: ContentField, message: string | undefined) =>
    [
      field.help ? `${idOf(field.name)}-help` : '',
      field.kind === 'slug' ? `${idOf(field.name)}-address` : '',
      message ? `${idOf(field.name)}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const notes = (field: ContentField, message: string | undefined) => (
    <>
      {field.help && (
        <p id={`${idOf(field.name)}-help`} className={styles.helper}>
          {field.help}
        </p>
      )}
      {message && (
        <p id={`${idOf(field.name)}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </>
  );

  const labelOf = (field: ContentField) => (
    <label htmlFor={idOf(field.name)} className={styles.label}>
      {field.label}
      {field.required && <span className={styles.required}>（必填）</span>}
    </label>
  );

  const messagesUnder = (name: string) => messagesBelow(messages, name);

  const composing = {
    onCompositionStart: () => onCompositionChange?.(true),
    onCompositionEnd: () => onCompositionChange?.(false),
  };

  const renderField = (field: ContentField): ReactNode => {
    const { name } = field;
    const id = idOf(name);
    const message = messages[name];
    const common = {
      id,
      readOnly,
      'aria-required': field.required ? true : undefined,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describe(field, message),
    } as const;

    switch (field.kind) {
      case 'text':
      case 'date':
      case 'url':
        return (
          <div className={styles.field} key={name}>
            {labelOf(field)}
            <input
              {...common}
              {...composing}
              {...register(name)}
              className={styles.input}
              type={field.kind === 'url' ? 'url' : 'text'}
              // Dates are typed as the data stores them; a native date picker would blank older formats.
              inputMode={field.kind === 'date' ? 'numeric' : undefined}
              autoComplete="off"
            />
            {notes(field, message)}
          </div>
        );
      case 'select':
        return (
          <div className={styles.field} key={name}>
            {labelOf(field)}
            <select
              {...common}
              {...register(name)}
              // A select cannot be read-only: disabled keeps the choice from changing instead.
              disabled={readOnly}
              className={styles.input}
            >
              <option value="">（未選擇）</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {notes(field, message)}
          </div>
        );
      case 'textarea':
        return (
          <div className={styles.field} key={name}>
            {labelOf(field)}
            <textarea {...common} {...composing} {...register(name)} className={styles.textarea} rows={3} />
            {notes(field, message)}
          </div>
        );
      case 'number':
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <div className={styles.field}>
                {labelOf(field)}
                <input
                  {...common}
                  ref={input.ref}
                  name={name}
                  className={styles.input}
                  type="text"
                  inputMode="numeric"
                  value={numberFieldText(input.value)}
                  onBlur={input.onBlur}
                  onChange={(event) => input.onChange(numberFieldValue(event.currentTarget.value))}
                />
                {notes(field, message)}
              </div>
            )}
          />
        );
      case 'tags':
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <div className={styles.field}>
                {labelOf(field)}
                <TagsInput
                  {...common}
                  inputRef={input.ref}
                  value={input.value as unknown}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  onCompositionChange={onCompositionChange}
                />
                {notes(field, message)}
              </div>
            )}
          />
        );
      case 'richtext':
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <div className={styles.field}>
                <RichTextOf
                  render={renderRichText}
                  id={id}
                  label={field.label}
                  value={typeof input.value === 'string' ? input.value : ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  describedBy={describe(field, message)}
                  invalid={Boolean(message)}
                  readOnly={readOnly}
                  {...(onCompositionChange ? { onCompositionChange } : {})}
                  images={bodyImages}
                />
                {notes(field, message)}
              </div>
            )}
          />
        );
      case 'images':
      case 'files': {
        const own = keep(name, messagesUnder(name));
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <MemoFilesField
                id={id}
                label={field.label}
                kind={field.kind as 'images' | 'files'}
                value={Array.isArray(input.value) ? (input.value as EditableFile[]) : []}
                onChange={input.onChange}
                onBlur={input.onBlur}
                path={path}
                uploadQueue={uploadQueue}
                readOnly={readOnly}
                messages={own}
                {...(field.help ? { help: field.help } : {})}
              />
            )}
          />
        );
      }
      case 'image': {
        const { '': whole, ...entries } = messagesUnder(name);
        const entryMessages = keep(name, entries);
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <MemoImageField
                id={id}
                label={field.label}
                value={(input.value as EditableFile | null | undefined) ?? undefined}
                onChange={input.onChange}
                onBlur={input.onBlur}
                path={path}
                uploadQueue={uploadQueue}
                readOnly={readOnly}
                message={whole}
                entryMessages={entryMessages}
                {...(field.help ? { help: field.help } : {})}
              />
            )}
          />
        );
      }
      case 'refs':
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <MemoRefsField
                id={id}
                label={field.label}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                from={field.from}
                self={self}
                picker={links}
                readOnly={readOnly}
                help={field.help}
                messages={keep(name, messagesUnder(name))}
              />
            )}
          />
        );
      case 'slug':
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: input }) => (
              <div className={styles.field}>
                {labelOf(field)}
                <input
                  {...common}
                  {...composing}
                  ref={input.ref}
                  name={name}
                  className={styles.input}
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  lang="en"
                  value={typeof input.value === 'string' ? input.value : ''}
                  // Folded as typed (case, spaces), but not mid-composition: the IME owns that text.
                  onChange={(event) => {
                    const typed = event.currentTarget.value;
                    input.onChange(
                      (event.nativeEvent as InputEvent).isComposing ? typed : normaliseSlugTyping(typed),
                    );
                  }}
                  onBlur={(event) => {
                    const kept = normaliseSlug(event.currentTarget.value);
                    if (kept !== input.value) input.onChange(kept);
                    input.onBlur();
                  }}
                />
                <p className={styles.helper} id={`${id}-address`}>
                  {itemAddressHint(DEFAULT_LANG, path, input.value, value.id)}
                </p>
                {notes(field, message)}
              </div>
            )}
          />
        );
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="編輯內容"
      // The edit session saves; a stray Enter in a text field must not submit anything.
      onSubmit={(event) => event.preventDefault()}
      data-part="content-form"
    >
      {unplaced.length > 0 && (
        <ul className={styles.formErrors} aria-label="無法儲存的原因">
          {unplaced.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {groupsOf(fields).map((group) =>
        group.legend === undefined ? (
          group.fields.map(renderField)
        ) : (
          <fieldset key={group.legend} className={styles.group} data-part="field-group">
            <legend className={styles.legend}>{group.legend}</legend>
            {group.fields.map(renderField)}
          </fieldset>
        ),
      )}
    </form>
  );
}

/** The fields in runs: a run of one `group` goes under its heading, the rest stand alone. */
function groupsOf(fields: readonly ContentField[]): Array<{ legend?: string; fields: ContentField[] }> {
  const runs: Array<{ legend?: string; fields: ContentField[] }> = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (last && last.legend === field.group) last.fields.push(field);
    else
      runs.push(field.group === undefined ? { fields: [field] } : { legend: field.group, fields: [field] });
  }
  return runs;
}

interface TagsInputProps {
  id: string;
  value: unknown;
  onChange(tags: string[]): void;
  onBlur(): void;
  inputRef(element: HTMLInputElement | null): void;
  readOnly: boolean;
  onCompositionChange?: ((composing: boolean) => void) | undefined;
  'aria-required'?: true | undefined;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * Tags typed on one line. The text is kept as typed while the tags stay the same, so a trailing
 * 「、」 is not swallowed before the next tag is typed; a change from outside rewrites it.
 */
function TagsInput({ value, onChange, onBlur, inputRef, onCompositionChange, ...rest }: TagsInputProps) {
  const [text, setText] = useState(() => formatTags(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (!same(parseTags(text), Array.isArray(value) ? value : [])) setText(formatTags(value));
  }
  return (
    <input
      {...rest}
      ref={inputRef}
      className={styles.input}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(parseTags(typed));
      }}
      onBlur={() => {
        setText(formatTags(parseTags(text)));
        onBlur();
      }}
      onCompositionStart={() => onCompositionChange?.(true)}
      onCompositionEnd={() => onCompositionChange?.(false)}
    />
  );
}
