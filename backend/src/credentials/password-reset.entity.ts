import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A one-time reset code; only its hash is stored. */
@Entity('password_resets')
export class PasswordReset {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('text')
  code_hash: string;

  @Column('timestamptz')
  expires_at: Date;

  @Column('timestamptz', { nullable: true })
  used_at: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
