import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
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
