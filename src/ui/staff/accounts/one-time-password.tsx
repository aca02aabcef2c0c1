import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import css from './admin.module.css';

/**
 * A one-time password, shown once (a new account's, or a reset's), with a copy button and what
 * must happen next. Nothing keeps it: when the dialog closes it is gone from the page.
 */
export function OneTimePassword({ password, note }: { password: string; note: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(t('admin.accounts.copied'));
    } catch {
      // No clipboard (an insecure origin, a refusal): the text is selectable with one click.
      setCopied(t('admin.accounts.copyFailed'));
    }
  };
  return (
    <Stack gap="2">
      <Text fontWeight="bold">{t('admin.accounts.initialPassword')}</Text>
      <code className={css.password} data-part="initial-password">
        {password}
      </code>
      <Text>{note}</Text>
      <Stack direction="row" gap="3" align="center">
        <Button variant="outline" minH="2.75rem" onClick={() => void copy()} data-part="copy-password">
          {t('admin.accounts.copy')}
        </Button>
        <Text role="status" aria-live="polite">
          {copied}
        </Text>
      </Stack>
    </Stack>
  );
}
