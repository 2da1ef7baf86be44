import { Column, CreateDateColumn, Entity, OneToMany, PrimaryColumn, type Relation } from 'typeorm';
import type { ColumnChoice } from '@job-intake/contracts/identity/identity-api';
import type { Membership } from './membership.entity';

@Entity('users')
export class User {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  /** argon2id; never leaves the server. */
  @Column('text', { select: false })
  password_hash: string;

  @Column('text', { nullable: true })
  cnt_id: string | null;

  @Column('text', { nullable: true })
  api_key: string | null;

  @Column('integer')
  list_count: number;

  @Column('text')
  column_choice: ColumnChoice;

  /** Raised on logout and password change: tokens carrying an older version are refused. */
  @Column('integer')
  token_version: number;

  // Named, not imported: Membership imports this file for its side of the relation.
  @OneToMany('Membership', 'user')
  memberships: Relation<Membership[]>;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
