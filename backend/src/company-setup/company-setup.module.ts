import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { CredentialsModule } from '../credentials/credentials.module';
import { RolesModule } from '../roles/roles.module';
import { UsersModule } from '../users/users.module';
import { WorkflowsModule } from '../workflows/workflows.module';
import { CompanySetup } from './company-setup';
import { CreateCompanyHttpController } from './create-company/create-company.http.controller';
import { CreateCompanyService } from './create-company/create-company.service';

/**
 * A new company with its default roles, workflow step and admin (POST /company, registration):
 * each owner writes its own tables, composed here in one transaction.
 */
@Module({
  imports: [CompaniesModule, RolesModule, WorkflowsModule, UsersModule, CredentialsModule],
  controllers: [CreateCompanyHttpController],
  providers: [CompanySetup, CreateCompanyService],
  exports: [CompanySetup],
})
export class CompanySetupModule {}
