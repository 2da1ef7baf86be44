import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { PermissionDto } from '@job-intake/contracts/identity/identity-api';
import { RequirePermissions } from '../../request-context/auth.decorators';

/** GET /permissions: the catalogue roles are built from (spec section 6), page ones first. */
@ApiTags('roles')
@ApiBearerAuth()
@RequirePermissions('users')
@Controller('permissions')
export class ListPermissionsHttpController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOkResponse({ description: 'id, name, type (page or action) and description of each' })
  list(): Promise<PermissionDto[]> {
    return this.dataSource.query(
      `SELECT id, name, type, description FROM permissions
        ORDER BY CASE type WHEN 'page' THEN 0 ELSE 1 END, id`,
    );
  }
}
