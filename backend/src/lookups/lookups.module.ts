import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FormsModule } from '../forms/forms.module';
import { GEOCODING_PORT } from './domain/geocoding.port';
import { PARCEL_PORT } from './domain/parcel.port';
import { GoogleGeocodingAdapter } from './http/google-geocoding.adapter';
import { ReportAllParcelAdapter } from './http/reportall-parcel.adapter';
import { connectLookups, LOOKUPS_CONNECTION, type LookupsConnection } from './lookups-connection';
import { Lookups } from './shared/lookups.service';
import { StaffLookupsHttpController } from './staff/staff-lookups.http.controller';

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
 * Address, parcel and owner lookups (issue 15) through the maps and parcel ports: the staff
 * routes here; a share link's and a public form's routes live in guests/ and public-forms/. With GEOCODING_API_URL or PARCEL_API_URL unset (the default set-up and the tests) the
 * local sandbox is started here and stopped with the application.
 */
@Module({
  imports: [FormsModule],
  controllers: [StaffLookupsHttpController],
  providers: [...ports, Lookups],
  exports: [Lookups],
})
export class LookupsModule implements OnApplicationShutdown {
  constructor(@Inject(LOOKUPS_CONNECTION) private readonly connection: LookupsConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.sandbox?.close();
  }
}
