import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { FormSnapshot } from '@job-intake/contracts/forms/forms-api';

/** A published, immutable version of a form's content (docs/decisions/0005-form-versions.md). */
@Entity('form_versions')
export class FormVersion {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  form_id: string;

  @Column('integer')
  version: number;

  @Column('text')
  content_hash: string;

  @Column('jsonb')
  snapshot: FormSnapshot;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
