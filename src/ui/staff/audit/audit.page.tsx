import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { StaffFrame } from '../frame/staff-frame';
import { AuditPanel } from './audit-panel';
import { useAccountsKit } from '../parts/use-accounts-kit';
import { staffSegment } from '../../../shared/staff-paths';

/** `/home/:lang/editor/audit` (guarded, administrators): 稽核紀錄. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useAccountsKit();
  return (
    <StaffFrame lang={lang} title={t('admin.audit.title')} current={staffSegment('audit')}>
      <Stack gap="6" data-page="audit">
        <Heading as="h1" size="2xl">
          {t('admin.audit.title')}
        </Heading>
        <Text>{t('admin.audit.intro')}</Text>
        {kit === null ? <Text role="status">{t('admin.loadingKit')}</Text> : <AuditPanel kit={kit} />}
      </Stack>
    </StaffFrame>
  );
}
