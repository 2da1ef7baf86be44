import { Module } from '@nestjs/common';
import { CompanySetup } from '../companies/company-setup.service';
import { DemoSeed } from './demo-seed';

@Module({ providers: [DemoSeed, CompanySetup], exports: [DemoSeed] })
export class SeedModule {}
