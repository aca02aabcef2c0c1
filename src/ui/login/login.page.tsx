import { Box, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useServices } from '../../composition/services-provider';
import { DEFAULT_LANG } from '../../domain/config/constants';
import { setupPathFor } from '../../domain/account/account-paths';
import { loginReasonFromSearch, returnUrlFromSearch } from '../../domain/navigation/return-url-policy';
import { loginAgainFromSearch } from '../../domain/login/login-again';
import { SiteFrame } from '../site-frame/site-frame';
import { LoginForm } from './login-form';

/**
 * /login: the form in the site's frame; after success, the remembered URL (same-origin only) or
 * home, or first 我的帳號 when the login owes a new password or two-step setup.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { login, navigation } = useServices();
  const search = useSearch();
  const noticeId = useId();
  const again = loginAgainFromSearch(search);
  return (
    <SiteFrame lang={DEFAULT_LANG} title={t('login.title')} crumb={t('login.title')} sidebar={false}>
      <Heading as="h1" size="2xl" mb="3">
        {t('login.title')}
      </Heading>
      {/* The idle logout sends here without the user asking: say why, before the form. */}
      {loginReasonFromSearch(search) === 'idle' && (
        <Box
          role="status"
          aria-labelledby={noticeId}
          borderWidth="1px"
          borderColor="blue.600"
          bg="blue.50"
          color="blue.900"
          p="3"
          mb="4"
          maxW="28rem"
          borderRadius="md"
          data-part="login-reason"
        >
          <Text id={noticeId} fontWeight="bold">
            {t('login.idleTitle')}
          </Text>
          <Text>{t('login.idleMessage')}</Text>
        </Box>
      )}
      {/* The form was sent before the page's scripts ran (the server's 303): the account is kept. */}
      {again && (
        <Box
          role="status"
          borderWidth="1px"
          borderColor="blue.600"
          bg="blue.50"
          color="blue.900"
          p="3"
          mb="4"
          maxW="28rem"
          borderRadius="md"
          data-part="login-again"
        >
          <Text>{t('login.againMessage')}</Text>
        </Box>
      )}
      <Text mb="6">{t('login.intro')}</Text>
      <LoginForm
        initialAccount={again?.account ?? ''}
        onLogin={login}
        onSuccess={(owed) => {
          const next = returnUrlFromSearch(search);
          navigation.replace(owed.length > 0 ? setupPathFor(next) : next);
        }}
      />
    </SiteFrame>
  );
}
