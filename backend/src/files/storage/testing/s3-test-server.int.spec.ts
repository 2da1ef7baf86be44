import { text } from 'node:stream/consumers';
import { S3FileStore } from '../s3-file-store';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

describe('the S3 test server', () => {
  let server: S3TestServer;
  let store: S3FileStore;
  beforeAll(async () => {
    server = await startS3TestServer();
    store = new S3FileStore(server.settings);
  });
  afterAll(async () => {
    store.close();
    await server.close();
  });

  it('stores a put that races a delete emptying the same folder', async () => {
    for (let round = 0; round < 30; round++) {
      const folder = `race-${round}`;
      await store.put(`${folder}/old.txt`, Buffer.from('old'), 'text/plain');
      await Promise.all([
        store.delete(`${folder}/old.txt`),
        store.put(`${folder}/new.txt`, Buffer.from(`new ${round}`), 'text/plain'),
      ]);
      const stored = await store.get(`${folder}/new.txt`);
      expect(await text(stored!.body)).toBe(`new ${round}`);
    }
  });
});
