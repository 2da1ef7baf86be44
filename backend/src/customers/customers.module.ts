import { Module } from '@nestjs/common';
import { ListCustomersHttpController } from './list-customers/list-customers.http.controller';

/** Customer presets: the job form's auto-fill list (management screens come later). */
@Module({
  controllers: [ListCustomersHttpController],
})
export class CustomersModule {}
