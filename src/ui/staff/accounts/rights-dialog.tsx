import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountsKit } from '../../../application/accounts/accounts-kit';
import { rightsRows, type RightsRow } from '../../../domain/accounts/account-rights';
import type { AccountSummary, RightsPath } from '../../../shared/accounts.types';
import { DialogFrame, FormDialogButtons } from '../../feedback/dialog-frame';
import { EmailField } from './email-field';
import { AdminField, RightsEditor } from './rights-editor';

export interface RightsDialogProps {
  kit: AccountsKit;
  account: AccountSummary;
  paths: readonly RightsPath[];
  onSaved: (account: AccountSummary) => void;
  onClose: () => void;
}

/** 編輯帳號 of one account: its address, its role and its rights per path, saved together. */
export function RightsDialog({ kit, account, paths, onSaved, onClose }: RightsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(account.email ?? '');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [admin, setAdmin] = useState(account.admin);
  const [rows, setRows] = useState<RightsRow[]>(() => rightsRows(paths, account.rights));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage('');
    const outcome = await kit.saveRights({ account, admin, email, rows });
    setBusy(false);
    if (outcome.kind === 'saved') {
      onSaved(outcome.account);
      return;
    }
    setEmailError(outcome.problems.email);
    if (outcome.kind === 'failed') setMessage(outcome.message);
    if (outcome.problems.email) first.current?.focus();
  };

  return (
    <DialogFrame
      open
      title={t('admin.accounts.rightsTitle', { name: `${account.displayName}（${account.account}）` })}
      part="rights-dialog"
      scroll="inside"
      dismissible={!busy}
      onClose={onClose}
      initialFocus={first}
      footer={
        <FormDialogButtons
          formId={`${id}-form`}
          busy={busy}
          onCancel={onClose}
          cancelLabel={t('admin.accounts.cancel')}
          submitLabel={t('admin.accounts.save')}
          busyLabel={t('admin.accounts.saving')}
          part="rights-submit"
        />
      }
    >
      <chakra.form id={`${id}-form`} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4">
          <EmailField
            id={id}
            value={email}
            onChange={setEmail}
            error={emailError}
            disabled={busy}
            inputRef={first}
          />
          <AdminField id={id} checked={admin} onChange={setAdmin} />
          <RightsEditor rows={rows} onChange={setRows} disabled={busy} />
          {message && (
            <Text role="alert" color="red.700" data-part="rights-error">
              {message}
            </Text>
          )}
        </Stack>
      </chakra.form>
    </DialogFrame>
  );
}
