import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity('sections')
export class Section {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  form_id: string;

  @Column('text')
  title: string;

  @Column('integer')
  order: number;

  @Column('boolean')
  readonly: boolean;

  /** 3 to 8 for party sections. */
  @Column('integer', { nullable: true })
  type_id: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
