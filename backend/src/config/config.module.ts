import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, DATABASE_URL } from './app-config';

@Global()
@Module({})
export class ConfigModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE_URL, useValue: databaseUrl },
      ],
      exports: [APP_CONFIG, DATABASE_URL],
    };
  }
}
