import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type Ref, type RefObject } from 'react';
import { RICH_TEXT_TEXTS as T } from './rich-text-texts';
import type { UrlFormKind } from './url-form';
import styles from './rich-text-field.module.css';

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  inTable: boolean;
  canDeleteRow: boolean;
  canDeleteColumn: boolean;
  canCaptionImage: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarState(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    inTable: editor.can().addRowAfter(),
    canDeleteRow: editor.can().deleteRow(),
    canDeleteColumn: editor.can().deleteColumn(),
    canCaptionImage: editor.can().addImageCaption(),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

interface Tool {
  label: string;
  /** Toggles report their state through aria-pressed; commands leave it out. */
  pressed?: (state: ToolbarState) => boolean;
  disabled?: (state: ToolbarState) => boolean;
  /** Opens the address form of this kind instead of running a command. */
  opens?: UrlFormKind;
  /** Opens the 插入圖片 dialog; offered only where the field has images to choose from. */
  image?: true;
  run?: (editor: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  { label: T.bold, pressed: (s) => s.bold, run: (e) => e.chain().focus().toggleBold().run() },
  { label: T.italic, pressed: (s) => s.italic, run: (e) => e.chain().focus().toggleItalic().run() },
  { label: T.underline, pressed: (s) => s.underline, run: (e) => e.chain().focus().toggleUnderline().run() },
  {
    label: T.heading2,
    pressed: (s) => s.heading2,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: T.heading3,
    pressed: (s) => s.heading3,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: T.bulletList,
    pressed: (s) => s.bulletList,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: T.orderedList,
    pressed: (s) => s.orderedList,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: T.blockquote,
    pressed: (s) => s.blockquote,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: T.link, opens: 'link' },
  {
    label: T.unlink,
    disabled: (s) => !s.link,
    run: (e) => e.chain().focus().extendMarkRange('link').unsetLink().run(),
  },
  { label: T.youtube, opens: 'youtube' },
  { label: T.insertImage, image: true },
  {
    label: T.insertTable,
    disabled: (s) => s.inTable,
    run: (e) => e.chain().focus().insertDataTable().run(),
  },
  { label: T.addRow, disabled: (s) => !s.inTable, run: (e) => e.chain().focus().addRowAfter().run() },
  { label: T.deleteRow, disabled: (s) => !s.canDeleteRow, run: (e) => e.chain().focus().deleteRow().run() },
  {
    label: T.addColumn,
    disabled: (s) => !s.inTable,
    run: (e) => e.chain().focus().addColumnAfter().run(),
  },
  {
    label: T.deleteColumn,
    disabled: (s) => !s.canDeleteColumn,
    run: (e) => e.chain().focus().deleteColumn().run(),
  },
  {
    label: T.deleteTable,
    disabled: (s) => !s.inTable,
    run: (e) => e.chain().focus().deleteDataTable().run(),
  },
  {
    label: T.imageCaption,
    disabled: (s) => !s.canCaptionImage,
    run: (e) => e.chain().focus().addImageCaption().run(),
  },
  { label: T.undo, disabled: (s) => !s.canUndo, run: (e) => e.chain().focus().undo().run() },
  { label: T.redo, disabled: (s) => !s.canRedo, run: (e) => e.chain().focus().redo().run() },
];

interface RichTextToolbarProps {
  editor: Editor;
  editorId: string;
  toolbarRef: Ref<HTMLDivElement>;
  /** The address form open now, if any, and the id it is rendered under. */
  openForm: UrlFormKind | null;
  formId: string;
  onOpenForm(kind: UrlFormKind): void;
  /** Opens the 插入圖片 dialog; without it the button is left out. */
  onInsertImage?: (() => void) | undefined;
  /** The 插入圖片 button, where focus returns when its dialog closes. */
  imageButtonRef?: RefObject<HTMLButtonElement | null> | undefined;
}

/**
 * The formatting buttons as one ARIA toolbar: a single Tab stop whose arrow keys, Home and End move
 * between buttons (roving tabindex), so a keyboard user tabs past all twenty buttons in one step.
 * Disabled buttons stay focusable (aria-disabled) so arrowing never skips over them unexplained.
 */
export function RichTextToolbar({
  editor,
  editorId,
  toolbarRef,
  openForm,
  formId,
  onOpenForm,
  onInsertImage,
  imageButtonRef,
}: RichTextToolbarProps) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const tools = onInsertImage ? TOOLS : TOOLS.filter((tool) => !tool.image);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + tools.length) % tools.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => moveTo(active + 1),
      ArrowLeft: () => moveTo(active - 1),
      Home: () => moveTo(0),
      End: () => moveTo(tools.length - 1),
      // view.focus() at once: the focus command waits a frame, and a key typed meanwhile is lost.
      Escape: () => editor.view.focus(),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={T.toolbar}
      aria-controls={editorId}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => {
        const disabled = tool.disabled?.(state) ?? false;
        return (
          <button
            key={tool.label}
            ref={(element) => {
              buttons.current[index] = element;
              if (tool.image && imageButtonRef) imageButtonRef.current = element;
            }}
            type="button"
            className={styles.tool}
            tabIndex={index === active ? 0 : -1}
            aria-pressed={tool.pressed ? tool.pressed(state) : undefined}
            aria-disabled={disabled || undefined}
            aria-expanded={tool.opens ? openForm === tool.opens : undefined}
            aria-controls={tool.opens && openForm === tool.opens ? formId : undefined}
            aria-haspopup={tool.image ? 'dialog' : undefined}
            onFocus={() => setActive(index)}
            // Keeps the editor's selection visible while a mouse user clicks a button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (disabled) return;
              if (tool.opens) onOpenForm(tool.opens);
              else if (tool.image) onInsertImage?.();
              else tool.run?.(editor);
            }}
          >
            {tool.label}
          </button>
        );
      })}
    </div>
  );
}
