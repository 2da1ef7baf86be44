import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An uploaded file. `location` is the generated path it is served under (/api/v1/{location}); the
 * client's file name is kept only as information and never decides where a file goes.
 */
@Entity('files')
export class StoredFile {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  company_id: string;

  @Column('text')
  location: string;

  @Column('text')
  original_name: string;

  @Column('text')
  mime_type: string;

  @Column('integer')
  size: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
