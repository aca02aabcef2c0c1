import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { canRead, canWrite } from '../../domain/rights/rights';
import { AppLink } from '../parts/app-link';
import { buttonClass } from '../parts/button-class';
import { useLoad } from '../parts/use-load';
import css from './edit-entry.module.css';
import { itemEditHref, withEditMode } from '../paths/edit-paths';
import { failureText, itemIdOf } from './parts/failure-text';

interface EditEntryProps {
  path: string;
  /** A list of items: a writer may add one here (新增), as from the dashboard's 新增項目. */
  newItem?: { lang: string } | undefined;
}

/**
 * 編輯此頁 for a logged-in user with `w` on the page (檢視草稿 with `r` only), and on a list of
 * items 新增 for one with `w`. Its own small chunk, loaded only for a logged-in user: a visitor's
 * page neither loads it nor asks for rights.
 */
export default function EditEntry({ path, newItem }: EditEntryProps) {
  const { content, navigation } = useServices();
  // No rights answer: no button. The page itself is unaffected.
  const rights = useLoad(path, () => content.rights(path)).data;
  const [location] = useLocation();

  if (!rights || !canRead(rights)) return null;
  const href = withEditMode(navigation.current() || location, true);
  return (
    <div className={css.entry} data-part="edit-entry">
      {newItem && canWrite(rights) && <NewItem path={path} lang={newItem.lang} />}
      <AppLink href={href} className={buttonClass({ size: 'sm' })}>
        {canWrite(rights) ? '編輯此頁' : '檢視草稿'}
      </AppLink>
    </div>
  );
}

/**
 * 新增 on a list: asks the title (the one thing a new draft needs), creates the draft through the
 * editing kit's `createItem` (loaded now, not before) and opens it in edit mode.
 */
function NewItem({ path, lang }: { path: string; lang: string }) {
  const { openEditing, navigation } = useServices();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  // Focus follows the person's own click: into the title when the form opens, back to 新增 after 取消.
  useEffect(() => {
    if (open) field.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const kit = await openEditing();
      const outcome = await kit.createItem({ path, title });
      if (outcome.kind === 'created') {
        navigation.goTo(itemEditHref(lang, path, itemIdOf(outcome.docId, path)));
        return;
      }
      setError(
        outcome.kind === 'untitled' ? '請填寫標題' : failureText(outcome.error, '無法新增項目，請稍後再試。'),
      );
    } catch (failure) {
      setError(failureText(failure, '無法載入編輯器，請稍後再試。'));
    }
    setBusy(false);
  };

  if (!open)
    return (
      <button
        ref={opener}
        type="button"
        className={buttonClass({ size: 'sm', variant: 'outline' })}
        onClick={() => setOpen(true)}
      >
        新增
      </button>
    );
  return (
    <form className={css.newItem} onSubmit={create} aria-label="新增項目" noValidate>
      <label htmlFor={`${id}-title`} className={css.label}>
        新項目的標題
      </label>
      <input
        id={`${id}-title`}
        className={css.input}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        maxLength={200}
        autoComplete="off"
        ref={field}
      />
      <button type="submit" className={buttonClass({ size: 'sm' })} disabled={busy}>
        {busy ? '建立中…' : '建立並編輯'}
      </button>
      <button
        type="button"
        className={buttonClass({ size: 'sm', variant: 'outline' })}
        onClick={() => {
          setOpen(false);
          setError('');
        }}
      >
        取消
      </button>
      {error && (
        <p id={`${id}-error`} className={css.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
