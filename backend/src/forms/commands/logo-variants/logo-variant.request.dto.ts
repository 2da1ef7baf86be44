import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import {
  VARIANT_TITLE_MAX_LENGTH,
  VARIANT_TITLE_REQUIRED_MESSAGE,
  VARIANT_UUID_MESSAGE,
  VARIANT_UUID_PATTERN,
  type LogoVariantUploadFields,
} from '@job-intake/contracts/forms/forms-api';
import { trimmed } from '../../../http/trimmed.transform';
import { SingleLine } from '../../../http/single-line.decorator';
import { requiredMessage } from '@job-intake/contracts/text/rule-messages';

/** Multipart fields are strings: an empty one (or 'null'/'undefined' from FormData) is not sent. */
const optionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' || text === 'null' || text === 'undefined' ? undefined : text;
  });

export class LogoVariantRequestDto implements LogoVariantUploadFields {
  @ApiProperty({ maxLength: VARIANT_TITLE_MAX_LENGTH })
  @SingleLine()
  @MaxLength(VARIANT_TITLE_MAX_LENGTH)
  @IsString({ message: VARIANT_TITLE_REQUIRED_MESSAGE })
  @IsNotEmpty({ message: VARIANT_TITLE_REQUIRED_MESSAGE })
  @trimmed()
  title: string;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'form_id must be the id of a form' })
  @IsNotEmpty({ message: requiredMessage('form_id') })
  form_id: string;

  @ApiPropertyOptional({
    description: 'Custom guest-link slug',
    pattern: VARIANT_UUID_PATTERN.source,
  })
  @IsOptional()
  @Matches(VARIANT_UUID_PATTERN, { message: VARIANT_UUID_MESSAGE })
  @IsString()
  @optionalText()
  uuid?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'An already stored logo of the company' })
  @IsOptional()
  @IsUUID('all', { message: 'file_id must be the id of a stored file' })
  @optionalText()
  file_id?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The variant to update; absent: a new one' })
  @IsOptional()
  @IsUUID('all', { message: 'variant_id must be the id of a logo variant' })
  @optionalText()
  variant_id?: string;
}
