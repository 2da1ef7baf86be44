import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Role } from '../roles/role.entity';

/** A step of the company's review workflow; new jobs go to the first, imports need the last. */
@Entity('workflow_steps')
export class WorkflowStep {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  company_id: string;

  @Column('uuid')
  role_id: string;

  @ManyToOne(() => Role, { eager: true })
  @JoinColumn({ name: 'role_id' })
  role: Role;

  @Column('integer')
  position: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at: Date;
}
