import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { FilesModule } from '../files/files.module';
import { HealthController } from './health.controller';

@Module({ imports: [TerminusModule, FilesModule], controllers: [HealthController] })
export class HealthModule {}
