import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';
import type { ServiceTypes } from '../domain/service-types.rules';
import { SERVICE_TYPE_COLUMNS } from './service-types.reader';

/**
 * Changes a company's service types as one transaction: reads them all under a per-company lock,
 * lets a rule of domain/ answer the new set, and writes the difference.
 */
@Injectable()
export class ServiceTypesStore {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's types after the change. */
  change(
    companyId: string,
    decide: (types: ServiceTypes) => ServiceTypeDto[],
  ): Promise<ServiceTypeDto[]> {
    return this.dataSource.transaction(async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('service_types:' || $1, 0))`, [
        companyId,
      ]);
      const before: ServiceTypeDto[] = await db.query(
        `SELECT ${SERVICE_TYPE_COLUMNS} FROM service_types WHERE company_id = $1`,
        [companyId],
      );
      const after = decide(before);
      await write(db, companyId, before, after);
      return after;
    });
  }
}

async function write(
  db: EntityManager,
  companyId: string,
  before: ServiceTypeDto[],
  after: ServiceTypeDto[],
): Promise<void> {
  const kept = after.map(({ id }) => id);
  const defaults = after.filter((type) => type.default).map(({ id }) => id);
  await db.query('DELETE FROM service_types WHERE company_id = $1 AND NOT (id = ANY($2))', [
    companyId,
    kept,
  ]);
  // Clears the old default first: the unique index service_types_one_default allows one.
  await db.query(
    `UPDATE service_types SET is_default = false, updated_at = now()
      WHERE company_id = $1 AND is_default AND NOT (id = ANY($2))`,
    [companyId, defaults],
  );
  for (const type of after.filter((one) => changed(before, one))) {
    await db.query(
      `INSERT INTO service_types (id, company_id, text, lien_direct, is_default, status)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET text = $3, lien_direct = $4, is_default = $5, status = $6,
         updated_at = now()`,
      [type.id, companyId, type.text, type.lien_direct, type.default, type.status],
    );
  }
}

function changed(before: ServiceTypeDto[], type: ServiceTypeDto): boolean {
  const old = before.find(({ id }) => id === type.id);
  return (
    !old ||
    old.text !== type.text ||
    old.lien_direct !== type.lien_direct ||
    old.default !== type.default ||
    old.status !== type.status
  );
}
