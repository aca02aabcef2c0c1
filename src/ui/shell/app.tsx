import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { AppServices } from '../../composition/services-provider';
import { ServicesProvider } from '../../composition/services-provider';
import { AppRoutes } from './app-routes';
import { DialogHost } from '../feedback/dialog-host';
import { ProgressBar, progressSourceOf } from '../feedback/progress-bar';
import { installLinkPrefetch } from '../performance/route-prefetch';
import { RouteChangeProvider } from '../navigation/route-change';
import { SignedInSlot } from '../account/signed-in-slot';
import { viewOfI18n } from '../i18n/i18n';

export interface AppProps {
  services: AppServices;
  i18n: I18n;
}

/**
 * The whole client: texts, services, the router over the navigation adapter's location,
 * the shared progress bar, the routes and the one dialog host; site links prefetch their page on intent.
 */
export function App({ services, i18n }: AppProps) {
  const progress = useMemo(() => progressSourceOf(services.stores.progress), [services]);
  const texts = useMemo(() => viewOfI18n(i18n), [i18n]);
  // Pointing at a site link starts loading its page (src/ui/performance/route-prefetch.ts).
  useEffect(() => installLinkPrefetch(services.config.apiHost), [services]);
  return (
    <I18nextProvider i18n={texts}>
      <ServicesProvider services={services}>
        <Router hook={services.navigation.hook} searchHook={services.navigation.searchHook}>
          <RouteChangeProvider>
            <ProgressBar source={progress} />
            <AppRoutes />
            <DialogHost store={services.dialogsStore} timers={services.timers} />
            <SignedInSlot />
          </RouteChangeProvider>
        </Router>
      </ServicesProvider>
    </I18nextProvider>
  );
}
