import { Box, Button, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountKit } from '../../../application/account/account-kit';
import { recoveryCodesText } from '../../../application/account/two-factor.use-case';
import type { MyAccount, TwoFactorEnrolment } from '../../../shared/accounts.types';
import { AccountField } from './field';

export interface TwoFactorSetupProps {
  kit: AccountKit;
  me: MyAccount;
  /** Starts the enrolment at once (the setup owed at login) instead of behind a button. */
  autoStart?: boolean;
  /** After the recovery codes were acknowledged. */
  onDone(): void;
}

type Stage =
  | { kind: 'idle' }
  /** Replacing a working second step: the owner proves it is them first. */
  | { kind: 'proving' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment; secretGroups: string[] }
  | { kind: 'codes'; codes: string[] };

/**
 * 設定兩步驟登入, the one piece for 我的帳號 and for the setup owed at login: the QR code
 * (the server's SVG shown as an image, so nothing in it can run), the secret in groups for typing,
 * a code from the app to confirm, then the ten recovery codes once, to copy or download.
 */
export function TwoFactorSetup({ kit, me, autoStart = false, onDone }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [proof, setProof] = useState({ password: '', code: '' });
  const [proofErrors, setProofErrors] = useState<{ password?: string; code?: string }>({});
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const proofCodeInput = useRef<HTMLInputElement | null>(null);
  // A working second step is replaced only with the owner's proof; a first or owed setup needs none.
  const reEnrolling = me.twoFactor.enabled && !me.twoFactorSetupRequired;
  const codeInput = useRef<HTMLInputElement | null>(null);
  const codesHeading = useRef<HTMLHeadingElement | null>(null);
  const started = useRef(false);

  const start = async (withProof?: { password: string; code: string }) => {
    setBusy(true);
    const outcome = await kit.startTwoFactor(withProof);
    setBusy(false);
    if (outcome.kind === 'proof-refused') {
      setProofErrors(outcome.fields);
      (outcome.fields.password ? passwordInput : proofCodeInput).current?.focus();
      return;
    }
    if (outcome.kind === 'started') {
      setProof({ password: '', code: '' });
      setProofErrors({});
      setStage({ kind: 'enrolling', enrolment: outcome.enrolment, secretGroups: outcome.secretGroups });
      setCode('');
      setCodeError(null);
    }
  };

  useEffect(() => {
    if (autoStart && !started.current) {
      started.current = true;
      void start();
    }
    // Once, on open: `start` is a fresh closure each render, and the ref keeps a second run out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);

  useEffect(() => {
    if (stage.kind === 'codes') codesHeading.current?.focus();
  }, [stage.kind]);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await kit.confirmTwoFactor(code);
    setBusy(false);
    if (outcome.kind === 'confirmed') {
      setStage({ kind: 'codes', codes: outcome.recoveryCodes });
      return;
    }
    if (outcome.kind === 'invalid-code') {
      setCodeError(outcome.message);
      codeInput.current?.focus();
    }
  };

  if (stage.kind === 'codes') {
    const text = recoveryCodesText(me.account, stage.codes);
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(t('account.twoFactor.copied'));
      } catch {
        setCopied(t('account.twoFactor.copyFailed'));
      }
    };
    const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`\uFEFF${text}`)}`;
    return (
      <Stack gap="4" data-part="recovery-codes">
        <Heading as="h3" size="md" ref={codesHeading} tabIndex={-1}>
          {t('account.twoFactor.recoveryTitle')}
        </Heading>
        <Box
          role="note"
          borderWidth="2px"
          borderColor="orange.600"
          bg="orange.50"
          color="orange.900"
          p="3"
          borderRadius="md"
        >
          {t('account.twoFactor.recoveryWarning')}
        </Box>
        <chakra.ol
          ps="6"
          listStyleType="decimal"
          fontFamily="mono"
          fontSize="lg"
          data-part="recovery-code-list"
        >
          {stage.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </chakra.ol>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" minH="2.75rem" onClick={() => void copy()}>
            {t('account.twoFactor.copy')}
          </Button>
          <Button asChild variant="outline" minH="2.75rem">
            <a href={download} download={`recovery-codes-${me.account}.txt`}>
              {t('account.twoFactor.download')}
            </a>
          </Button>
          <Button colorPalette="brand" minH="2.75rem" onClick={onDone} data-part="recovery-codes-done">
            {t('account.twoFactor.done')}
          </Button>
        </Stack>
        <Text role="status" fontSize="sm">
          {copied}
        </Text>
      </Stack>
    );
  }

  if (stage.kind === 'proving') {
    const submit = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!busy) void start(proof);
    };
    return (
      <chakra.form onSubmit={submit} noValidate aria-busy={busy} data-part="two-factor-proof">
        <Stack gap="3" maxW="24rem">
          <Text>{t('account.twoFactor.proveIntro')}</Text>
          <AccountField
            ref={passwordInput}
            id={`${id}-proof-password`}
            label={t('account.twoFactor.provePassword')}
            part="two-factor-proof-password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={proof.password}
            onChange={(event) => setProof({ ...proof, password: event.currentTarget.value })}
            maxLength={200}
            aria-required="true"
            error={proofErrors.password}
          />
          <AccountField
            ref={proofCodeInput}
            id={`${id}-proof-code`}
            label={t('account.twoFactor.proveCode')}
            part="two-factor-proof-code"
            name="code"
            type="text"
            autoComplete="one-time-code"
            value={proof.code}
            onChange={(event) => setProof({ ...proof, code: event.currentTarget.value })}
            maxLength={40}
            aria-required="true"
            hint={t('account.twoFactor.proveCodeHint')}
            error={proofErrors.code}
          />
          <Stack direction="row" gap="3">
            <Button type="submit" colorPalette="brand" minH="2.75rem" disabled={busy}>
              {busy ? t('account.twoFactor.starting') : t('account.twoFactor.proveSubmit')}
            </Button>
            <Button variant="outline" minH="2.75rem" onClick={() => setStage({ kind: 'idle' })}>
              {t('account.twoFactor.cancel')}
            </Button>
          </Stack>
        </Stack>
      </chakra.form>
    );
  }

  if (stage.kind === 'enrolling') {
    const { enrolment, secretGroups } = stage;
    return (
      <Stack gap="4" data-part="two-factor-enrolment">
        {me.twoFactor.enabled && <Text>{t('account.twoFactor.resetNote')}</Text>}
        <Text>{t('account.twoFactor.scan')}</Text>
        <chakra.img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={t('account.twoFactor.qrAlt')}
          width="12rem"
          height="12rem"
          bg="white"
          p="2"
          data-part="two-factor-qr"
        />
        <Box>
          <Text id={`${id}-secret-label`}>{t('account.twoFactor.manual')}</Text>
          <chakra.code
            display="inline-block"
            fontSize="lg"
            p="2"
            mt="1"
            bg="gray.100"
            borderRadius="sm"
            data-part="two-factor-secret"
            data-secret={enrolment.secret}
          >
            {secretGroups.join(' ')}
          </chakra.code>
        </Box>
        <chakra.form onSubmit={(event) => void confirm(event)} noValidate aria-busy={busy}>
          <Stack gap="3" maxW="24rem">
            <AccountField
              ref={codeInput}
              id={`${id}-code`}
              label={t('account.twoFactor.codeLabel')}
              part="two-factor-code"
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              maxLength={20}
              aria-required="true"
              hint={t('account.twoFactor.codeHint')}
              error={codeError ?? undefined}
            />
            <Stack direction="row" gap="3">
              <Button type="submit" colorPalette="brand" minH="2.75rem" disabled={busy}>
                {busy ? t('account.twoFactor.confirming') : t('account.twoFactor.confirm')}
              </Button>
              {!autoStart && (
                <Button variant="outline" minH="2.75rem" onClick={() => setStage({ kind: 'idle' })}>
                  {t('account.twoFactor.cancel')}
                </Button>
              )}
            </Stack>
          </Stack>
        </chakra.form>
      </Stack>
    );
  }

  return (
    <Stack gap="3" data-part="two-factor-status">
      <Text>
        {me.twoFactor.enabled
          ? t('account.twoFactor.enabled', { count: me.twoFactor.recoveryCodesLeft })
          : t('account.twoFactor.disabled')}
      </Text>
      {me.twoFactor.required && <Text>{t('account.twoFactor.required')}</Text>}
      <Button
        variant="outline"
        minH="2.75rem"
        alignSelf="start"
        disabled={busy}
        onClick={() => {
          if (!reEnrolling) return void start();
          setProofErrors({});
          setStage({ kind: 'proving' });
        }}
        data-part="two-factor-start"
      >
        {busy
          ? t('account.twoFactor.starting')
          : me.twoFactor.enabled
            ? t('account.twoFactor.reset')
            : t('account.twoFactor.start')}
      </Button>
    </Stack>
  );
}
