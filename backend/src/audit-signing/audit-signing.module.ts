import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CredentialsModule } from '../credentials/credentials.module';
import { SecretBox } from '../credentials/secret-box';
import { PG_POOL } from '../database/database.module';
import { AuditSigner } from './audit-signer';
import { loadDeploymentKey } from './deployment-signing-key';
import { AuditKeyHttpController } from './publish-key/audit-key.http.controller';

/**
 * The deployment's audit-record signing key (decision 0046), kept sealed (decision 0059), and its
 * public half's URL.
 */
@Module({
  imports: [CredentialsModule],
  controllers: [AuditKeyHttpController],
  providers: [
    {
      provide: AuditSigner,
      inject: [PG_POOL, SecretBox, APP_CONFIG],
      useFactory: async (pool: Pool, box: SecretBox, config: AppConfig) =>
        new AuditSigner(await loadDeploymentKey(pool, box, config.AUDIT_SIGNING_KEY)),
    },
  ],
  exports: [AuditSigner],
})
export class AuditSigningModule {}
