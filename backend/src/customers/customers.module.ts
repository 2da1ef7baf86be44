import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerPresets } from './customer-presets';
import { CompanyScopes } from '../companies/company-scope';
import { Customer } from './customer.entity';
import { CreateCustomerHttpController } from './create-customer/create-customer.http.controller';
import { DeleteCustomerHttpController } from './delete-customer/delete-customer.http.controller';
import { ListCustomersHttpController } from './list-customers/list-customers.http.controller';
import { UpdateCustomerHttpController } from './update-customer/update-customer.http.controller';
import { UploadCustomersHttpController } from './upload-customers/upload-customers.http.controller';
import { UploadCustomersService } from './upload-customers/upload-customers.service';

/** Customer presets: the Customers tab (list, add, edit, delete, CSV upload) and the auto-fill. */
@Module({
  imports: [TypeOrmModule.forFeature([Customer])],
  controllers: [
    ListCustomersHttpController,
    CreateCustomerHttpController,
    UpdateCustomerHttpController,
    DeleteCustomerHttpController,
    UploadCustomersHttpController,
  ],
  providers: [CompanyScopes, UploadCustomersService, CustomerPresets],
  exports: [CustomerPresets],
})
export class CustomersModule {}
