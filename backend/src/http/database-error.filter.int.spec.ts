import { Controller, Get, type INestApplication, Module, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost, NestFactory } from '@nestjs/core';
import { Pool } from 'pg';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DATABASE_UNAVAILABLE, DatabaseErrorFilter } from './database-error.filter';

/** Real PostgreSQL failures, met by a route, as the caller sees them. */
let pool: Pool;

@Controller('probe')
class ProbeController {
  @Get('not-a-number')
  async notANumber(): Promise<void> {
    await pool.query(`SELECT 'abc'::int`);
  }

  @Get('nul')
  async nul(): Promise<void> {
    await pool.query('SELECT $1::text', ['a\u0000b']);
  }

  @Get('terminated')
  async terminated(): Promise<void> {
    const client = await pool.connect();
    client.on('error', () => undefined);
    try {
      await client.query('SELECT pg_terminate_backend(pg_backend_pid())');
    } finally {
      client.release(true);
    }
  }

  @Get('missing')
  missing(): void {
    throw new NotFoundException('No such thing');
  }

  @Get('bug')
  bug(): void {
    throw new TypeError('a bug');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('DatabaseErrorFilter', () => {
  let database: TestDatabase;
  let app: INestApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({ connectionString: database.url, max: 2 });
    pool.on('error', () => undefined);
    app = await NestFactory.create(ProbeModule, { logger: false });
    app.useGlobalFilters(new DatabaseErrorFilter(app.get(HttpAdapterHost).httpAdapter));
    await app.init();
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
    await database.drop();
  });

  const get = (path: string) => request(app.getHttpServer()).get(`/probe/${path}`);

  it('answers a value PostgreSQL refuses with a 400 that says what is wrong', async () => {
    expect((await get('not-a-number').expect(400)).body).toEqual({
      statusCode: 400,
      message: 'The request holds a value that cannot be stored: a value has the wrong format.',
      error: 'Bad Request',
    });
    expect((await get('nul').expect(400)).body.message).toBe(
      'The request holds a value that cannot be stored: a text holds characters that cannot be stored.',
    );
  });

  it('answers a connection terminated under the request with a 503', async () => {
    expect((await get('terminated').expect(503)).body).toEqual({
      statusCode: 503,
      message: DATABASE_UNAVAILABLE,
      error: 'Service Unavailable',
    });
  });

  it('leaves HTTP errors as they are and bugs as a 500', async () => {
    expect((await get('missing').expect(404)).body.message).toBe('No such thing');
    await get('bug').expect(500);
  });
});
