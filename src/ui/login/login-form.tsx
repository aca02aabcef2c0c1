import { Box, Button, chakra, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credentials, LoginResult } from '../../application/auth/login.use-case';
import { LOGIN_FIELDS } from '../../domain/config/constants';
import { validateLoginFields } from '../../domain/login/login-fields';
import type { CoreMessage } from '../../domain/messages/core-messages';
import { CaptchaSlot } from '../captcha/captcha-slot';

type FieldName = 'account' | 'password';
type FieldMessages = Partial<Record<FieldName, string>>;

export interface LoginFormProps {
  /** The login use case; resolves with what to show, never throws for a refused login. */
  onLogin(credentials: Credentials): Promise<LoginResult>;
  /** After a successful login, with what the login still owes (a new password, two-step setup). */
  onSuccess(owed: Extract<LoginResult, { ok: true }>['owed']): void;
  /** The account typed before (the form sent before the scripts ran); never a password. */
  initialAccount?: string;
}

const FIELD_NAMES: FieldName[] = ['account', 'password'];

/**
 * Account, password and the captcha slot. Field rules are checked before anything is sent; the
 * messages stand next to their fields (aria-describedby, aria-invalid) and focus goes to the first
 * wrong one. While a request is out the button is disabled and a second submit is ignored, so a
 * double click sends one request. The password lives only in this component's state.
 *
 * Two-step login: when the server asks for the second step, the account and password
 * stay in this state only for that step, and the form asks for 驗證碼 alone: one field that takes
 * a six-digit code or a recovery code, typed, pasted or filled in by a password manager
 * (`autocomplete="one-time-code"`, WCAG 2.2 3.3.8). 返回 drops the held password.
 */
export function LoginForm({ onLogin, onSuccess, initialAccount = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Credentials>({ account: initialAccount, password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldMessages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The second step: the code typed, its message, and whether the server has asked for it.
  const [otpStep, setOtpStep] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const otpInput = useRef<HTMLInputElement | null>(null);
  const [otpFocus, setOtpFocus] = useState(0);
  useEffect(() => {
    if (otpFocus > 0) otpInput.current?.focus();
  }, [otpFocus]);
  // A ref, not state: two clicks in one frame both run before React re-renders the disabled button.
  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const coreText = (message: CoreMessage): string => t(message.key, { defaultValue: message.text });

  const focusFirst = (errors: FieldMessages) => {
    const first = FIELD_NAMES.find((name) => errors[name]);
    if (first) inputs.current[first]?.focus();
  };

  const leaveOtpStep = () => {
    setOtpStep(false);
    setOtp('');
    setOtpError(null);
    setFormError(null);
    setValues((v) => ({ ...v, password: '' }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setFormError(null);
    setOtpError(null);
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
      result = await onLogin(otpStep ? { ...values, otp } : values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
    if (result.ok) {
      setValues({ account: '', password: '' });
      setOtp('');
      onSuccess(result.owed);
      return;
    }
    const message = result.messageKey
      ? t(result.messageKey, { defaultValue: result.message })
      : result.message;
    if (result.reason === 'otp-required' || result.reason === 'otp-invalid' || result.fields?.otp) {
      // The account and password were right: only the code is asked for (again).
      setOtpStep(true);
      setFieldErrors({});
      if (result.reason === 'otp-invalid') setOtp('');
      if (result.reason !== 'otp-required') setOtpError(message);
      // After the field has rendered (it may be new): the effect below moves focus.
      setOtpFocus((n) => n + 1);
      return;
    }
    if (otpStep) {
      // Anything else (the lockout, the network) starts over: the held password is dropped.
      leaveOtpStep();
    }
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
      // The page arrives server-rendered: submitted before its script runs, a form's
      // default GET would put the account and password into the address, history and logs.
      method="post"
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
        {!otpStep && field('account', 'text', 'username')}
        {!otpStep && field('password', 'password', 'current-password')}
        {otpStep && (
          <Box data-part="otp-step">
            <Text mb="3" id={`${id}-otp-intro`}>
              {t('account.login.otpRequired')}
            </Text>
            <chakra.label htmlFor={`${id}-otp`} display="block" fontWeight="bold" mb="1">
              {t('account.login.otpLabel')}
              <chakra.span fontWeight="normal" fontSize="sm" ms="1">
                {t('login.required')}
              </chakra.span>
            </chakra.label>
            <Input
              id={`${id}-otp`}
              ref={otpInput}
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="off"
              spellCheck={false}
              value={otp}
              onChange={(event) => setOtp(event.currentTarget.value)}
              // Long enough for a pasted recovery code with spaces around it.
              maxLength={40}
              aria-required="true"
              aria-invalid={otpError ? true : undefined}
              aria-describedby={`${id}-otp-hint${otpError ? ` ${id}-otp-error` : ''}`}
              minH="2.75rem"
              data-part="otp-field"
            />
            <Text id={`${id}-otp-hint`} fontSize="sm" mt="1">
              {t('account.login.otpHint')}
            </Text>
            {otpError && (
              <Text id={`${id}-otp-error`} color="red.700" fontSize="sm" mt="1" data-part="field-error">
                {otpError}
              </Text>
            )}
          </Box>
        )}
        <CaptchaSlot label={t('login.captcha')} />
        <Button type="submit" disabled={busy} minH="2.75rem" colorPalette="brand">
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        {otpStep && (
          <Button type="button" variant="outline" minH="2.75rem" onClick={leaveOtpStep} data-part="otp-back">
            {t('account.login.otpBack')}
          </Button>
        )}
      </Stack>
    </chakra.form>
  );
}
