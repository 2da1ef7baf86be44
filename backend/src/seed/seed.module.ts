import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { RolesModule } from '../roles/roles.module';
import { UsersModule } from '../users/users.module';
import { WorkflowsModule } from '../workflows/workflows.module';
import { DemoSeed } from './demo-seed';

@Module({
  imports: [CompaniesModule, RolesModule, WorkflowsModule, UsersModule],
  providers: [DemoSeed],
  exports: [DemoSeed],
})
export class SeedModule {}
