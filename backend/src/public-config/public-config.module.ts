import { Module } from '@nestjs/common';
import { PublicConfigHttpController } from './public-config.http.controller';

/** The configuration the browser may read without signing in (GET /config). */
@Module({ controllers: [PublicConfigHttpController] })
export class PublicConfigModule {}
