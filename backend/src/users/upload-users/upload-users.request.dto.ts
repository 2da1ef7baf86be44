import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsUUID, Matches } from 'class-validator';
import { CONTACT_NUMBER_PATTERN } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../http/trimmed.transform';

/** The form fields beside the file (multipart/form-data). */
export class UploadUsersRequestDto {
  @ApiProperty({ example: '5001', description: 'The provider location (DIV_ID) the users work at' })
  // class-validator runs these bottom-up and stops at the first failure.
  @Matches(CONTACT_NUMBER_PATTERN, { message: 'div_id must be a location number (DIV_ID)' })
  @IsNotEmpty({ message: 'div_id is required: choose a location' })
  @trimmed()
  div_id: string;

  @ApiProperty({ format: 'uuid', description: 'The role of every line that names none' })
  @IsUUID('all', { message: 'role_id must be a role id' })
  @IsNotEmpty({ message: 'role_id is required: choose the role for lines without one' })
  @trimmed()
  role_id: string;
}
