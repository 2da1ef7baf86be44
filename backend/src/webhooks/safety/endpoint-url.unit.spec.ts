import { checkEndpointUrl, type ResolveHost } from './endpoint-url';

const resolvesTo =
  (...addresses: string[]): ResolveHost =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('an endpoint URL', () => {
  it('https to a public address passes, with the address to connect to', async () => {
    const checked = await checkEndpointUrl(
      'https://hooks.example.com/in',
      false,
      resolvesTo('93.184.216.34'),
    );
    expect(checked).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(checked.url.hostname).toBe('hooks.example.com');
  });

  it.each([
    ['http', 'http://hooks.example.com/in', 'url must start with https://'],
    ['not a URL', 'hooks', 'url must be a full URL'],
    ['credentials', 'https://u:p@hooks.example.com/', 'must not contain a user name'],
    ['a loopback literal', 'https://127.0.0.1/', 'private, loopback or link-local'],
    ['a mapped v6 literal', 'https://[::ffff:10.0.0.1]/', 'private, loopback or link-local'],
  ])('%s is refused', async (_name, url, message) => {
    await expect(checkEndpointUrl(url, false, resolvesTo('93.184.216.34'))).rejects.toThrow(
      message,
    );
  });

  it('a name with one private address among public ones is refused', async () => {
    await expect(
      checkEndpointUrl('https://x.example.com/', false, resolvesTo('93.184.216.34', '10.0.0.5')),
    ).rejects.toThrow('private, loopback or link-local');
  });

  it('a name that does not resolve is refused', async () => {
    const fails: ResolveHost = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(checkEndpointUrl('https://nowhere.invalid/', false, fails)).rejects.toThrow(
      'could not be resolved',
    );
  });

  it('with private addresses allowed, http to loopback passes', async () => {
    const checked = await checkEndpointUrl('http://localhost:9/in', true, resolvesTo('127.0.0.1'));
    expect(checked.address).toBe('127.0.0.1');
  });
});
