import type { SiteSettings } from '../../shared/authoring.schema';

export type { SiteSettings };

/** Site-wide editing settings; an absent one reads as its default. */
export interface SiteSettingsStore {
  read(): Promise<SiteSettings>;
  /** A setting `settings` leaves out keeps its value. */
  write(settings: Partial<SiteSettings>): Promise<void>;
}
