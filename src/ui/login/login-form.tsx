import { Box, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credentials, LoginResult } from '../../application/auth/login.use-case';
import { LOGIN_FIELDS } from '../../domain/config/constants';
import { validateLoginFields } from '../../domain/login/login-fields';
import type { CoreMessage } from '../../domain/messages/core-messages';
import { CaptchaSlot } from '../captcha/captcha-slot';

type FieldName = keyof Credentials;
type FieldMessages = Partial<Record<FieldName, string>>;

export interface LoginFormProps {
  /** The login use case; resolves with what to show, never throws for a refused login. */
  onLogin(credentials: Credentials): Promise<LoginResult>;
  /** After a successful login. */
  onSuccess(): void;
}

const FIELD_NAMES: FieldName[] = ['account', 'password'];

/**
 * Account, password and the captcha slot. Field rules are checked before anything is sent; the
 * messages stand next to their fields (aria-describedby, aria-invalid) and focus goes to the first
 * wrong one. While a request is out the button is disabled and a second submit is ignored, so a
 * double click sends one request. The password lives only in this component's state.
 */
export function LoginForm({ onLogin, onSuccess }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Credentials>({ account: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: two clicks in one frame both run before React re-renders the disabled button.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const coreText = (message: CoreMessage): string => t(message.key, { defaultValue: message.text });

  const focusFirst = (errors: FieldMessages) => {
    const first = FIELD_NAMES.find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    const invalid = validateLoginFields(values);
    if (invalid) {
      const errors: FieldMessages = {};
      for (const name of FIELD_NAMES) {
        const message = invalid[name];
        if (message) errors[name] = coreText(message);
      }
      setFieldErrors(errors);
      focusFirst(errors);
      return;
    }
    setFieldErrors({});
    inFlight.current = true;
    setBusy(true);
    let result: LoginResult;
    try {
      result = await onLogin(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    if (result.ok) {
      setValues({ account: '', password: '' });
      onSuccess();
      return;
    }
    const message = result.messageKey
      ? t(result.messageKey, { defaultValue: result.message })
      : result.message;
    const errors: FieldMessages = {};
    for (const name of FIELD_NAMES) {
      const text = result.fields?.[name];
      if (text) errors[name] = text;
    }
    setFieldErrors(errors);
    setFormError(message);
    focusFirst(errors);
  };

  const field = (name: FieldName, type: 'text' | 'password', autoComplete: string) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const error = fieldErrors[name];
    return (
      <Box>
        <chakra.label htmlFor={inputId} display="block" fontWeight="bold" mb="1">
          {t(`login.${name}`)}
          <chakra.span fontWeight="normal" fontSize="sm" ms="1">
            {t('login.required')}
          </chakra.span>
        </chakra.label>
        <Input
          id={inputId}
          ref={(el) => {
            inputs.current[name] = el;
          }}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((v) => ({ ...v, [name]: value }));
          }}
          // The bounds are checked with the messages on submit; maxLength only stops runaway pastes.
          maxLength={LOGIN_FIELDS[name].max * 2}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          minH="2.75rem"
        />
        {error && (
          <Text id={errorId} color="red.700" fontSize="sm" mt="1" data-part="field-error">
            {error}
          </Text>
        )}
      </Box>
    );
  };

  return (
    <chakra.form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      maxW="28rem"
      aria-busy={busy}
      data-part="login-form"
    >
      <Stack gap="5">
        {formError && (
          <Box
            role="alert"
            borderWidth="1px"
            borderColor="red.600"
            bg="red.50"
            color="red.800"
            p="3"
            borderRadius="md"
            data-part="login-error"
          >
            {formError}
          </Box>
        )}
        {field('account', 'text', 'username')}
        {field('password', 'password', 'current-password')}
        <CaptchaSlot label={t('login.captcha')} />
        <Button type="submit" disabled={busy} minH="2.75rem" colorPalette="brand">
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
