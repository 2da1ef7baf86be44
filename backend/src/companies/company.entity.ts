import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type {
  CompanyConfigSettings,
  CompanyStatus,
} from '@job-intake/contracts/identity/company-api';

@Entity('companies')
export class Company {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  status: CompanyStatus;

  @Column('text', { nullable: true })
  contact_id: string | null;

  @Column('jsonb')
  config_settings: CompanyConfigSettings;

  @Column('integer')
  archive_length: number;

  @Column('text')
  archive_duration: 'day' | 'week' | 'month';

  @Column('text')
  reference_label: string;

  @Column('text')
  autofill_label: string;

  @Column('text', { nullable: true })
  custom_style: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
