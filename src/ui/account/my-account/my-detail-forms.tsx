import { Box, Button, chakra, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKit } from '../../../application/account/account-kit';
import type { ChangeDetailOutcome } from '../../../application/account/my-details.use-case';
import type { MyAccount } from '../../../shared/accounts.types';
import { AccountField } from './field';

export interface MyDetailFormProps {
  kit: AccountKit;
  me: MyAccount;
}

interface DetailFormProps {
  me: MyAccount;
  /** `email` or `name`: the data-part names (`email-form`, `my-email`, …) and the texts' keys. */
  detail: 'email' | 'name';
  /** What the field starts with, and shows again after a save, from the account as stored. */
  valueOf: (me: MyAccount) => string;
  /** The line above the field that says what is stored now. */
  currentText: (me: MyAccount) => string;
  change: (request: { me: MyAccount; typed: string }) => Promise<ChangeDetailOutcome>;
  input: Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'maxLength'>;
}

/**
 * One of the holder's own details on 我的帳號. The use case checks what was typed by the server's
 * rule and words the outcome; this form shows it in a status line, or under the field when what
 * was typed is refused, and keeps focus in the field then.
 */
function MyDetailForm({ me, detail, valueOf, currentText, change, input }: DetailFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // The account as last stored, so a second change compares with what the server now holds.
  const [stored, setStored] = useState<MyAccount>(me);
  const [typed, setTyped] = useState(valueOf(me));
  const [error, setError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus('');
    setError(undefined);
    const outcome = await change({ me: stored, typed });
    setBusy(false);
    if (outcome.kind === 'saved') {
      setStored(outcome.me);
      setTyped(valueOf(outcome.me));
      setStatus(outcome.message);
    } else if (outcome.kind === 'unchanged') setStatus(outcome.message);
    else if (outcome.kind === 'invalid') {
      setError(outcome.message);
      field.current?.focus();
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
      data-part={`${detail}-form`}
    >
      <Stack gap="4" maxW="32rem">
        <Text data-part={`my-${detail}-current`}>{currentText(stored)}</Text>
        <AccountField
          ref={field}
          id={`${id}-${detail}`}
          label={t(`account.${detail}.label`)}
          hint={t(`account.${detail}.hint`)}
          part={`my-${detail}`}
          name={detail}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={error}
          {...input}
        />
        <Box role="status" aria-live="polite" data-part={`my-${detail}-status`}>
          {status}
        </Box>
        <Button type="submit" disabled={busy} minH="2.75rem" colorPalette="brand" alignSelf="start">
          {busy ? t(`account.${detail}.saving`) : t(`account.${detail}.save`)}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** 電子郵件 on 我的帳號: the holder sets or clears where the site's mail to it goes. */
export function MyEmailForm({ kit, me }: MyDetailFormProps) {
  const { t } = useTranslation();
  return (
    <MyDetailForm
      me={me}
      detail="email"
      valueOf={(account) => account.email ?? ''}
      currentText={(account) =>
        account.email === null
          ? t('account.email.none')
          : t('account.email.current', { email: account.email })
      }
      change={kit.changeEmail}
      input={{ type: 'email', inputMode: 'email', autoComplete: 'email', spellCheck: false }}
    />
  );
}

/** 顯示名稱 on 我的帳號: the name colleagues see on an edit lock, a mailbox note or a mail. */
export function MyNameForm({ kit, me }: MyDetailFormProps) {
  const { t } = useTranslation();
  return (
    <MyDetailForm
      me={me}
      detail="name"
      valueOf={(account) => account.displayName}
      currentText={(account) => t('account.name.current', { name: account.displayName })}
      change={kit.changeName}
      input={{ type: 'text', autoComplete: 'name' }}
    />
  );
}
