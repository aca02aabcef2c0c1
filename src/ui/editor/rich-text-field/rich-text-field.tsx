import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { BodyImage } from '../../../domain/editing/body-image';
import { fromEditorHtml, htmlOfContent, toEditorHtml } from './editor-html';
import { InsertImageDialog, type BodyImageSource } from './insert-image-dialog';
import { pastedHtml } from './paste-transform';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';
import { RICH_TEXT_TEXTS as T } from './rich-text-texts';
import { RichTextToolbar } from './rich-text-toolbar';
import { UrlForm, type UrlFormKind } from './url-form';
import styles from './rich-text-field.module.css';

export interface RichTextFieldProps {
  /** Id of the editable area, for the toolbar's aria-controls and an error summary's link. */
  id: string;
  label: string;
  /** HTML. A change from outside (a restored backup) replaces the content; the field's own echo does not. */
  value: string;
  /** Sanitized HTML, never text still being composed by an input method. */
  onChange(html: string): void;
  describedBy?: string;
  invalid?: boolean;
  /** Input-method composition started (true) or ended (false), so a backup can wait for the end. */
  onCompositionChange?(composing: boolean): void;
  /** Shown, never changed (a viewer, another editor's lock): no toolbar, not editable. */
  readOnly?: boolean;
  /** Where 插入圖片 finds images; without it the toolbar offers no such button. */
  images?: BodyImageSource | undefined;
}

/** The image as TipTap content: alone in its paragraph, or with its caption in a figure. */
function imageContent({ src, alt, width, height, caption }: BodyImage) {
  const image = { type: 'image', attrs: { src, alt, width: width ?? null, height: height ?? null } };
  if (caption === '') return { type: 'paragraph', content: [image] };
  return {
    type: 'figure',
    content: [
      // Bare: the figure is stored as <figure><img><figcaption>, without a <p> around the image.
      { type: 'paragraph', attrs: { bare: true }, content: [image] },
      { type: 'figcaption', content: [{ type: 'text', text: caption }] },
    ],
  };
}

/**
 * What the field hands out: the content in its stored shape, cleaned by the sanitizer's allow-list,
 * and '' for an empty document. What the public page adds for display is not stored.
 */
export function outputOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return fromEditorHtml(htmlOfContent(editor.state.doc.content, editor.schema));
}

/** Stored HTML as the editor reads it (editor-html.ts). */
export const editorContentOf = (html: string): string => toEditorHtml(html, RICH_TEXT_EXTENSIONS);

/**
 * A rich-text field over TipTap. HTML goes in and sanitized HTML comes out. Input-method safety
 * (zh-TW is typed through composition): nothing is handed out while a composition runs, and a
 * `value` is written into the editor only when it differs from the field's own last output and
 * the author is neither composing nor in the field, so an echo can never move the cursor or
 * replace characters being composed.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid = false,
  onCompositionChange,
  readOnly = false,
  images,
}: RichTextFieldProps) {
  const labelId = useId();
  const [imageOpen, setImageOpen] = useState(false);
  const imageButton = useRef<HTMLButtonElement | null>(null);
  /** Where the image dialog sends focus as it closes: the text after an insertion, else its button. */
  const inserted = useRef(false);
  const formId = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  const [openForm, setOpenForm] = useState<UrlFormKind | null>(null);
  const [initialContent] = useState(() => editorContentOf(value));
  /** The HTML last handed out or last written in from `value`. */
  const lastOutput = useRef(value);
  /** A `value` from outside that arrived while the author was in the field, applied on leaving. */
  const pending = useRef<string | null>(null);
  const composing = useRef(false);
  const callbacks = useRef({ onChange, onCompositionChange });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onCompositionChange };
  });

  const emit = (current: Editor) => {
    if (composing.current) return;
    const html = outputOf(current);
    if (html === lastOutput.current) return;
    lastOutput.current = html;
    callbacks.current.onChange(html);
  };

  const replaceContent = (current: Editor, html: string) => {
    current.commands.setContent(editorContentOf(html), { emitUpdate: false });
    lastOutput.current = html;
    pending.current = null;
  };

  const applyPending = (current: Editor) => {
    const next = pending.current;
    if (next === null || composing.current || current.isFocused) return;
    if (next === lastOutput.current) pending.current = null;
    else replaceContent(current, next);
  };

  const focusToolbar = () => {
    toolbar.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  };

  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    'aria-invalid': invalid ? 'true' : 'false',
    class: styles.editable!,
  };
  if (describedBy) attributes['aria-describedby'] = describedBy;
  if (readOnly) attributes['aria-readonly'] = 'true';

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: initialContent,
    editable: !readOnly,
    // The toolbar subscribes to the state it shows; the field itself need not render per keystroke.
    shouldRerenderOnTransaction: false,
    immediatelyRender: true,
    editorProps: {
      attributes,
      transformPastedHTML: pastedHtml,
      handleKeyDown: (_view, event) => {
        // Alt+F10 reaches the toolbar from the text, as in most desktop editors.
        if (event.altKey && event.key === 'F10') {
          event.preventDefault();
          focusToolbar();
          return true;
        }
        return false;
      },
      handleDOMEvents: {
        compositionstart: () => {
          composing.current = true;
          callbacks.current.onCompositionChange?.(true);
          return false;
        },
        compositionend: (view) => {
          composing.current = false;
          callbacks.current.onCompositionChange?.(false);
          // ProseMirror reads the committed text after this event; hand out what it settles on.
          setTimeout(() => {
            const current = (view.dom as { editor?: Editor }).editor;
            if (current && !current.isDestroyed) {
              emit(current);
              applyPending(current);
            }
          }, 0);
          return false;
        },
      },
    },
    onUpdate: ({ editor: current }) => emit(current),
    onBlur: ({ editor: current }) => applyPending(current),
  });

  useEffect(() => {
    if (!editor) return;
    if (value === lastOutput.current) {
      pending.current = null;
      return;
    }
    pending.current = value;
    applyPending(editor);
    // Only a new value (or a new editor) is reason to write content; the helpers read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const closeForm = () => {
    setOpenForm(null);
    focusToolbar();
  };

  const applyAddress = (address: string) => {
    if (!editor) return;
    if (openForm === 'youtube') {
      editor.chain().focus().insertEmbed({ src: address, title: T.youtubeTitle }).run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    }
    setOpenForm(null);
  };

  const insertImage = (image: BodyImage) => {
    inserted.current = true;
    setImageOpen(false);
    editor?.chain().insertContent(imageContent(image)).run();
  };

  return (
    <div className={styles.field}>
      <div id={labelId} className={styles.label}>
        {label}
      </div>
      {editor && !readOnly && (
        <RichTextToolbar
          editor={editor}
          editorId={id}
          toolbarRef={toolbar}
          openForm={openForm}
          formId={formId}
          onOpenForm={setOpenForm}
          onInsertImage={
            images
              ? () => {
                  inserted.current = false;
                  setImageOpen(true);
                }
              : undefined
          }
          imageButtonRef={imageButton}
        />
      )}
      {editor && images && !readOnly && (
        <InsertImageDialog
          open={imageOpen}
          source={images}
          onClose={() => setImageOpen(false)}
          onInsert={insertImage}
          finalFocus={() => (inserted.current ? (editor.view.dom as HTMLElement) : imageButton.current)}
        />
      )}
      {editor && openForm && (
        <UrlForm
          key={openForm}
          kind={openForm}
          id={formId}
          initial={openForm === 'link' ? String(editor.getAttributes('link').href ?? '') : ''}
          onApply={applyAddress}
          onCancel={closeForm}
        />
      )}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}
