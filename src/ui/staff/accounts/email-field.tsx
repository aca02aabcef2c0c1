import { Box, chakra, Input, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An account's address in 新增帳號 and 編輯帳號: optional, with what it is for under it
 * and the error tied to it, so a screen reader reads both with the field.
 */
export function EmailField({ id, value, onChange, error, disabled = false, inputRef }: EmailFieldProps) {
  const { t } = useTranslation();
  const fieldId = `${id}-email`;
  const described = [`${fieldId}-help`, error && `${fieldId}-error`].filter(Boolean).join(' ');
  return (
    <Box>
      <chakra.label htmlFor={fieldId} display="block" fontWeight="bold" mb="1">
        {t('admin.accounts.field.email')}
      </chakra.label>
      <Input
        ref={inputRef}
        id={fieldId}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.currentTarget.value)}
        minH="2.75rem"
        data-part="account-field-email"
      />
      <Text id={`${fieldId}-help`} fontSize="sm" mt="1">
        {t('admin.accounts.field.emailHelp')}
      </Text>
      {error && (
        <Text id={`${fieldId}-error`} color="red.700" mt="1" data-part="account-email-error">
          {error}
        </Text>
      )}
    </Box>
  );
}
