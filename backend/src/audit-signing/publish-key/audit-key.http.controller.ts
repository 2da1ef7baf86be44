import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AUDIT_KEY_PATH, type AuditPublicJwk } from '@job-intake/contracts/audit/audit-key';
import { Public } from '../../request-context/auth.decorators';
import { AuditSigner } from '../audit-signer';

/**
 * GET /.well-known/job-intake-audit-key (outside /api/v1, RFC 8615): the public key that checks
 * audit records, for auditors to fetch once and pin.
 */
@ApiTags('audit')
@Controller(AUDIT_KEY_PATH)
export class AuditKeyHttpController {
  constructor(private readonly signer: AuditSigner) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  @Header('Access-Control-Allow-Origin', '*')
  @ApiOkResponse({ description: 'The Ed25519 public key (JWK, kid = RFC 7638 thumbprint)' })
  key(): AuditPublicJwk {
    return this.signer.publicJwk;
  }
}
