import { paths } from '../../paths/paths';

/** A staff page's address: the staff area's root (`/home/:lang/editor`) and the page's segment. */
export const staffHref = (lang: string, segment = ''): string =>
  `${paths.home.href(lang)}/editor${segment ? `/${segment}` : ''}`;
