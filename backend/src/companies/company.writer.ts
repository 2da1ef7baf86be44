import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  DEFAULT_AUTOFILL_LABEL,
  DEFAULT_CONFIG_SETTINGS,
  DEFAULT_REFERENCE_LABEL,
  type CompanyStatus,
} from '@job-intake/contracts/identity/company-api';
import { Company } from './company.entity';

export interface NewCompany {
  readonly id?: string;
  readonly name: string;
  readonly status: CompanyStatus;
  readonly contact_id?: string | null;
}

/** Creates companies for other modules' set-up (decision 0034), in the caller's transaction. */
@Injectable()
export class CompanyWriter {
  create(db: EntityManager, company: NewCompany): Promise<Company> {
    return db.save(
      db.create(Company, {
        id: company.id ?? randomUUID(),
        name: company.name,
        status: company.status,
        contact_id: company.contact_id ?? null,
        config_settings: DEFAULT_CONFIG_SETTINGS,
        archive_length: -1,
        archive_duration: 'month',
        reference_label: DEFAULT_REFERENCE_LABEL,
        autofill_label: DEFAULT_AUTOFILL_LABEL,
        custom_style: null,
      }),
    );
  }
}
