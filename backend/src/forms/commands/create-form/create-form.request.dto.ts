import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  FORM_NAME_MAX_LENGTH,
  type CreateFormRequest,
} from '@job-intake/contracts/forms/forms-api';
import { trimmed } from '../../../http/trimmed.transform';
import { SingleLine } from '../../../http/single-line.decorator';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';

export class CreateFormRequestDto implements CreateFormRequest {
  @ApiProperty({ example: 'Notice Job Intake', maxLength: FORM_NAME_MAX_LENGTH })
  @SingleLine()
  @MaxLength(FORM_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: requiredMessage('name') })
  @trimmed()
  name: string;
}
