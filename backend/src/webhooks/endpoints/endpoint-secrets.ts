import { Injectable } from '@nestjs/common';
import { WEBHOOK_SECRET_PREFIX } from '@job-intake/contracts/integrations/webhooks-api';
import { SecretBox } from '../../credentials/secret-box';
import type { SigningSecrets } from '../delivery/sign-webhook';

/**
 * Both secrets of a row are bound to its endpoint, not to their column: a rotation moves `secret`
 * to `previous_secret` as it is, and a copy on another row does not open.
 */
const boundTo = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/** A secret kept before decision 0059, in plain text until the start-up seals it. */
const isPlain = (kept: string) => kept.startsWith(WEBHOOK_SECRET_PREFIX);

/** An endpoint's signing secrets as its row keeps them: sealed by the SecretBox (decision 0059). */
@Injectable()
export class EndpointSecrets {
  constructor(private readonly box: SecretBox) {}

  seal(endpointId: string, secret: string): string {
    return this.box.seal(secret, boundTo(endpointId));
  }

  open(endpointId: string, kept: string): string {
    return isPlain(kept) ? kept : this.box.open(kept, boundTo(endpointId));
  }

  /** The row with its secrets opened, to sign with. */
  opened<Row extends SigningSecrets & { readonly id: string }>(row: Row): Row {
    const previous = row.previous_secret;
    return {
      ...row,
      secret: this.open(row.id, row.secret),
      previous_secret: previous === null ? null : this.open(row.id, previous),
    };
  }
}
