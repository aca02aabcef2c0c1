import { followRedirects, TooManyRedirectsError } from '../../../src/domain/navigation/redirect-follower';
import { outcome } from '../support/outcome';

/** A resolver over a table of redirects; paths not in it are final pages. */
const redirectsBy = (table: Record<string, string>) => {
  const asked: string[] = [];
  const resolve = (path: string): Promise<{ redirectTo?: string; title: string }> => {
    asked.push(path);
    const redirectTo = table[path];
    return Promise.resolve(redirectTo === undefined ? { title: path } : { redirectTo, title: path });
  };
  return { resolve, asked };
};

/** `/p0` → `/p1` → … → `/p{n}`, which is final. */
const aChainOf = (n: number): Record<string, string> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p${i}`, `/p${i + 1}`]));

describe('followRedirects', () => {
  it('answers at once for a page without a redirect', async () => {
    const { resolve } = redirectsBy({});
    await expect(followRedirects('/about', resolve)).resolves.toEqual({
      path: '/about',
      answer: { title: '/about' },
      redirects: 0,
      trail: ['/about'],
    });
  });

  it('treats an empty redirectTo as none', async () => {
    await expect(followRedirects('/a', () => Promise.resolve({ redirectTo: '' }))).resolves.toMatchObject({
      path: '/a',
      redirects: 0,
    });
  });

  it('follows up to 31 redirects', async () => {
    const { resolve } = redirectsBy(aChainOf(31));
    await expect(followRedirects('/p0', resolve)).resolves.toMatchObject({ path: '/p31', redirects: 31 });
  });

  it('stops at the 32nd redirect with a typed error', async () => {
    const { resolve, asked } = redirectsBy(aChainOf(32));
    const { error } = await outcome(followRedirects('/p0', resolve));
    expect(error).toBeInstanceOf(TooManyRedirectsError);
    expect(error).toMatchObject({ loop: false, messageKey: 'core.error.tooManyRedirects' });
    expect((error as TooManyRedirectsError).trail).toHaveLength(33);
    expect(asked).toHaveLength(32);
  });

  it('stops on a loop as soon as a path comes round again', async () => {
    const { resolve, asked } = redirectsBy({ '/a': '/b', '/b': '/c', '/c': '/a' });
    const { error } = await outcome(followRedirects('/a', resolve));
    expect(error).toBeInstanceOf(TooManyRedirectsError);
    expect(error).toMatchObject({ loop: true, trail: ['/a', '/b', '/c', '/a'] });
    expect(asked).toEqual(['/a', '/b', '/c']);
  });

  it('takes a lower limit', async () => {
    const { resolve } = redirectsBy(aChainOf(3));
    await expect(followRedirects('/p0', resolve, { maxRedirects: 2 })).rejects.toBeInstanceOf(
      TooManyRedirectsError,
    );
  });

  it('counts the hops of an earlier leg of the same chain against the bound', async () => {
    const { resolve } = redirectsBy({ '/p29': '/p30', '/p30': '/p31', '/p31': '/p32' });
    const earlier = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    const { error } = await outcome(followRedirects('/p29', resolve, { trail: earlier }));
    expect(error).toBeInstanceOf(TooManyRedirectsError);
  });

  it('sees a loop that closes on a path an earlier leg visited', async () => {
    const { resolve } = redirectsBy({ '/c': '/a' });
    const { error } = await outcome(followRedirects('/c', resolve, { trail: ['/a', '/b'] }));
    expect(error).toMatchObject({ loop: true, trail: ['/a', '/b', '/c', '/a'] });
  });
});
