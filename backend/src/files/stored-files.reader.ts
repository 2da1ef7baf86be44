import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import type { Queryable } from '../database/pg-pool';
import type { RecordedType } from './storage/copy-files';
import { StoredFile } from './stored-file.entity';

/** Where a stored file is served (/api/v1/{location}). */
export interface StoredFileLocation {
  readonly id: string;
  readonly location: string;
}

/**
 * The stored files as other modules read them (a form variant's logo). A caller inside a
 * transaction passes its manager.
 */
@Injectable()
export class StoredFiles {
  constructor(private readonly dataSource: DataSource) {}

  /** The files of these ids that exist, each with its location. */
  async locationsOf(
    ids: readonly string[],
    db: EntityManager = this.dataSource.manager,
  ): Promise<StoredFileLocation[]> {
    if (ids.length === 0) return [];
    return db.find(StoredFile, {
      select: { id: true, location: true },
      where: { id: In([...ids]) },
    });
  }

  /** Whether the company stored a file of this id. */
  isCompanys(
    companyId: string,
    fileId: string,
    db: EntityManager = this.dataSource.manager,
  ): Promise<boolean> {
    return db.existsBy(StoredFile, { id: fileId, company_id: companyId });
  }
}

/** Each stored file's key in the file store (its location without `files/`) and its type. */
export async function storedFileTypes(db: Queryable): Promise<RecordedType[]> {
  const { rows } = await db.query<RecordedType>(
    `SELECT substr(location, length('files/') + 1) AS key, mime_type FROM files`,
  );
  return rows;
}
