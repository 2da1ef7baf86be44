import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { WEBHOOK_SECRET_PREFIX } from '@job-intake/contracts/integrations/webhooks-api';
import { PG_POOL } from '../../database/database.module';
import type { Queryable } from '../../database/pg-pool';
import { EndpointSecrets } from '../endpoints/endpoint-secrets';

const COLUMNS = ['secret', 'previous_secret'] as const;

/**
 * Seals, at each start, the secrets that rows made before decision 0059 keep in plain text. Each
 * value is replaced only if it is still the plain one read, so instances starting together (or a
 * rotation meanwhile) never seal a value twice or overwrite a newer one; once all are sealed, it
 * finds nothing.
 */
@Injectable()
export class SealPlainSecrets implements OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');

  constructor(
    @Inject(PG_POOL) private readonly pool: Queryable,
    private readonly secrets: EndpointSecrets,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    let sealed = 0;
    for (const column of COLUMNS) sealed += await this.sealColumn(column);
    if (sealed > 0) this.logger.log(`Sealed ${sealed} webhook secrets kept in plain text`);
  }

  private async sealColumn(column: (typeof COLUMNS)[number]): Promise<number> {
    const { rows } = await this.pool.query<{ id: string; plain: string }>(
      `SELECT id, ${column} AS plain FROM webhook_endpoints WHERE starts_with(${column}, $1)`,
      [WEBHOOK_SECRET_PREFIX],
    );
    let sealed = 0;
    for (const { id, plain } of rows) {
      const { rowCount } = await this.pool.query(
        `UPDATE webhook_endpoints SET ${column} = $3 WHERE id = $1 AND ${column} = $2`,
        [id, plain, this.secrets.seal(id, plain)],
      );
      sealed += rowCount ?? 0;
    }
    return sealed;
  }
}
