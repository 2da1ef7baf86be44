import { InvalidConfigError, loadConfig } from '../config/app-config';
import { connectLookups } from './lookups-connection';

describe('the lookups configuration', () => {
  it("needs each real service's key with its URL", async () => {
    const config = loadConfig({
      GEOCODING_API_URL: 'https://maps.googleapis.com',
      PARCEL_API_URL: 'https://reportallusa.com',
    });
    const refused = await connectLookups(config).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(InvalidConfigError);
    expect((refused as InvalidConfigError).problems).toEqual([
      'GEOCODING_API_KEY: Required when GEOCODING_API_URL is set (the Google Maps Platform key)',
      'PARCEL_API_KEY: Required when PARCEL_API_URL is set (the ReportAll client key)',
    ]);
  });

  it('starts the sandbox for the one service left unconfigured', async () => {
    const connection = await connectLookups(
      loadConfig({ GEOCODING_API_URL: 'https://maps.googleapis.com', GEOCODING_API_KEY: 'k' }),
    );
    try {
      expect(connection.geocoding.baseUrl).toBe('https://maps.googleapis.com');
      expect(connection.parcel.baseUrl).toBe(connection.sandbox?.url);
    } finally {
      await connection.sandbox?.close();
    }
  });

  it.each([
    ['https://tile.example.org/tiles.png', 'MAP_TILE_URL: must hold {z}, {x} and {y}'],
    ['ftp://tile.example.org/{z}/{x}/{y}.png', 'MAP_TILE_URL: must start with http:// or https://'],
    [
      "https://tile.example.org;script-src'*'/{z}/{x}/{y}.png",
      'MAP_TILE_URL: must name a plain host ({s}. allowed first)',
    ],
  ])('refuses MAP_TILE_URL %s', (value, problem) => {
    expect(() => loadConfig({ MAP_TILE_URL: value })).toThrow(problem);
  });
});
