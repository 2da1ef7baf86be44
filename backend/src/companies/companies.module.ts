import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { AuthModule } from '../auth/auth.module';
import { Companies } from './companies.reader';
import { CompanySetup } from './company-setup.service';
import { CompanyStyleHttpController } from './custom-style/company-style.http.controller';
import { CreateCompanyHttpController } from './create-company/create-company.http.controller';
import { CreateCompanyService } from './create-company/create-company.service';
import { CompanyDetailReader } from './shared/company-detail.reader';
import { GetCompanyHttpController } from './get-company/get-company.http.controller';
import { ListCompaniesHttpController } from './list-companies/list-companies.http.controller';
import { UpdateCompanyHttpController } from './update-company/update-company.http.controller';
import { UpdateCompanyService } from './update-company/update-company.service';

const httpControllers = [
  CreateCompanyHttpController,
  ListCompaniesHttpController,
  GetCompanyHttpController,
  UpdateCompanyHttpController,
  CompanyStyleHttpController,
];
const services = [
  Companies,
  CompanySetup,
  CreateCompanyService,
  UpdateCompanyService,
  CompanyDetailReader,
];

/** Companies: the admin list, creation with default roles, and the company settings. */
@Module({
  imports: [TypeOrmModule.forFeature([Company]), AuthModule],
  controllers: httpControllers,
  providers: services,
  exports: [Companies, CompanySetup],
})
export class CompaniesModule {}
