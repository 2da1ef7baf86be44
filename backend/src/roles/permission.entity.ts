import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PermissionName, PermissionType } from '@job-intake/contracts/identity/permissions';

@Entity('permissions')
export class Permission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text', { unique: true })
  name: PermissionName;

  @Column('text')
  type: PermissionType;

  @Column('text')
  description: string;
}
