/**
 * The code of the site every database begins as: an existing database's rows became this site's
 * when sites arrived, and a server with one site serves it on every host.
 */
export const DEFAULT_SITE = 'default';
