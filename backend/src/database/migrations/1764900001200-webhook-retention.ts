import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What the webhooks' retention run (decision 0058) deletes by: the deliveries and the events by
 * age, and the deliveries by event (the foreign key's check when an event row goes).
 */
export class WebhookRetention1764900001200 implements MigrationInterface {
  name = 'WebhookRetention1764900001200';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at)');
    await db.query('CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id, type)');
    await db.query('CREATE INDEX webhook_events_occurred ON webhook_events (occurred_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX webhook_events_occurred');
    await db.query('DROP INDEX webhook_deliveries_event');
    await db.query('DROP INDEX webhook_deliveries_created');
  }
}
