import { originFor, type OriginFacts } from '../../../src/server/http/public-origin';

const facts = (over: Partial<OriginFacts>): OriginFacts => ({
  protocol: 'http',
  host: 'localhost:8080',
  forwarded: false,
  listen: '192.0.2.7:8080',
  ...over,
});

describe('originFor: where links point', () => {
  it('answers PUBLIC_ORIGIN whatever the request says', () => {
    const config = { publicOrigin: 'https://www.example.org/' };
    expect(originFor(facts({ host: 'evil.example' }), config)).toBe('https://www.example.org');
    expect(originFor(facts({ host: 'evil.example', forwarded: true }), config)).toBe(
      'https://www.example.org',
    );
  });

  it('believes a Host that names this machine, with any port', () => {
    for (const host of ['localhost', 'localhost:8080', '127.0.0.1:41234', '[::1]:8080', 'LOCALHOST:1'])
      expect(originFor(facts({ host }), {})).toBe(`http://${host.toLowerCase()}`);
  });

  it('links any other Host to the listen address', () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
      'evil.example:8080',
    ])
      expect(originFor(facts({ host }), {})).toBe('http://192.0.2.7:8080');
  });

  it('believes X-Forwarded-Host only when PUBLIC_HOSTS names it', () => {
    const config = { publicHosts: ['www.example.org'] };
    expect(originFor(facts({ host: 'www.example.org', forwarded: true, protocol: 'https' }), config)).toBe(
      'https://www.example.org',
    );
    expect(originFor(facts({ host: 'evil.example', forwarded: true }), config)).toBe('http://192.0.2.7:8080');
    // Not even a loopback name: the proxy's client is not this machine.
    expect(originFor(facts({ host: 'localhost', forwarded: true }), {})).toBe('http://192.0.2.7:8080');
    expect(originFor(facts({ host: 'WWW.example.org' }), config)).toBe('http://www.example.org');
  });

  it('never lets the protocol carry anything but http or https', () => {
    expect(originFor(facts({ protocol: 'javascript' }), {})).toBe('http://localhost:8080');
  });
});
