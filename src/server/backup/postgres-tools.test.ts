import { describe, expect, it } from 'vitest';
import { connectionFor, majorVersion } from './postgres-tools';

describe('PostgreSQL tools', () => {
  it('get the password in the environment, never on the command line', () => {
    const { dbname, env } = connectionFor(
      'postgres://nido:p%40ss%2Fword@db.example.com:5432/nido?sslmode=require', // secret-scan: allow (made up)
    );
    expect(dbname).toBe('postgres://nido@db.example.com:5432/nido?sslmode=require');
    expect(env.PGPASSWORD).toBe('p@ss/word');
    // Without one in the URL, a PGPASSWORD already set is passed on, as node-postgres reads it too.
    expect(connectionFor('postgres://postgres@127.0.0.1/nido').env.PGPASSWORD).toBe(
      process.env.PGPASSWORD,
    );
  });

  it('read major versions from tools and servers', () => {
    expect(majorVersion('15.20')).toBe(15);
    expect(majorVersion('9.6.24')).toBe(9);
    expect(majorVersion('18.6 (Debian 18.6-1)')).toBe(18);
  });
});
