import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Company } from '../companies/company.entity';
import { Role } from '../roles/role.entity';
import { User } from './user.entity';

/** A user's place in a company, with the role that decides what the user may do there. */
@Entity('memberships')
export class Membership {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  user_id: string;

  @Column('uuid')
  company_id: string;

  @Column('uuid')
  role_id: string;

  @ManyToOne(() => User, (user) => user.memberships)
  @JoinColumn({ name: 'user_id' })
  // Relation<> keeps the emitted type metadata from touching User, which imports this file.
  user: Relation<User>;

  @ManyToOne(() => Company)
  @JoinColumn({ name: 'company_id' })
  company: Company;

  @ManyToOne(() => Role)
  @JoinColumn({ name: 'role_id' })
  role: Role;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
