import { Injectable } from '@nestjs/common';
import { IMPORT_FORBIDDEN } from '@job-intake/contracts/jobs/job-import-api';
import { DomainError } from '../../shared/domain-error';
import { WorkflowStepsReader } from '../../workflows/shared/workflow-steps.reader';

/** Who asks: the signed-in user's role in the company and API key. */
export interface ImportCaller {
  readonly companyId: string;
  readonly roleId: string;
  readonly apiKey: string | null;
}

/**
 * Who may send a company's jobs to the provider (spec 6): a user in the role of the company's
 * last workflow step who holds an API key (the provider call carries it).
 */
@Injectable()
export class Importers {
  constructor(private readonly steps: WorkflowStepsReader) {}

  async mayImport(caller: ImportCaller): Promise<boolean> {
    if (!caller.apiKey?.trim()) return false;
    const last = (await this.steps.list(caller.companyId)).at(-1);
    return last?.role.id === caller.roleId;
  }

  async requireImporter(caller: ImportCaller): Promise<void> {
    if (!(await this.mayImport(caller))) throw new DomainError('forbidden', IMPORT_FORBIDDEN);
  }
}
