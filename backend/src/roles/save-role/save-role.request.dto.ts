import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsBoolean, ValidateBy } from 'class-validator';
import {
  ROLE_MAX_PERMISSIONS,
  ROLE_NAME_MAX_LENGTH,
  type SaveRoleRequest,
} from '@job-intake/contracts/identity/users-api';
import { trueOrFalseMessage } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../http/trimmed.transform';
import { SingleLine } from '../../http/single-line.decorator';
import { RequiredText } from '../../http/required-text.decorator';

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
  @SingleLine()
  @RequiredText(ROLE_NAME_MAX_LENGTH)
  @trimmed()
  name: string;

  @ApiProperty({ description: 'Whether the role can be given a workflow step' })
  @IsBoolean({ message: trueOrFalseMessage('assign_workflow') })
  assign_workflow: boolean;

  @ApiProperty({
    example: ['projects', 'project_history'],
    description: 'Permission ids or names (GET /permissions); at least one',
    type: 'array',
    items: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
  })
  @IsPermissionRef()
  @ArrayMaxSize(ROLE_MAX_PERMISSIONS, {
    message: `permissions must name at most ${ROLE_MAX_PERMISSIONS} permissions`,
  })
  @ArrayNotEmpty({ message: 'permissions must name at least one permission' })
  @IsArray({ message: 'permissions must be a list of permission ids or names' })
  permissions: (number | string)[];
}
