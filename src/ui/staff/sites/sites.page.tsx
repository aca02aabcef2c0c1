import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { staffSegment } from '../../../shared/staff-paths';
import { StaffFrame } from '../frame/staff-frame';
import { useAccountsKit } from '../parts/use-accounts-kit';
import { SitesPanel } from './sites-panel';

/** `/home/:lang/editor/sites` (guarded, platform administrators): 網站列表. */
export default function SitesPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useAccountsKit();
  return (
    <StaffFrame lang={lang} title={t('admin.sites.title')} current={staffSegment('sites')}>
      <Stack gap="6" data-page="sites">
        <Heading as="h1" size="2xl">
          {t('admin.sites.title')}
        </Heading>
        <Text>{t('admin.sites.intro')}</Text>
        {kit === null ? <Text role="status">{t('admin.loadingKit')}</Text> : <SitesPanel kit={kit.sites} />}
      </Stack>
    </StaffFrame>
  );
}
