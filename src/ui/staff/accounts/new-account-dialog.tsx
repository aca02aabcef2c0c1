import { Box, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import { rightsRows, type RightsRow } from '../../../domain/accounts/account-rights';
import type { AccountSummary, RightsPath } from '../../../shared/accounts.types';
import { DialogFrame, FormDialogButtons } from '../../feedback/dialog-frame';
import { EmailField } from './email-field';
import { OneTimePassword } from './one-time-password';
import { AdminField, RightsEditor } from './rights-editor';

export interface NewAccountDialogProps {
  kit: AccountsKit;
  paths: readonly RightsPath[];
  onCreated: (account: AccountSummary) => void;
  onClose: () => void;
}

type Problems = Partial<Record<'account' | 'displayName' | 'email', string>>;

/**
 * 新增帳號: the account, its display name, its address, the administrator role and the rights per
 * path. On
 * success the dialog turns into the one-time initial password, shown once, until 完成.
 */
export function NewAccountDialog({ kit, paths, onCreated, onClose }: NewAccountDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const second = useRef<HTMLInputElement>(null);
  const third = useRef<HTMLInputElement>(null);
  const [account, setAccount] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [admin, setAdmin] = useState(false);
  const [rows, setRows] = useState<RightsRow[]>(() => rightsRows(paths, []));
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  /** The name is a person of another site: the account they would join as, and why. */
  const [elsewhere, setElsewhere] = useState<{ account: string; message: string } | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const done = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    setElsewhere(null);
    const outcome = await kit.create({ account, displayName, email, admin, rows });
    setBusy(false);
    if (outcome.kind === 'elsewhere') {
      setProblems({});
      setElsewhere({ account: outcome.account, message: outcome.message });
      return;
    }
    if (outcome.kind === 'created') {
      onCreated(outcome.account);
      setCreated({
        name: `${outcome.account.displayName}（${outcome.account.account}）`,
        password: outcome.initialPassword,
      });
      return;
    }
    setProblems(outcome.problems);
    if (outcome.kind === 'failed') setMessage(outcome.message);
    // The first field to fix takes focus, so its message is read with it.
    if (outcome.problems.account) first.current?.focus();
    else if (outcome.problems.displayName) second.current?.focus();
    else if (outcome.problems.email) third.current?.focus();
  };

  const join = async () => {
    if (!elsewhere) return;
    setBusy(true);
    const outcome = await kit.join({ account: elsewhere.account, admin, rows });
    setBusy(false);
    if (outcome.kind === 'failed') {
      setElsewhere(null);
      setMessage(outcome.message);
      return;
    }
    onCreated(outcome.account);
    setJoined(`${outcome.account.displayName}（${outcome.account.account}）`);
  };

  const field = (
    name: 'account' | 'displayName',
    fieldId: string,
    label: string,
    value: string,
    set: (v: string) => void,
    part: string,
  ) => (
    <Box>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      <Input
        id={fieldId}
        ref={name === 'account' ? first : second}
        value={value}
        required
        autoComplete="off"
        aria-invalid={problems[name] ? true : undefined}
        aria-describedby={problems[name] ? `${fieldId}-error` : undefined}
        onChange={(e) => set(e.currentTarget.value)}
        minH="2.75rem"
        data-part={part}
      />
      {problems[name] && (
        <Text id={`${fieldId}-error`} color="red.700" mt="1">
          {problems[name]}
        </Text>
      )}
    </Box>
  );

  return (
    <DialogFrame
      open
      title={t('admin.accounts.add')}
      part="account-dialog"
      scroll="inside"
      dismissible={created === null}
      onClose={onClose}
      initialFocus={created === null && joined === null ? first : done}
      footer={
        created === null && joined === null ? (
          <FormDialogButtons
            formId={`${id}-form`}
            busy={busy}
            onCancel={onClose}
            cancelLabel={t('admin.accounts.cancel')}
            submitLabel={t('admin.accounts.create')}
            busyLabel={t('admin.accounts.creating')}
            part="account-submit"
          />
        ) : (
          <Button ref={done} colorPalette="brand" minH="2.75rem" onClick={onClose} data-part="account-done">
            {t('admin.accounts.done')}
          </Button>
        )
      }
    >
      {created === null && joined === null ? (
        <chakra.form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="4">
            {field(
              'account',
              `${id}-account`,
              t('admin.accounts.field.account'),
              account,
              setAccount,
              'account-field-name',
            )}
            {field(
              'displayName',
              `${id}-display`,
              t('admin.accounts.field.displayName'),
              displayName,
              setDisplayName,
              'account-field-display',
            )}
            <EmailField id={id} value={email} onChange={setEmail} error={problems.email} inputRef={third} />
            <AdminField id={id} checked={admin} onChange={setAdmin} />
            <RightsEditor rows={rows} onChange={setRows} disabled={busy} />
            {message && (
              <Text role="alert" color="red.700" data-part="account-error">
                {message}
              </Text>
            )}
            {elsewhere && (
              <Stack gap="2" align="flex-start" data-part="account-elsewhere">
                <Text role="alert">{elsewhere.message}</Text>
                <Button
                  colorPalette="brand"
                  variant="outline"
                  minH="2.75rem"
                  disabled={busy}
                  onClick={() => void join()}
                  data-part="account-join"
                >
                  {t('admin.accounts.join', { account: elsewhere.account })}
                </Button>
              </Stack>
            )}
          </Stack>
        </chakra.form>
      ) : joined !== null ? (
        <Text role="status" data-part="account-joined">
          {t('admin.accounts.joined', { name: joined })}
        </Text>
      ) : (
        created !== null && (
          <Stack gap="3" data-part="account-created">
            <Text role="status">{t('admin.accounts.created', { name: created.name })}</Text>
            <OneTimePassword password={created.password} note={t('admin.accounts.passwordOnce')} />
          </Stack>
        )
      )}
    </DialogFrame>
  );
}
