import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import type { AccountsOutcome } from '../../../application/accounts/manage-accounts.use-case';
import {
  commandDone,
  commandsOffered,
  commandText,
  emailText,
  lastLoginText,
  passwordChangeText,
  roleText,
  statusText,
  twoFactorText,
  type AccountCommand,
} from '../../../domain/accounts/account-policy';
import { rightsSummary } from '../../../domain/accounts/account-rights';
import type { AccountSummary } from '../../../shared/accounts.types';
import { useLoad } from '../../parts/use-load';
import { UnlistedAnswer } from '../parts/unlisted-answer';
import { DialogFrame } from '../../feedback/dialog-frame';
import { NewAccountDialog } from './new-account-dialog';
import { OneTimePassword } from './one-time-password';
import { RightsDialog } from './rights-dialog';
import css from './admin.module.css';
import tableCss from '../parts/staff-table.module.css';

type OpenDialog =
  | { kind: 'new' }
  | { kind: 'rights'; account: AccountSummary }
  | { kind: 'password'; account: AccountSummary; password: string }
  | null;

/** Where focus goes once an action has changed a row: the opposite button, else the row's first. */
const NEXT_FOCUS: Partial<Record<AccountCommand, AccountCommand>> = { disable: 'enable', enable: 'disable' };

const nameOf = (account: AccountSummary) => `${account.displayName}（${account.account}）`;

/**
 * 帳號管理's body: the accounts, 新增帳號 and each account's actions. The use cases decide (the
 * questions, the last administrator); this view words their outcomes in the live region and keeps
 * focus where the administrator was.
 */
