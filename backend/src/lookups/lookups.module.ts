import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FormsModule } from '../forms/forms.module';
import { GuestLinksModule } from '../jobs/guest-links/guest-links.module';
import { PublicForms } from '../public-forms/shared/public-forms.reader';
import { GEOCODING_PORT } from './domain/geocoding.port';
import { PARCEL_PORT } from './domain/parcel.port';
import { LinkLookupsHttpController } from './guests/link-lookups.http.controller';
import { LinkScopeGuard } from './guests/link-scope.guard';
import { PublicFormLookupsHttpController } from './guests/public-form-lookups.http.controller';
import { PublicFormScopeGuard } from './guests/public-form-scope.guard';
import { GoogleGeocodingAdapter } from './http/google-geocoding.adapter';
import { ReportAllParcelAdapter } from './http/reportall-parcel.adapter';
import { connectLookups, LOOKUPS_CONNECTION, type LookupsConnection } from './lookups-connection';
import { Lookups } from './shared/lookups.service';
import { StaffLookupsHttpController } from './staff/staff-lookups.http.controller';

const httpControllers = [
  StaffLookupsHttpController,
  LinkLookupsHttpController,
  PublicFormLookupsHttpController,
];
const ports = [
  {
    provide: LOOKUPS_CONNECTION,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => connectLookups(config),
  },
  {
    provide: GEOCODING_PORT,
    inject: [LOOKUPS_CONNECTION],
    useFactory: (connection: LookupsConnection) => new GoogleGeocodingAdapter(connection.geocoding),
  },
  {
    provide: PARCEL_PORT,
    inject: [LOOKUPS_CONNECTION],
    useFactory: (connection: LookupsConnection) => new ReportAllParcelAdapter(connection.parcel),
  },
];

/**
 * Address, parcel and owner lookups (issue 15) for staff and guests, through the maps and parcel
 * ports. With GEOCODING_API_URL or PARCEL_API_URL unset (the default set-up and the tests) the
 * local sandbox is started here and stopped with the application.
 */
@Module({
  imports: [FormsModule, GuestLinksModule],
  controllers: httpControllers,
  providers: [...ports, Lookups, LinkScopeGuard, PublicFormScopeGuard, PublicForms],
  exports: [Lookups],
})
export class LookupsModule implements OnApplicationShutdown {
  constructor(@Inject(LOOKUPS_CONNECTION) private readonly connection: LookupsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.sandbox?.close();
  }
}
