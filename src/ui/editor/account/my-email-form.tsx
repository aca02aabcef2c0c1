import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKit } from '../../../application/account/account-kit';
import type { MyAccount } from '../../../shared/accounts.types';
import { AccountField } from './field';

export interface MyEmailFormProps {
  kit: AccountKit;
  me: MyAccount;
}

/**
 * 電子郵件 on 我的帳號 (issue 23): the holder sets or clears where the site's mail to it goes. The
 * use case checks the address by the server's rule and words the outcome; this form shows it in a
 * status line, or under the field when the address is wrong, and keeps focus in the field then.
 */
export function MyEmailForm({ kit, me }: MyEmailFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // The account as last stored, so a second change compares with what the server now holds.
  const [stored, setStored] = useState<MyAccount>(me);
  const [typed, setTyped] = useState(me.email ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setStatus('');
    setError(undefined);
    const outcome = await kit.changeEmail({ me: stored, typed });
    setBusy(false);
    if (outcome.kind === 'saved') {
      setStored(outcome.me);
      setTyped(outcome.me.email ?? '');
      setStatus(outcome.message);
    } else if (outcome.kind === 'unchanged') setStatus(outcome.message);
    else if (outcome.kind === 'invalid') {
      setError(outcome.message);
      input.current?.focus();
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
      data-part="email-form"
    >
      <Stack gap="4" maxW="32rem">
        <Text data-part="my-email-current">
          {stored.email === null
            ? t('account.email.none')
            : t('account.email.current', { email: stored.email })}
        </Text>
        <AccountField
          ref={input}
          id={`${id}-email`}
          label={t('account.email.label')}
          hint={t('account.email.hint')}
          part="my-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={error}
        />
        <Box role="status" aria-live="polite" data-part="my-email-status">
          {status}
        </Box>
        <Button type="submit" disabled={busy} minH="2.75rem" colorPalette="brand" alignSelf="start">
          {busy ? t('account.email.saving') : t('account.email.save')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