export function AccountsPanel({ kit }: { kit: AccountsKit }) {
  const { t } = useTranslation();
  const id = useId();
  const loaded = useLoad(kit, () => kit.load());
  const [list, setList] = useState<{ from: AccountsOutcome | undefined; accounts: AccountSummary[] }>({
    from: undefined,
    accounts: [],
  });
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [focusAfter, setFocusAfter] = useState<{ account: string; command: AccountCommand } | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // A fresh answer replaces the list (state reset during render); actions then edit it in place.
  if (loaded.data !== list.from)
    setList({ from: loaded.data, accounts: loaded.data?.kind === 'listed' ? loaded.data.accounts : [] });
  const accounts = list.accounts;
  const paths = useMemo(() => (loaded.data?.kind === 'listed' ? loaded.data.paths : []), [loaded.data]);

  useEffect(() => {
    if (!focusAfter || !table.current) return;
    const row = table.current.querySelector(`[data-account="${CSS.escape(focusAfter.account)}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-action="${focusAfter.command}"]`) ??
      row?.querySelector<HTMLElement>('[data-action]');
    (target ?? heading.current)?.focus();
    setFocusAfter(null);
  }, [focusAfter, accounts]);

  const replace = (account: AccountSummary) =>
    setList((l) => ({
      ...l,
      accounts: l.accounts.map((a) => (a.account === account.account ? account : a)),
    }));

  const run = async (account: AccountSummary, command: AccountCommand) => {
    if (command === 'rights') {
      setDialog({ kind: 'rights', account });
      return;
    }
    setBusy(account.account);
    setAnnouncement('');
    try {
      if (command === 'delete') {
        const outcome = await kit.remove({ account, all: accounts });
        if (outcome.kind === 'declined') return;
        setAnnouncement(outcome.message);
        if (outcome.kind === 'deleted') {
          setList((l) => ({ ...l, accounts: l.accounts.filter((a) => a.account !== account.account) }));
          heading.current?.focus();
        }
        return;
      }
      const outcome = await kit.act({ account, action: command });
      if (outcome.kind === 'declined') return;
      setAnnouncement(outcome.message);
      if (outcome.kind === 'done') {
        replace(outcome.account);
        setFocusAfter({ account: account.account, command: NEXT_FOCUS[command] ?? command });
      } else if (outcome.kind === 'password') {
        // The answer carries no summary: the row shows what the server now stores, a change owed.
        replace({ ...account, passwordChangeRequired: true });
        setDialog({ kind: 'password', account, password: outcome.initialPassword });
      }
    } finally {
      setBusy(null);
    }
  };

  const closeDialog = () => setDialog(null);

  if (loaded.status !== 'ready' || loaded.data.kind !== 'listed')
    return <UnlistedAnswer loaded={loaded} part="accounts" />;

  return (
    <Stack gap="4" data-part="accounts-panel">
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ sm: 'center' }}
        gap="3"
      >
        <Heading as="h2" size="lg" id={`${id}-heading`} ref={heading} tabIndex={-1}>
          {t('admin.accounts.caption')}
        </Heading>
        <Button
          colorPalette="brand"
          minH="2.75rem"
          onClick={() => setDialog({ kind: 'new' })}
          data-part="add-account"
        >
          {t('admin.accounts.add')}
        </Button>
      </Stack>
      <Text role="status" aria-live="polite" data-part="accounts-announcement">
        {announcement}
      </Text>
      <Text>{t('admin.accounts.count', { count: accounts.length })}</Text>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus. */}
      <div className={tableCss.tableWrap} role="region" aria-labelledby={`${id}-heading`} tabIndex={0}>
        <table className={tableCss.table} ref={table} data-part="accounts-table">
          <caption>{t('admin.accounts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.accounts.columns.displayName')}</th>
              <th scope="col">{t('admin.accounts.columns.account')}</th>
              <th scope="col">{t('admin.accounts.columns.email')}</th>
              <th scope="col">{t('admin.accounts.columns.role')}</th>
              <th scope="col">{t('admin.accounts.columns.rights')}</th>
              <th scope="col">{t('admin.accounts.columns.lastLogin')}</th>
              <th scope="col">{t('admin.accounts.columns.status')}</th>
              <th scope="col">{t('admin.accounts.columns.twoFactor')}</th>
              <th scope="col">{t('admin.accounts.columns.password')}</th>
              <th scope="col">{t('admin.accounts.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.account} data-part="account-row" data-account={account.account}>
                <th scope="row">{account.displayName}</th>
                <td>{account.account}</td>
                <td data-col="email">{emailText(account)}</td>
                <td data-col="role">{roleText(account)}</td>
                <td data-col="rights">{rightsSummary(account.rights)}</td>
                <td data-col="last-login">{lastLoginText(account)}</td>
                <td data-col="status">{statusText(account)}</td>
                <td data-col="two-factor">{twoFactorText(account)}</td>
                <td data-col="password">{passwordChangeText(account)}</td>
                <td>
                  <div className={css.actions}>
                    {commandsOffered(account).map((command) => (
                      <Button
                        key={command}
                        size="sm"
                        minH="2.75rem"
                        variant={command === 'delete' ? 'outline' : 'subtle'}
                        colorPalette={command === 'delete' ? 'red' : undefined}
                        disabled={busy !== null}
                        onClick={() => void run(account, command)}
                        aria-label={t('admin.accounts.actionLabel', {
                          action: commandText(command),
                          name: account.displayName,
                        })}
                        data-part="account-action"
                        data-action={command}
                      >
                        {commandText(command)}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {dialog?.kind === 'new' && (
        <NewAccountDialog
          kit={kit}
          paths={paths}
          onCreated={(account) => {
            setList((l) => ({ ...l, accounts: [...l.accounts, account] }));
            setAnnouncement(t('admin.accounts.created', { name: nameOf(account) }));
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'rights' && (
        <RightsDialog
          kit={kit}
          account={dialog.account}
          paths={paths}
          onSaved={(account) => {
            replace(account);
            setAnnouncement(commandDone('rights', account));
            closeDialog();
          }}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'password' && (
        <DialogFrame
          open
          title={t('admin.accounts.resetTitle', { name: nameOf(dialog.account) })}
          part="password-dialog"
          scroll="inside"
          dismissible={false}
          onClose={closeDialog}
          footer={
            <Button colorPalette="brand" minH="2.75rem" onClick={closeDialog} data-part="password-done">
              {t('admin.accounts.done')}
            </Button>
          }
        >
          <Box>
            <OneTimePassword password={dialog.password} note={t('admin.accounts.resetOnce')} />
          </Box>
        </DialogFrame>
      )}
    </Stack>
  );
}
