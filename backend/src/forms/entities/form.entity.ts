import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { FormConfig, FormStatus } from '@job-intake/contracts/forms/forms-api';

@Entity('forms')
export class Form {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  company_id: string;

  @Column('text')
  name: string;

  @Column('text')
  title: string;

  @Column('text')
  status: FormStatus;

  @Column('boolean')
  mapped: boolean;

  @Column('text')
  message: string;

  @Column('text')
  footnote: string;

  @Column('jsonb')
  config: FormConfig;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updated_at: Date;

  /** Soft delete: jobs keep their published versions of a deleted form. */
  @DeleteDateColumn({ type: 'timestamptz' })
  deleted_at: Date | null;
}
