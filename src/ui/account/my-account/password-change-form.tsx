import { Box, Button, chakra, Heading, Stack } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKit } from '../../../application/account/account-kit';
import {
  passwordRulesInWords,
  type PasswordForm,
  type PasswordFormErrors,
  type PasswordFormField,
} from '../../../domain/account/password-form';
import type { MyAccount } from '../../../shared/accounts.types';
import { passwordRuleBroken } from '../../../shared/password-rules';
import { AccountField } from './field';
import { usePasswordStrength } from './use-password-strength';

export interface PasswordChangeFormProps {
  kit: AccountKit;
  me: MyAccount;
  /** After the server accepted the new password. */
  onChanged(): void;
  /** The heading level of the form's title (2 on 我的帳號, 2 in the owed steps too). */
  headingId?: string;
}

const FIELDS: PasswordFormField[] = ['current', 'next', 'repeat'];
const EMPTY: PasswordForm = { current: '', next: '', repeat: '' };

/**
 * 變更密碼, the one form for 我的帳號 and for the change owed at first login. The rules
 * are said in words before typing; the new password gets live feedback from the same rules and the
 * strength library (its own chunk, loaded here); the server's refusals land next to their fields.
 * The passwords live only in this component's state and are cleared once sent.
 */
export function PasswordChangeForm({ kit, me, onChanged }: PasswordChangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const weak = usePasswordStrength();
  const [values, setValues] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const inputs = useRef<Partial<Record<PasswordFormField, HTMLInputElement | null>>>({});
  const userInputs = [me.account, me.displayName];

  const ruleBroken = values.next ? passwordRuleBroken(values.next, me, me.passwordRules) : null;
  const weakFinding = values.next && !ruleBroken && weak ? weak(values.next, userInputs) : null;
  const feedback = !values.next
    ? null
    : (ruleBroken ??
      weakFinding ??
      (weak ? t('account.password.strengthOk') : t('account.password.strengthLoading')));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFormError(null);
    setDone(false);
    const outcome = await kit.changePassword(values, {
      account: me.account,
      displayName: me.displayName,
      rules: me.passwordRules,
      weakFinding,
    });
    setBusy(false);
    if (outcome.kind === 'changed') {
      setValues(EMPTY);
      setErrors({});
      setDone(true);
      onChanged();
      return;
    }
    if (outcome.kind === 'invalid') {
      setErrors(outcome.fields);
      if (outcome.message) setFormError(outcome.message);
      const first = FIELDS.find((name) => outcome.fields[name]);
      if (first) inputs.current[first]?.focus();
    }
  };

  const field = (name: PasswordFormField, autoComplete: string) => (
    <AccountField
      ref={(el) => {
        inputs.current[name] = el;
      }}
      id={`${id}-${name}`}
      label={t(`account.password.${name}`)}
      part={`password-${name}`}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [name]: value }));
      }}
      maxLength={me.passwordRules.maxLength * 2}
      aria-required="true"
      error={errors[name]}
      feedback={name === 'next' ? feedback : undefined}
    />
  );

  return (
    <chakra.form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={busy}
      data-part="password-form"
    >
      <Stack gap="4" maxW="32rem">
        <Box>
          <Heading as="h3" size="sm" id={`${id}-rules`}>
            {t('account.password.rulesTitle')}
          </Heading>
          <chakra.ul ps="5" mt="1" listStyleType="disc" data-part="password-rules">
            {passwordRulesInWords(me.passwordRules).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </chakra.ul>
        </Box>
        {formError && (
          <Box
            role="alert"
            borderWidth="1px"
            borderColor="red.600"
            bg="red.50"
            color="red.800"
            p="3"
            borderRadius="md"
          >
            {formError}
          </Box>
        )}
        {done && (
          <Box
            role="status"
            borderWidth="1px"
            borderColor="green.600"
            bg="green.50"
            color="green.800"
            p="3"
            borderRadius="md"
          >
            {t('account.password.changed')}
          </Box>
        )}
        {/* A password manager pairs the new password with the account through this hidden name. */}
        <input type="text" name="username" autoComplete="username" value={me.account} readOnly hidden />
        {field('current', 'current-password')}
        {field('next', 'new-password')}
        {field('repeat', 'new-password')}
        <Button type="submit" disabled={busy} minH="2.75rem" colorPalette="brand" alignSelf="start">
          {busy ? t('account.password.submitting') : t('account.password.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
