import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { resetLinkPath } from '@job-intake/contracts/identity/identity-api';
import {
  INVITATION_INVALID_MESSAGE,
  invitationAcceptedMessage,
  type AcceptInvitationResponse,
  type InvitationDetails,
} from '@job-intake/contracts/identity/users-api';
import { FirstPasswordLinks } from '../../credentials/first-password-links';
import { Companies } from '../../companies/companies.reader';
import { hashOneTimeCode } from '../../credentials/one-time-code';
import { Roles } from '../../roles/roles.reader';
import { DomainError } from '../../shared/domain-error';
import { isUniqueViolation } from '../../shared/postgres-errors';
import { UserWriter } from '../user.writer';

interface InvitationRow {
  id: string;
  company_id: string;
  role_id: string;
  email: string;
  name: string;
  cnt_id: string | null;
  api_key: string | null;
  /** The account the e-mail has now, if any. */
  user_id: string | null;
}

interface OpenInvitation extends InvitationRow {
  company_name: string;
  role_name: string;
}

/**
 * The invitation link (decision 0014): the token alone identifies its addressee, so following it
 * is enough to accept. An existing account becomes a member with the role chosen; a new e-mail
 * gets its account, without a usable password, and is sent on to choose one (the reset form).
 */
@Injectable()
export class AcceptInvitationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UserWriter,
    private readonly firstPasswords: FirstPasswordLinks,
    private readonly companies: Companies,
    private readonly roles: Roles,
  ) {}

  async details(token: string): Promise<InvitationDetails> {
    const invitation = await this.openInvitation(this.dataSource.manager, token, false);
    return {
      company: { name: invitation.company_name },
      email: invitation.email,
      role: invitation.role_name,
      new_account: invitation.user_id === null,
    };
  }

  async accept(token: string): Promise<AcceptInvitationResponse> {
    return this.dataSource
      .transaction(async (db) => {
        const invitation = await this.openInvitation(db, token, true);
        await db.query('UPDATE invitations SET accepted_at = now() WHERE id = $1', [invitation.id]);
        const message = invitationAcceptedMessage(invitation.company_name);
        if (invitation.user_id !== null) {
          await this.join(db, invitation, invitation.user_id);
          return { message, redirect: '/login' };
        }
        const { name, email, cnt_id, api_key } = invitation;
        const user = await this.users.create(db, { name, email, cnt_id, api_key });
        await this.join(db, invitation, user.id);
        const code = await this.firstPasswords.issueCode(db, user.id);
        return { message, redirect: resetLinkPath(code, user.email) };
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error)) throw error;
        throw new DomainError('conflict', 'This invitation is being accepted already; reload.');
      });
  }

  private async join(db: EntityManager, invitation: OpenInvitation, userId: string): Promise<void> {
    const member: unknown[] = await db.query(
      'SELECT 1 FROM memberships WHERE user_id = $1 AND company_id = $2',
      [userId, invitation.company_id],
    );
    if (member.length === 0) {
      await this.users.addMembership(db, userId, invitation.company_id, invitation.role_id);
    }
  }

  /** The invitation of this token, unused and unexpired (locked when it is about to be used). */
  private async openInvitation(
    db: EntityManager,
    token: string,
    lock: boolean,
  ): Promise<OpenInvitation> {
    const rows: InvitationRow[] = await db.query(
      `SELECT i.id, i.company_id, i.role_id, i.email, i.name, i.cnt_id, i.api_key,
              (SELECT u.id FROM users u WHERE lower(u.email) = lower(i.email)) AS user_id
         FROM invitations i
        WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now()
        ${lock ? 'FOR UPDATE OF i' : ''}`,
      [hashOneTimeCode(token)],
    );
    const invitation = rows[0];
    if (!invitation) throw new BadRequestException(INVITATION_INVALID_MESSAGE);
    const role = await this.roles.find(invitation.company_id, invitation.role_id, db);
    const companyName = await this.companies.nameOf(invitation.company_id);
    if (!role || companyName === undefined) {
      throw new BadRequestException(INVITATION_INVALID_MESSAGE);
    }
    return { ...invitation, company_name: companyName, role_name: role.name };
  }
}
