import { createContext, useContext, type ReactNode } from 'react';
import type { AppServices } from './services';

// The shell names the services it hands down; views take the type from here, not the root.
export type { AppServices };

const ServicesContext = createContext<AppServices | null>(null);

/** Hands the services resolved by the composition root to the views below it. */
export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The services of the nearest `<ServicesProvider>`; a view outside one is a wiring mistake. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() must be used inside <ServicesProvider>');
  return services;
}

/**
 * The services where a view may also be drawn outside the app (a layout in its tests or its
 * thumbnails), null there; such a view then renders what works without them.
 */
export function useOptionalServices(): AppServices | null {
  return useContext(ServicesContext);
}
