import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { StaffFrame } from '../frame/staff-frame';
import { AccountsPanel } from './accounts-panel';
import { useAccountsKit } from '../parts/use-accounts-kit';
import { staffSegment } from '../../../shared/staff-paths';

/** `/home/:lang/editor/accounts` (guarded, administrators): 帳號管理. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useAccountsKit();
  return (
    <StaffFrame lang={lang} title={t('admin.accounts.title')} current={staffSegment('accounts')}>
      <Stack gap="6" data-page="accounts">
        <Heading as="h1" size="2xl">
          {t('admin.accounts.title')}
        </Heading>
        <Text>{t('admin.accounts.intro')}</Text>
        {kit === null ? <Text role="status">{t('admin.loadingKit')}</Text> : <AccountsPanel kit={kit} />}
      </Stack>
    </StaffFrame>
  );
}
