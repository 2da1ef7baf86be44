import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { Choice, FieldStyle, FieldType } from '@job-intake/contracts/forms/forms-api';

@Entity('fields')
export class Field {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  section_id: string;

  @Column('text')
  type: FieldType;

  @Column('integer', { nullable: true })
  type_id: number | null;

  @Column('text')
  title: string;

  @Column('text')
  description: string;

  @Column('boolean')
  required: boolean;

  @Column('boolean')
  add_to_notes: boolean;

  @Column('integer')
  order: number;

  @Column('jsonb')
  choices: Choice[];

  @Column('jsonb')
  style: FieldStyle;

  @Column('jsonb')
  field_configs: Record<string, unknown>;

  @Column('jsonb', { nullable: true })
  mapped_type: { reference: string } | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
