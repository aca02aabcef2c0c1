import { Button, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'wouter';
import { useStore } from 'zustand';
import { useServices } from '../../composition/services-provider';
import { loginPathFor } from '../../domain/navigation/return-url-policy';
import { useChromeVariant } from '../chrome/chrome-variant.context';

/**
 * The header's account slot: 「{name} 已登入」 and 登出 while logged in, a 登入 link otherwise.
 * It reads the session store, so a login or logout in another tab shows here too.
 */
export function AccountStatus() {
  const { t } = useTranslation();
  const { stores, logout, navigation } = useServices();
  const isLoggedIn = useStore(stores.session, (s) => s.isLoggedIn);
  const name = useStore(stores.session, (s) => s.accountName);
  const [busy, setBusy] = useState(false);
  // The frame may put the header on a dark band (template-007's rail): the link follows its tone.
  const { headerTone } = useChromeVariant();

  if (!isLoggedIn) {
    return (
      <ChakraLink
        asChild
        fontSize="sm"
        minH="1.5rem"
        textDecoration="underline"
        color={headerTone === 'dark' ? 'white' : 'brand.700'}
        data-part="login-link"
      >
        <RouterLink href={`~${loginPathFor(navigation.current())}`}>{t('app.account.login')}</RouterLink>
      </ChakraLink>
    );
  }

  const onLogout = async () => {
    setBusy(true);
    try {
      // Failures were already shown by the error policy; the store follows the session either way.
      await logout();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex align="center" gap="2" wrap="wrap" data-part="account-status">
      <Text as="span" fontSize="sm" data-part="account-name">
        {t('app.account.signedIn', { name: name ?? '' }).trim()}
      </Text>
      <Button size="sm" variant="outline" minH="2.25rem" onClick={() => void onLogout()} disabled={busy} aria-busy={busy}>
        {busy ? t('app.account.loggingOut') : t('app.account.logout')}
      </Button>
    </Flex>
  );
}

