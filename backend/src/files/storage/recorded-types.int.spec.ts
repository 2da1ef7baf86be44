import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { attachmentFileTypes } from '../../jobs/queries/shared/job-attachment-rows';
import { guestUploadFileTypes } from '../../public-forms/shared/guest-uploads';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { storedFileTypes } from '../stored-files.reader';

/**
 * `npm run ops -- files migrate` gives each copied file the type its row records, asking each
 * owner of such rows: the files module (logos), jobs (attachments), public forms (guest uploads).
 */
describe("the stored files' recorded types, by their owners", () => {
  let database: TestDatabase;
  let pool: Pool;
  const company = randomUUID();

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url });
    await pool.query(`INSERT INTO companies (id, name) VALUES ($1, 'Files Co')`, [company]);
    await pool.query(
      `INSERT INTO files (id, company_id, location, original_name, mime_type, size)
       VALUES ($1, $2, 'files/logos/a.png', 'a.png', 'image/png', 9)`,
      [randomUUID(), company],
    );
    await pool.query(
      `INSERT INTO job_attachments (id, job_id, company_id, file_name, location, size, mime_type, created_at, revision)
       VALUES ($1, $2, $3, 'b.pdf', 'attachments/b.pdf', 8, 'application/pdf', now(), 1)`,
      [randomUUID(), randomUUID(), company],
    );
    await pool.query(
      `INSERT INTO guest_uploads (id, company_id, appid, file_name, location, size, mime_type)
       VALUES ($1, $2, $3, 'c.jpg', 'attachments/c.jpg', 7, 'image/jpeg')`,
      [randomUUID(), company, randomUUID()],
    );
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  it("names each file by its key in the file store, with its row's type", async () => {
    expect(await storedFileTypes(pool)).toEqual([{ key: 'logos/a.png', mime_type: 'image/png' }]);
    expect(await attachmentFileTypes(pool)).toEqual([
      { key: 'attachments/b.pdf', mime_type: 'application/pdf' },
    ]);
    expect(await guestUploadFileTypes(pool)).toEqual([
      { key: 'attachments/c.jpg', mime_type: 'image/jpeg' },
    ]);
  });
});
