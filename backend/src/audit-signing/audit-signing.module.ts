import { Module } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PG_POOL } from '../database/database.module';
import { AuditSigner } from './audit-signer';
import { loadDeploymentKey } from './deployment-signing-key';
import { AuditKeyHttpController } from './publish-key/audit-key.http.controller';

/** The deployment's audit-record signing key (decision 0046) and its public half's URL. */
@Module({
  controllers: [AuditKeyHttpController],
  providers: [
    {
      provide: AuditSigner,
      inject: [PG_POOL, APP_CONFIG],
      useFactory: async (pool: Pool, config: AppConfig) =>
        new AuditSigner(await loadDeploymentKey(pool, config.AUDIT_SIGNING_KEY)),
    },
  ],
  exports: [AuditSigner],
})
export class AuditSigningModule {}
