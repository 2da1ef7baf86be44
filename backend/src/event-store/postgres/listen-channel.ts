import { Client } from 'pg';
import type { OpenChangeChannel } from '../change-notifier';
import { APPENDED_CHANNEL } from './sql';

/**
 * A dedicated connection LISTENing for appends, or another channel (a pooled one would lose the
 * LISTEN on release).
 */
export function listenForAppends(
  connectionString: string,
  channel: string = APPENDED_CHANNEL,
): OpenChangeChannel {
  return async ({ onChange, onLost }) => {
    const client = new Client({ connectionString });
    let open = true;
    const lose = () => {
      if (!open) return;
      open = false;
      onLost();
      client.end().catch(() => undefined);
    };
    client.on('notification', onChange);
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      open = false;
      await client.end().catch(() => undefined);
      throw error;
    }
    return {
      close: async () => {
        open = false;
        await client.end();
      },
    };
  };
}
