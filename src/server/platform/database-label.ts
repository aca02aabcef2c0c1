/**
 * The database a server runs on, as its start banner names it: PostgreSQL's URL without its
 * password (the banner often ends in a log store), else the SQLite file.
 */
export function databaseLabel(where: { dbPath: string; databaseUrl?: string | undefined }): string {
  if (!where.databaseUrl) return `SQLite ${where.dbPath}`;
  let url: URL;
  try {
    url = new URL(where.databaseUrl);
  } catch {
    // Nothing of a URL that cannot be read is shown: it may hold a password anywhere.
    return 'PostgreSQL（DATABASE_URL）';
  }
  url.password = '';
  // libpq also takes a password as a query parameter.
  for (const key of [...url.searchParams.keys()]) if (/pass/i.test(key)) url.searchParams.delete(key);
  return `PostgreSQL ${url.toString()}`;
}
