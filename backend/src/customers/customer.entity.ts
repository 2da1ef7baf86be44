import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CustomerContactRole } from '@job-intake/contracts/job-form/customers';

/** A customer preset of a company (the job form's auto-fill entries). */
@Entity('customers')
export class Customer {
  @PrimaryGeneratedColumn('identity', { type: 'integer', generatedIdentity: 'BY DEFAULT' })
  id: number;

  @Column('uuid')
  company_id: string;

  @Column('smallint')
  contact_role: CustomerContactRole;

  @Column('text')
  role_desc: string;

  @Column('text')
  company: string;

  @Column('text')
  name: string;

  @Column('text')
  phone: string;

  @Column('text')
  address: string;

  @Column('text')
  address_2: string;

  @Column('text')
  city: string;

  @Column('text')
  state: string;

  @Column('text')
  zip: string;

  @Column('text')
  county: string;

  @Column('text')
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;
}
