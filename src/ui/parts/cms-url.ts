import { readAppConfig } from '../../config/app-config';
import { resolveCmsLink, resolveCmsSrcSet, resolveCmsUrl } from '../../domain/files/cms-url';

// The API host is fixed at build time (DefinePlugin), so it is read once for every view.
const apiHost = readAppConfig().apiHost;

/** A media or file address from the CMS, resolved against the API host (docs/deploy.md). */
export const cmsUrl = (url: string): string => resolveCmsUrl(apiHost, url);
/** A rich-text link: files go to the API host, the site's own routes stay. */
export const cmsLink = (href: string): string => resolveCmsLink(apiHost, href);
export const cmsSrcSet = (srcSet: string): string => resolveCmsSrcSet(apiHost, srcSet);
