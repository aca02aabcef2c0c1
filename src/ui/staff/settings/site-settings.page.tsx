import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useParams } from 'wouter';
import { useServices } from '../../../composition/services-provider';
import { DEFAULT_LANG } from '../../../domain/config/constants';
import { calendarSetting } from '../../../domain/time/date-format';
import { chromeAfterSave } from '../../../domain/site-settings/site-settings-form';
import type { FullSiteSettings } from '../../../shared/site-settings.schema';
import { staffSegment } from '../../../shared/staff-paths';
import { setDateCalendar } from '../../parts/format-date';
import { StaffFrame } from '../frame/staff-frame';
import { useAccountsKit } from '../parts/use-accounts-kit';
import { SiteSettingsPanel } from './site-settings-panel';
import { SETTINGS_TEXTS as T } from './site-settings-texts';

/** `/home/:lang/editor/settings` (guarded, administrators): 網站設定. */
export default function SiteSettingsPage() {
  const { lang = DEFAULT_LANG } = useParams<{ lang?: string }>();
  const kit = useAccountsKit();
  const { stores } = useServices();
  // This tab's own chrome follows at once (the title bar, the footer); other visitors' pages do
  // because the server dropped every rendered page.
  const onSaved = useCallback(
    (settings: FullSiteSettings) => {
      stores.siteChrome.setState((state) => chromeAfterSave(state, settings));
      setDateCalendar(calendarSetting(settings.calendar));
    },
    [stores],
  );
  return (
    <StaffFrame lang={lang} title={T.heading} current={staffSegment('settings')}>
      <Stack gap="6" data-page="site-settings" maxW="48rem">
        <Heading as="h1" size="2xl">
          {T.heading}
        </Heading>
        <Text>{T.intro}</Text>
        {kit === null ? (
          <Text role="status">{T.loadingKit}</Text>
        ) : (
          <SiteSettingsPanel kit={kit} onSaved={onSaved} />
        )}
      </Stack>
    </StaffFrame>
  );
}
