import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  UploadedUser,
  UserUploadErrorResponse,
  UserUploadResponse,
  UserUploadRowError,
} from '@job-intake/contracts/identity/users-api';
import { locationLabel } from '@job-intake/contracts/provider/provider-api';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { PROVIDER_API, type ProviderApi } from '../../provider/provider.port';
import { Companies } from '../../companies/companies.reader';
import { Roles } from '../../roles/roles.reader';
import { DomainError } from '../../shared/domain-error';
import {
  companyName,
  Invitations,
  memberEmails,
  type IssuedInvitation,
} from '../shared/invitations';
import { isUniqueViolation } from '../../shared/postgres-errors';
import { parseUserCsv, type UserCsvRole, type UserCsvRow } from './user-csv';

export interface UserUpload {
  file: Buffer;
  divId: number;
  defaultRoleId: string;
}

/**
 * POST /userFile. The whole file is checked first (the CSV rules, the location, each CNT ID
 * against the location's contacts); any bad line refuses the whole file with every problem listed,
 * so a file is imported entirely or not at all. Each row is invited as by POST /user (decision
 * 0014), whether or not its e-mail has an account; a member of the company is left as it is.
 */
@Injectable()
export class UploadUsersService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PROVIDER_API) private readonly provider: ProviderApi,
    private readonly invitations: Invitations,
    private readonly companies: Companies,
    private readonly roles: Roles,
  ) {}

  async upload(
    companyId: string,
    actor: AuthenticatedUser,
    upload: UserUpload,
  ): Promise<UserUploadResponse> {
    const roles: UserCsvRole[] = await this.roles.list(companyId);
    const defaultRole = roles.find((role) => role.id === upload.defaultRoleId);
    if (!defaultRole) throw new DomainError('not_found', 'Role not found');

    const locations = await this.provider.listDivisions({ apiKey: actor.apiKey });
    const location = locations.find((candidate) => candidate.DIV_ID === upload.divId);
    if (!location) {
      throw new DomainError(
        'invalid',
        `div_id: ${upload.divId} is not one of the provider's locations.`,
      );
    }
    if (location.ACTIVE !== 1) {
      throw new DomainError(
        'invalid',
        `div_id: the location ${locationLabel(location)} is not active.`,
      );
    }

    const { rows, errors } = parseUserCsv(upload.file, roles, defaultRole);
    if (rows.some((row) => row.cnt_id !== null)) {
      const contacts = await this.provider.listContacts({
        apiKey: actor.apiKey,
        divId: location.DIV_ID,
      });
      const known = new Set(contacts.map((contact) => String(contact.CNT_ID)));
      for (const row of rows) {
        if (row.cnt_id !== null && !known.has(row.cnt_id)) {
          errors.push({
            line: row.line,
            field: 'cnt_id',
            reason: `cnt_id ${row.cnt_id} is not a contact of the location ${locationLabel(location)}`,
          });
        }
      }
    }
    if (errors.length > 0) throw refused(errors);

    const { company, users, issued } = await this.dataSource
      .transaction(async (db) => ({
        company: { name: await companyName(this.companies, companyId) },
        ...(await this.inviteRows(db, companyId, actor, rows)),
      }))
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new DomainError(
          'conflict',
          'Some of these users were invited by someone else at the same moment; nothing was imported. Upload the file again.',
        );
      });
    for (const invitation of issued) await this.invitations.send(invitation, company, actor);
    return { users, upload_count: issued.length };
  }

  private async inviteRows(
    db: EntityManager,
    companyId: string,
    actor: AuthenticatedUser,
    rows: UserCsvRow[],
  ): Promise<{ users: UploadedUser[]; issued: IssuedInvitation[] }> {
    const members = await memberEmails(
      db,
      companyId,
      rows.map((row) => row.email),
    );
    const users: UploadedUser[] = [];
    const issued: IssuedInvitation[] = [];
    for (const row of rows) {
      const reported = { line: row.line, name: row.name, email: row.email, role: row.role.name };
      if (members.has(row.email.toLowerCase())) {
        users.push({ ...reported, status: 'existing' });
        continue;
      }
      issued.push(await this.invitations.record(db, companyId, actor, row));
      users.push({ ...reported, status: 'invited' });
    }
    return { users, issued };
  }
}

function refused(errors: UserUploadRowError[]): BadRequestException {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const first = sorted[0];
  const lines = new Set(sorted.map((error) => error.line)).size;
  const message =
    sorted.length === 1 && first && !first.field && first.line <= 1
      ? `The file was not imported: ${first.reason}`
      : `The file was not imported: ${lines} ${lines === 1 ? 'line has' : 'lines have'} problems. Fix ${lines === 1 ? 'it' : 'them'} and upload the file again.`;
  const body: UserUploadErrorResponse = {
    statusCode: 400,
    message,
    error: 'Bad Request',
    errors: sorted,
  };
  return new BadRequestException(body);
}
