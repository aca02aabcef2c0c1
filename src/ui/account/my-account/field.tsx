import { Box, chakra, Input, Text, type InputProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface AccountFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  /** Words that stay under the field (rules, hints). */
  hint?: ReactNode;
  /** Live feedback while typing, read with the field. */
  feedback?: string | null;
  error?: string | undefined;
  part: string;
}

/** A labelled input of the account forms: hint, live feedback and error tied to it for screen readers. */
export const AccountField = forwardRef<HTMLInputElement, AccountFieldProps>(function AccountField(
  { id, label, hint, feedback, error, part, ...input },
  ref,
) {
  const described = [hint && `${id}-hint`, feedback && `${id}-feedback`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1">
        {label}
      </chakra.label>
      <Input
        ref={ref}
        id={id}
        minH="2.75rem"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        data-part={part}
        {...input}
      />
      {hint && (
        <Text id={`${id}-hint`} fontSize="sm" mt="1">
          {hint}
        </Text>
      )}
      {feedback && (
        <Text id={`${id}-feedback`} fontSize="sm" mt="1" data-part={`${part}-feedback`}>
          {feedback}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} color="red.700" fontSize="sm" mt="1" data-part="field-error">
          {error}
        </Text>
      )}
    </Box>
  );
});
