import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useStore } from 'zustand';
import type { AccountKit } from '../../../application/account/account-kit';
import { useServices } from '../../../composition/services-provider';
import { nextOwedStep, type OwedStep } from '../../../domain/account/owed-steps';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { returnUrlFromSearch } from '../../../domain/navigation/return-url-policy';
import type { MyAccount } from '../../../shared/accounts.types';
import { useLoad } from '../../parts/use-load';
import { OwedStepsFrame, StaffFrame } from '../../staff/frame/staff-frame';
import { MyEmailForm, MyNameForm } from './my-detail-forms';
import { MySessionsTable } from './my-sessions';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSetup } from './two-factor-setup';
import { staffSegment } from '../../../shared/staff-paths';

interface Loaded {
  kit: AccountKit;
  me: MyAccount;
}

/**
 * 我的帳號: my email address, change my password, set up or reset two-step login, and my sessions. A login
 * that owes steps (a first login, a reset, `REQUIRE_2FA`) sees only those steps, one at a time, with
 * the same forms, and then continues to the page it was headed for (`?returnUrl=`).
 */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const { openAccount, stores, navigation } = useServices();
  const search = useSearch();
  const owed = useStore(stores.session, (s) => s.owed);
  // Chosen once: the steps stay on screen until the user moves on (the recovery codes come after
  // the setup has already been settled).
  const [steps] = useState<readonly OwedStep[]>(owed);
  const [step, setStep] = useState<OwedStep | null>(nextOwedStep(owed));
  const [reload, setReload] = useState(0);
  const load = useLoad(`me-${reload}`, async (): Promise<Loaded> => {
    const kit = await openAccount();
    const outcome = await kit.loadMe();
    if (outcome.kind === 'failed') throw new Error('me');
    return { kit, me: outcome.me };
  });
  const title = t('account.page.title');

  const continueOn = () => navigation.replace(returnUrlFromSearch(search));

  const body = () => {
    if (load.status === 'loading') return <Text role="status">{t('account.page.loading')}</Text>;
    if (load.status === 'failed')
      return (
        <Box>
          <Text role="alert">{t('account.page.loadFailed')}</Text>
          <Button variant="outline" minH="2.75rem" mt="2" onClick={load.retry}>
            {t('account.page.retry')}
          </Button>
        </Box>
      );
    const { kit, me } = load.data;

    if (steps.length > 0 && step !== null) {
      const afterPassword = () => {
        const next = nextOwedStep(stores.session.getState().owed);
        if (next === null) continueOn();
        else setStep(next);
      };
      return (
        <Stack gap="4" data-part="owed-steps">
          <Heading as="h2" size="lg">
            {t('account.page.setupTitle')}
          </Heading>
          <Text fontWeight="bold" data-part="owed-step-count">
            {t('account.page.setupStep', { step: steps.indexOf(step) + 1, total: steps.length })}
          </Text>
          {step === 'password' ? (
            <Box data-part="owed-password">
              <Heading as="h3" size="md" mb="2">
                {t('account.password.title')}
              </Heading>
              <Text mb="4">{t('account.page.setupPassword')}</Text>
              <PasswordChangeForm kit={kit} me={me} onChanged={afterPassword} />
            </Box>
          ) : (
            <Box data-part="owed-two-factor">
              <Heading as="h3" size="md" mb="2">
                {t('account.twoFactor.title')}
              </Heading>
              <Text mb="4">{t('account.page.setupTwoFactor')}</Text>
              <TwoFactorSetup kit={kit} me={me} autoStart onDone={continueOn} />
            </Box>
          )}
        </Stack>
      );
    }

    return (
      <Stack gap="10">
        <Text data-part="my-account-name">
          {t('account.page.signedInAs', { account: me.account, name: me.displayName })}
        </Text>
        <AccountSection id="my-name" title={t('account.name.title')}>
          <MyNameForm kit={kit} me={me} />
        </AccountSection>
        <AccountSection id="my-email" title={t('account.email.title')}>
          <MyEmailForm kit={kit} me={me} />
        </AccountSection>
        <AccountSection id="my-password" title={t('account.password.title')}>
          {me.passwordExpiresAt && (
            <Text mb="3">
              {t('account.page.passwordExpires', { date: me.passwordExpiresAt.slice(0, 10) })}
            </Text>
          )}
          <PasswordChangeForm kit={kit} me={me} onChanged={() => undefined} />
        </AccountSection>
        <AccountSection id="my-two-factor" title={t('account.twoFactor.title')}>
          <TwoFactorSetup kit={kit} me={me} onDone={() => setReload((n) => n + 1)} />
        </AccountSection>
        <AccountSection id="my-sessions" title={t('account.sessions.title')}>
          <MySessionsTable kit={kit} />
        </AccountSection>
      </Stack>
    );
  };

  const content = (
    <>
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      {steps.length === 0 && <Text mb="6">{t('account.page.intro')}</Text>}
      <Box data-part="my-account">{body()}</Box>
    </>
  );
  return steps.length > 0 ? (
    <OwedStepsFrame lang={DEFAULT_LANG} title={title}>
      {content}
    </OwedStepsFrame>
  ) : (
    <StaffFrame lang={DEFAULT_LANG} title={title} current={staffSegment('account')}>
      {content}
    </StaffFrame>
  );
}

/** One part of 我的帳號: a section named by its h2. */
function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
