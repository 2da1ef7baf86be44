import { Module } from '@nestjs/common';
import { PgThrottlerStorage } from './pg-throttler.storage';

/** The throttler's shared counters, for ThrottlerModule's factory (and their pruning). */
@Module({ providers: [PgThrottlerStorage], exports: [PgThrottlerStorage] })
export class ThrottlerStorageModule {}
