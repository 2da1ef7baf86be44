import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { CNT_ID_NEEDED_MESSAGE } from '@job-intake/contracts/identity/users-api';
import { CONTACT_NUMBER_PATTERN as DIGITS } from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../http/trimmed.transform';

export class ApiKeyLookupQueryDto {
  @ApiProperty({ example: '100245', description: 'The contact id (CNT ID) of the user' })
  // class-validator runs these bottom-up and stops at the first failure.
  @Matches(DIGITS, { message: 'cnt_id must be a contact number (digits only)' })
  @IsString({ message: CNT_ID_NEEDED_MESSAGE })
  @IsNotEmpty({ message: CNT_ID_NEEDED_MESSAGE })
  @trimmed()
  cnt_id: string;
}

export class DivisionsQueryDto {
  @ApiPropertyOptional({ example: '100245', description: "Only this contact's locations" })
  @Matches(DIGITS, { message: 'cnt_id must be a contact number (digits only)' })
  @IsString()
  @IsOptional()
  @trimmed()
  cnt_id?: string;
}

export class ContactsQueryDto {
  @ApiPropertyOptional({ example: '5001', description: "Only this location's contacts" })
  @Matches(DIGITS, { message: 'div_id must be a location number (digits only)' })
  @IsString()
  @IsOptional()
  @trimmed()
  div_id?: string;
}
