import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BUILDER_ID_MAX_LENGTH,
  FORM_ORDER_MAX,
  MAX_CHOICES,
} from '@job-intake/contracts/forms/forms-api';
import { wholeNumberMessage } from '@job-intake/contracts/text/rule-messages';
import { stacked } from '../../../http/stacked.decorator';

// The pieces the builder's five request bodies (PATCH /form/{id}) share. class-validator runs a
// property's decorators bottom-up; with stopAtFirstError the lowest failing one is the message
// the person sees.

/** Accepts 0 and 1 for booleans, as the spec's data carries `mapped` (spec 3). */
export const zeroOneAsBoolean = () =>
  Transform(({ value }: { value: unknown }) => (value === 0 ? false : value === 1 ? true : value));

/** The form a part belongs to; absent for the form being created. */
export const OptionalFormId = () =>
  stacked(
    ApiPropertyOptional({ format: 'uuid' }),
    IsOptional(),
    IsUUID('all', { message: 'form_id must be a UUID' }),
  );

export const OptionalBoolean = (options?: ApiPropertyOptions) =>
  stacked(ApiPropertyOptional(options), IsOptional(), IsBoolean());

/** A section's or field's position. */
export const Order = () =>
  stacked(Max(FORM_ORDER_MAX), Min(0), IsInt({ message: wholeNumberMessage('order') }));

export const OptionalOrder = () => stacked(ApiPropertyOptional(), IsOptional(), Order());

/** A required nested object, validated as `type`. */
export const NestedObject = (type: new () => object, message: string) =>
  stacked(
    ApiProperty({ type }),
    ValidateNested(),
    Type(() => type),
    IsObject({ message }),
  );

/** The builder's id of a section or field: absent or not a uuid for a new one. */
export const BuilderId = (description: string) =>
  stacked(
    ApiPropertyOptional({ description }),
    IsOptional(),
    MaxLength(BUILDER_ID_MAX_LENGTH),
    IsString(),
  );

/** The ids of the choices the builder removed from a field. */
export const DeletedChoices = () =>
  stacked(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    IsString({ each: true, message: 'deletedChoices must be a list of choice ids' }),
    ArrayMaxSize(MAX_CHOICES),
    IsArray({ message: 'deletedChoices must be a list of choice ids' }),
  );

/** The saved section or field a delete names. */
export class IdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id: string;
}
