import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A logo variant of a form; its uuid is the public guest-link slug (/new/{uuid}). */
@Entity('form_variants')
export class FormVariant {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  form_id: string;

  @Column('text')
  title: string;

  @Column('text')
  uuid: string;

  @Column('uuid', { nullable: true })
  file_id: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;

  /** Soft delete: jobs created through the variant still show its logo. */
  @DeleteDateColumn({ type: 'timestamptz' })
  deleted_at: Date | null;
}
