import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Roles } from './roles.reader';
import { RoleWriter } from './role.writer';
import { CompanyScopes } from '../companies/company-scope';
import { ListPermissionsHttpController } from './list-permissions/list-permissions.http.controller';
import { ListRolesHttpController } from './list-roles/list-roles.http.controller';
import { Permission } from './permission.entity';
import { Role } from './role.entity';
import { CompanyRolesReader } from './shared/company-roles.reader';
import { SaveRoleHttpController } from './save-role/save-role.http.controller';
import { SaveRoleService } from './save-role/save-role.service';

const httpControllers = [
  ListPermissionsHttpController,
  ListRolesHttpController,
  SaveRoleHttpController,
];

/** Roles of a company and the permission catalogue (users page, User Roles card). */
@Module({
  imports: [TypeOrmModule.forFeature([Permission, Role])],
  controllers: httpControllers,
  providers: [CompanyScopes, CompanyRolesReader, Roles, RoleWriter, SaveRoleService],
  exports: [Roles, RoleWriter],
})
export class RolesModule {}
