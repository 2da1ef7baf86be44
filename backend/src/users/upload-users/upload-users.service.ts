import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { hash } from 'argon2';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type {
  UploadedUser,
  UserUploadErrorResponse,
  UserUploadResponse,
  UserUploadRowError,
} from '@job-intake/contracts/identity/users-api';
import { locationLabel } from '@job-intake/contracts/provider/provider-api';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { PROVIDER_API, type ProviderApi } from '../../provider/provider.port';
import { DomainError } from '../../shared/domain-error';
import { Membership } from '../membership.entity';
import { isUniqueViolation } from '../shared/postgres-errors';
import { User } from '../user.entity';
import { parseUserCsv, type UserCsvRole, type UserCsvRow } from './user-csv';

export interface UserUpload {
  file: Buffer;
  divId: number;
  defaultRoleId: string;
}

/**
 * POST /userFile. The whole file is checked first (the CSV rules, the location, each CNT ID
 * against the location's contacts); any bad line refuses the whole file with every problem listed,
 * so a file is imported entirely or not at all. An e-mail that already has a user adds that user
 * to the company; one already in the company is left as it is.
 */
@Injectable()
export class UploadUsersService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PROVIDER_API) private readonly provider: ProviderApi,
  ) {}

  async upload(
    companyId: string,
    actor: AuthenticatedUser,
    upload: UserUpload,
  ): Promise<UserUploadResponse> {
    const roles: UserCsvRole[] = await this.dataSource.query(
      'SELECT id, name FROM roles WHERE company_id = $1 ORDER BY lower(name)',
      [companyId],
    );
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

    try {
      return await this.dataSource.transaction((db) => this.importRows(db, companyId, actor, rows));
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new DomainError(
          'conflict',
          'Some of these users were added by someone else at the same moment; nothing was imported. Upload the file again.',
        );
      }
      throw error;
    }
  }

  private async importRows(
    db: EntityManager,
    companyId: string,
    actor: AuthenticatedUser,
    rows: UserCsvRow[],
  ): Promise<UserUploadResponse> {
    const existing: { id: string; email: string; member: boolean }[] = await db.query(
      `SELECT u.id, lower(u.email) AS email,
              EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.company_id = $2) AS member
         FROM users u WHERE lower(u.email) = ANY($1)`,
      [rows.map((row) => row.email.toLowerCase()), companyId],
    );
    const byEmail = new Map(existing.map((user) => [user.email, user]));
    // Spec section 6: a new user's first password is the creating user's e-mail. One hash serves
    // every new row (same password), which keeps a 1,000-line file quick.
    const needsPassword = rows.some((row) => !byEmail.has(row.email.toLowerCase()));
    const passwordHash = needsPassword ? await hash(actor.email) : '';

    const users: UploadedUser[] = [];
    for (const row of rows) {
      const found = byEmail.get(row.email.toLowerCase());
      const reported = { line: row.line, name: row.name, email: row.email, role: row.role.name };
      if (found?.member) {
        users.push({ ...reported, status: 'existing' });
        continue;
      }
      let userId = found?.id;
      if (!userId) {
        userId = randomUUID();
        await db.insert(User, {
          id: userId,
          name: row.name,
          email: row.email,
          password_hash: passwordHash,
          cnt_id: row.cnt_id,
          api_key: row.api_key,
          list_count: 100,
          column_choice: 'form_variant',
          token_version: 0,
        });
      }
      await db.insert(Membership, {
        id: randomUUID(),
        user_id: userId,
        company_id: companyId,
        role_id: row.role.id,
      });
      users.push({ ...reported, status: found ? 'added' : 'created' });
    }
    return { users, upload_count: users.filter((user) => user.status !== 'existing').length };
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
