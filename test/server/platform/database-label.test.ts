import { databaseLabel } from '../../../src/server/platform/database-label';

describe('the start banner names the database in use', () => {
  it('names the SQLite file when no DATABASE_URL is given', () => {
    expect(databaseLabel({ dbPath: './data/themesite.sqlite' })).toBe('SQLite ./data/themesite.sqlite');
  });

  it('names PostgreSQL by its URL, without the password', () => {
    const label = databaseLabel({
      dbPath: './data/themesite.sqlite',
      databaseUrl: 'postgres://themesite:s3cret-pw@db.internal:5432/themesite',
    });
    expect(label).toBe('PostgreSQL postgres://themesite@db.internal:5432/themesite');
    expect(label).not.toContain('s3cret-pw');
    expect(label).not.toContain('sqlite');
  });

  it('drops a password given as a query parameter too', () => {
    const label = databaseLabel({
      dbPath: 'x.sqlite',
      databaseUrl: 'postgresql://app@localhost/site?sslmode=require&password=hunter2',
    });
    expect(label).toBe('PostgreSQL postgresql://app@localhost/site?sslmode=require');
  });

  it('shows nothing of a URL it cannot read', () => {
    expect(databaseLabel({ dbPath: 'x', databaseUrl: 'postgres://a:b@[bad' })).toBe(
      'PostgreSQL（DATABASE_URL）',
    );
  });
});
