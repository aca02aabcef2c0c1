import { Box, chakra, Input, Text, Textarea } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface SiteFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string | undefined;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  part: string;
}

/**
 * One field of 新增網站 or 指定網站管理者: its label, what it is for under it and its error tied
 * to it, so a screen reader reads all three with the field.
 */
export function SiteField({
  id,
  label,
  value,
  onChange,
  help,
  error,
  required = false,
  multiline = false,
  type = 'text',
  inputRef,
  part,
}: SiteFieldProps) {
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    required,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'data-part': part,
  } as const;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      {multiline ? (
        <Textarea {...common} rows={2} onChange={(e) => onChange(e.currentTarget.value)} />
      ) : (
        <Input
          {...common}
          ref={inputRef}
          type={type}
          minH="2.75rem"
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
      {help && (
        <Text id={`${id}-help`} fontSize="sm" mt="1">
          {help}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} color="red.700" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
