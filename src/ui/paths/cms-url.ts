import { readAppConfig } from '../../config/app-config';
import { resolveCmsUrl } from '../../domain/files/cms-url';

/** Fixed at build time (DefinePlugin), so it is read once for every view. */
export const cmsApiHost = readAppConfig().apiHost;

/** A media or file address from the CMS, resolved against the API host (docs/deploy.md). */
export const cmsUrl = (url: string): string => resolveCmsUrl(cmsApiHost, url);
