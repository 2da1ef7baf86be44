import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { OutboxQueue } from '../../notifications/outbox-queue';
import { Roles } from '../../roles/roles.reader';
import { UsersDirectory } from '../../users/users.directory';

/** This many deliveries given up in a row (nothing succeeded between them) disable an endpoint. */
export const GIVEN_UP_IN_A_ROW = 3;

/**
 * An endpoint that keeps failing is disabled ('failing'): when a delivery is given up (a day of
 * retries) and the endpoint's last GIVEN_UP_IN_A_ROW finished deliveries all failed. Its company's
 * admins are told by e-mail through the outbox; what waits for it stays queued (for the retention's
 * days: webhook-retention.ts) and goes out when an admin enables it again.
 */
@Injectable()
export class FailingEndpoints {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly roles: Roles,
    private readonly users: UsersDirectory,
    private readonly outbox: OutboxQueue,
  ) {}

  async givenUp(endpointId: string): Promise<void> {
    const { rows } = await this.pool.query<{ company_id: string; url: string; at: Date }>(
      `UPDATE webhook_endpoints SET disabled_reason = 'failing'
       WHERE id = $1 AND disabled_reason IS NULL
         AND $2 = (SELECT count(*) FILTER (WHERE status = 'failed') FROM (
           SELECT status FROM webhook_deliveries
           WHERE endpoint_id = $1 AND status IN ('succeeded', 'failed')
           ORDER BY last_attempt_at DESC LIMIT $2) recent)
       RETURNING company_id, url, now() AS at`,
      [endpointId, GIVEN_UP_IN_A_ROW],
    );
    const disabled = rows[0];
    if (!disabled) return;
    this.logger.warn(`Webhook endpoint ${endpointId} disabled: its deliveries keep failing`);
    const admins = await this.users.membersInRoles(
      (await this.roles.holding(disabled.company_id, 'company')).map((role_id) => ({
        company_id: disabled.company_id,
        role_id,
      })),
    );
    await this.outbox.queue(
      admins.map((admin) => ({
        dedupe_key: `webhook-disabled:${endpointId}:${disabled.at.toISOString()}:${admin.id}`,
        company_id: disabled.company_id,
        recipient: admin.email,
        subject: 'A webhook endpoint was disabled',
        body: disabledBody(
          admin.name,
          disabled.url,
          this.companyPage(disabled.company_id),
          this.config.WEBHOOK_RETENTION_DAYS,
        ),
      })),
    );
  }

  private companyPage(companyId: string): string {
    const origin = this.config.PUBLIC_URL ?? `http://localhost:${this.config.PORT}`;
    return `${origin.replace(/\/+$/, '')}/company/${companyId}`;
  }
}

function disabledBody(name: string, url: string, page: string, keptDays: number): string {
  return [
    `Hello ${name},`,
    '',
    `Job Intake stopped sending webhooks to ${url}: its last ${GIVEN_UP_IN_A_ROW} deliveries failed after a day of retries each.`,
    `The events since then are kept for ${keptDays} days. Once the receiver works again, enable the endpoint on the Webhooks tab of your company page and they will be sent:`,
    page,
  ].join('\n');
}
