import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import type { SaveRoleRequest } from '@job-intake/contracts/identity/users-api';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';

export const ROLE_NAME_MAX_LENGTH = 100;

const IsPermissionRef = () =>
  ValidateBy(
    {
      name: 'isPermissionRef',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value)) ||
          (typeof value === 'string' && value.trim() !== ''),
        defaultMessage: () => 'each of permissions must be a permission id (number) or name',
      },
    },
    { each: true },
  );

export class SaveRoleRequestDto implements SaveRoleRequest {
  @ApiProperty({ example: 'Estimator', maxLength: ROLE_NAME_MAX_LENGTH })
  // class-validator runs these bottom-up and stops at the first failure.
  @SingleLine()
  @MaxLength(ROLE_NAME_MAX_LENGTH, {
    message: `name must be at most ${ROLE_NAME_MAX_LENGTH} characters`,
  })
  @IsString({ message: 'name must be text' })
  @IsNotEmpty({ message: 'name should not be empty' })
  @trimmed()
  name: string;

  @ApiProperty({ description: 'Whether the role can be given a workflow step' })
  @IsBoolean({ message: 'assign_workflow must be true or false' })
  assign_workflow: boolean;

  @ApiProperty({
    example: ['projects', 'project_history'],
    description: 'Permission ids or names (GET /permissions); at least one',
    type: 'array',
    items: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
  })
  @IsPermissionRef()
  @ArrayMaxSize(50, { message: 'permissions must name at most 50 permissions' })
  @ArrayNotEmpty({ message: 'permissions must name at least one permission' })
  @IsArray({ message: 'permissions must be a list of permission ids or names' })
  permissions: (number | string)[];
}
