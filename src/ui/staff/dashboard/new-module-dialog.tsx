import { Box, Button, chakra, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { EditingKit } from '../../../application/editing/editing-kit';
import type { ModuleField, ModuleProblems } from '../../../domain/editing/module-policy';
import type { ContentKind } from '../../../shared/api-types';
import { MODULE_KIND_NAMES, MODULE_KINDS, MODULE_PATH_HINT } from '../../../shared/modules.schema';
import { AppLink } from '../../parts/app-link';
import { paths } from '../../paths/paths';
import { addressAsTyped } from '../../../domain/navigation/site-paths';
import { DialogFrame, FormDialogButtons } from '../../feedback/dialog-frame';
import { withEditMode } from '../../paths/edit-paths';
import { staffPaths } from '../../paths/staff-paths';

/** A module made in this dialog: the dashboard adds it to its list until the menu names it. */
export interface CreatedModule {
  path: string;
  title: string;
  kind: ContentKind;
}

export interface NewModuleDialogProps {
  kit: EditingKit;
  lang: string;
  onCreated: (module: CreatedModule) => void;
  onClose: () => void;
}

/**
 * 新增單元: a module's name, its address and its kind. On success the dialog says so
 * (focus on the sentence, so it is read), links to the new page and says the module is not in the
 * menu yet, with the way to the menu editor.
 */
export function NewModuleDialog({ kit, lang, onCreated, onClose }: NewModuleDialogProps) {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const pathRef = useRef<HTMLInputElement>(null);
  const kindRef = useRef<HTMLSelectElement>(null);
  const createdRef = useRef<HTMLParagraphElement>(null);
  const [title, setTitle] = useState('');
  const [path, setPath] = useState('');
  const [kind, setKind] = useState('');
  const [problems, setProblems] = useState<ModuleProblems>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedModule | null>(null);

  // The form gives way to the sentence that says what was made: focus goes there, so it is read.
  useEffect(() => {
    if (created) createdRef.current?.focus();
  }, [created]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const outcome = await kit.createModule({ title, path, kind });
    setBusy(false);
    if (outcome.kind === 'created') {
      const made = { path: outcome.path, title: outcome.title, kind: outcome.moduleKind };
      setCreated(made);
      setProblems({});
      onCreated(made);
      return;
    }
    if (outcome.kind === 'refused') {
      setProblems({});
      setMessage(outcome.message);
      return;
    }
    setProblems(outcome.problems);
    if (outcome.kind === 'failed') setMessage(outcome.message);
    // The first field to fix takes focus, so its message is read with it.
    const { problems: found } = outcome;
    const first = found.title ? titleRef : found.path ? pathRef : found.kind ? kindRef : null;
    first?.current?.focus();
  };

  const describedBy = (name: ModuleField, ...more: string[]) =>
    [...more, problems[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;

  const problem = (name: ModuleField) =>
    problems[name] ? (
      <Text id={`${id}-${name}-error`} color="red.700" mt="1">
        {problems[name]}
      </Text>
    ) : null;

  const label = (name: ModuleField, text: string) => (
    <chakra.label htmlFor={`${id}-${name}`} display="block" fontWeight="bold" mb="1">
      {text}
    </chakra.label>
  );

  const pageHref = created ? paths.page.href(lang, created.path) : '';
  const trimmed = path.trim();

  return (
    <DialogFrame
      open
      title="新增單元"
      part="add-module-dialog"
      scroll="inside"
      dismissible
      onClose={onClose}
      initialFocus={created === null ? titleRef : createdRef}
      footer={
        created === null ? (
          <FormDialogButtons
            formId={`${id}-form`}
            busy={busy}
            onCancel={onClose}
            cancelLabel={'取消'}
            submitLabel={'新增單元'}
            busyLabel={'新增中…'}
            part="module-submit"
          />
        ) : (
          <Button colorPalette="brand" minH="2.75rem" onClick={onClose} data-part="module-done">
            完成
          </Button>
        )
      }
    >
      {created === null ? (
        <chakra.form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            <Box>
              {label('title', '單元名稱')}
              <Input
                id={`${id}-title`}
                ref={titleRef}
                value={title}
                required
                autoComplete="off"
                aria-invalid={problems.title ? true : undefined}
                aria-describedby={describedBy('title')}
                onChange={(e) => setTitle(e.currentTarget.value)}
                minH="2.75rem"
                data-part="module-field-title"
              />
              {problem('title')}
            </Box>
            <Box>
              {label('path', '網址代稱')}
              <Text id={`${id}-path-hint`} fontSize="sm" mb="1">
                {MODULE_PATH_HINT}。網址將是{' '}
                <chakra.span dir="ltr">{addressAsTyped(paths.page.href(lang, trimmed || '…'))}</chakra.span>
              </Text>
              <Input
                id={`${id}-path`}
                ref={pathRef}
                value={path}
                required
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                inputMode="url"
                dir="ltr"
                aria-invalid={problems.path ? true : undefined}
                aria-describedby={describedBy('path', `${id}-path-hint`)}
                onChange={(e) => setPath(e.currentTarget.value)}
                minH="2.75rem"
                data-part="module-field-path"
              />
              {problem('path')}
            </Box>
            <Box>
              {label('kind', '類型')}
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={`${id}-kind`}
                  ref={kindRef}
                  value={kind}
                  aria-required
                  aria-invalid={problems.kind ? true : undefined}
                  aria-describedby={describedBy('kind')}
                  onChange={(e) => setKind(e.currentTarget.value)}
                  minH="2.75rem"
                  data-part="module-field-kind"
                >
                  <option value="">請選擇類型</option>
                  {MODULE_KINDS.map((value) => (
                    <option key={value} value={value}>
                      {MODULE_KIND_NAMES[value]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {problem('kind')}
            </Box>
            {message && (
              <Text role="alert" color="red.700" data-part="module-error">
                {message}
              </Text>
            )}
          </Stack>
        </chakra.form>
      ) : (
        <Stack gap="3" data-part="module-created">
          <Text ref={createdRef} tabIndex={-1} fontWeight="bold" role="status">
            已新增單元「{created.title}」，網址是 <chakra.span dir="ltr">{pageHref}</chakra.span>。
          </Text>
          <Text>
            <AppLink
              href={created.kind === 'single' ? withEditMode(pageHref, true) : pageHref}
              data-part="module-open"
            >
              {created.kind === 'single' ? '前往新單元並撰寫內容' : '前往新單元'}
            </AppLink>
          </Text>
          <Text>
            這個單元還沒有放進網站選單，訪客要從選單找到它，請到
            <AppLink href={staffPaths.chrome(lang, 'menu')} data-part="module-menu-link">
              編輯選單
            </AppLink>
            加入。
          </Text>
        </Stack>
      )}
    </DialogFrame>
  );
}
