import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  INVITATION_TTL_DAYS,
  invitationLinkPath,
  type PendingInvitationRow,
} from '@job-intake/contracts/identity/users-api';
import type { Companies } from '../../companies/companies.reader';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { AppLinks } from '../../credentials/app-links';
import { hashOneTimeCode, newOneTimeCode } from '../../credentials/one-time-code';
import { MAILER, type Mailer } from '../../mail/mailer.port';
import { DomainError } from '../../shared/domain-error';
import { invitationEmail } from './invitation-email';

/** What the admin typed for the person invited; the role is one of the company's. */
export interface Invitee {
  readonly name: string;
  readonly email: string;
  readonly cnt_id: string | null;
  readonly api_key: string | null;
  readonly role: { id: string; name: string };
}

/** An invitation just recorded, with the token its e-mail carries (never stored). */
export interface IssuedInvitation {
  readonly row: PendingInvitationRow;
  readonly token: string;
}

export const INVITATION_SELECT = `
  SELECT i.id, i.name, i.email, json_build_object('id', r.id, 'name', r.name) AS role,
         i.expires_at, (i.expires_at <= now()) AS expired, i.created_at
    FROM invitations i
    JOIN roles r ON r.id = i.role_id`;

/**
 * Invitations to a company (decision 0014). Recording one looks at no account: the e-mail may be
 * new or belong to anyone, and the inviter learns nothing about which. Inviting an e-mail again
 * replaces its open invitation (a new link, the latest role).
 */
@Injectable()
export class Invitations {
  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly links: AppLinks,
  ) {}

  async record(
    db: EntityManager,
    companyId: string,
    inviter: AuthenticatedUser,
    invitee: Invitee,
  ): Promise<IssuedInvitation> {
    const token = newOneTimeCode();
    const id = randomUUID();
    await db.query(
      'DELETE FROM invitations WHERE company_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL',
      [companyId, invitee.email],
    );
    await db.query(
      `INSERT INTO invitations
         (id, company_id, role_id, email, name, cnt_id, api_key, invited_by, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10))`,
      [
        id,
        companyId,
        invitee.role.id,
        invitee.email,
        invitee.name,
        invitee.cnt_id,
        invitee.api_key,
        inviter.id,
        hashOneTimeCode(token),
        INVITATION_TTL_DAYS,
      ],
    );
    const rows: PendingInvitationRow[] = await db.query(`${INVITATION_SELECT} WHERE i.id = $1`, [
      id,
    ]);
    return { row: rows[0] as PendingInvitationRow, token };
  }

  async send(
    invitation: IssuedInvitation,
    company: { name: string },
    inviter: AuthenticatedUser,
  ): Promise<void> {
    const { row, token } = invitation;
    await this.mailer.send(
      invitationEmail({
        to: { name: row.name, email: row.email },
        company: company.name,
        inviter: inviter.name,
        link: this.links.to(invitationLinkPath(token)),
      }),
    );
  }
}

/** Which of these e-mails (lower-cased) already belong to members of the company. */
export async function memberEmails(
  db: EntityManager,
  companyId: string,
  emails: readonly string[],
): Promise<Set<string>> {
  const rows: { email: string }[] = await db.query(
    `SELECT lower(u.email) AS email
       FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.company_id = $1 AND lower(u.email) = ANY($2)`,
    [companyId, emails.map((email) => email.toLowerCase())],
  );
  return new Set(rows.map((row) => row.email));
}

/** The company's name; no such company is 404. */
export async function companyName(companies: Companies, companyId: string): Promise<string> {
  const name = await companies.nameOf(companyId);
  if (name === undefined) throw new DomainError('not_found', 'Company not found');
  return name;
}
