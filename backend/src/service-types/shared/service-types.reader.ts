import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ServiceTypeDto } from '@job-intake/contracts/services/service-types-api';

/** The columns a service type is answered with (is_default is `default` in the API). */
export const SERVICE_TYPE_COLUMNS = 'id, text, lien_direct, is_default AS "default", status';

/** A company's service types, for the Services tab and the import's service select. */
@Injectable()
export class ServiceTypesReader {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  listOf(companyId: string): Promise<ServiceTypeDto[]> {
    return this.dataSource.query(
      `SELECT ${SERVICE_TYPE_COLUMNS} FROM service_types WHERE company_id = $1
        ORDER BY lower(text), id`,
      [companyId],
    );
  }
}
