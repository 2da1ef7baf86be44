import { Module } from '@nestjs/common';
import { GuestLinks } from './guest-links';

/** Share links as guests' modules read them, apart from JobsModule, which imports lookups. */
@Module({ providers: [GuestLinks], exports: [GuestLinks] })
export class GuestLinksModule {}
