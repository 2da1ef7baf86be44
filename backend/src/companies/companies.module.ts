import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Company } from './company.entity';
import { Companies } from './companies.reader';
import { CompanyWriter } from './company.writer';
import { CompanyStyleHttpController } from './custom-style/company-style.http.controller';
import { CompanyDetailReader } from './shared/company-detail.reader';
import { GetCompanyHttpController } from './get-company/get-company.http.controller';
import { ListCompaniesHttpController } from './list-companies/list-companies.http.controller';
import { UpdateCompanyHttpController } from './update-company/update-company.http.controller';
import { UpdateCompanyService } from './update-company/update-company.service';

const httpControllers = [
  ListCompaniesHttpController,
  GetCompanyHttpController,
  UpdateCompanyHttpController,
  CompanyStyleHttpController,
];
const services = [Companies, CompanyWriter, UpdateCompanyService, CompanyDetailReader];

/** Companies: the admin list and the company settings (company-setup/ creates them). */
@Module({
  imports: [TypeOrmModule.forFeature([Company])],
  controllers: httpControllers,
  providers: services,
  exports: [Companies, CompanyWriter],
})
export class CompaniesModule {}
