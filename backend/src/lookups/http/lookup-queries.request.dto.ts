import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import {
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
} from '@job-intake/contracts/lookups/lookups-api';
import { trimmed } from '../../http/trimmed.transform';

const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/** A coordinate of the query string: a decimal becomes a number, anything else fails IsNumber. */
const decimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value,
  );
const isNumber = () => IsNumber({}, { message: '$property must be a number' });
const LENGTH = `must be ${PLACE_QUERY_MIN_LENGTH} to ${PLACE_QUERY_MAX_LENGTH} characters`;

export class PlacesQueryDto {
  @ApiProperty({ example: '7700 Sperry', minLength: 3, maxLength: 200 })
  @Length(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH, { message: `q ${LENGTH}` })
  @IsString({ message: 'q must be text' })
  @trimmed()
  q: string;
}

const PLACE_ID = /^[\w.:-]{1,300}$/;

/** A place_id from the suggestions, read alone from the path. */
@Injectable()
export class PlaceIdPipe implements PipeTransform<string, string> {
  transform(placeId: string): string {
    if (!PLACE_ID.test(placeId))
      throw new BadRequestException('placeId must be a place id from the suggestions');
    return placeId;
  }
}

export class GeocodeQueryDto {
  @ApiProperty({ example: '7700 Sperry Rd, Kirtland, OH 44094' })
  @Length(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH, { message: `address ${LENGTH}` })
  @IsString({ message: 'address must be text' })
  @trimmed()
  address: string;
}

export class PointQueryDto {
  @ApiProperty({ example: 41.55, minimum: -90, maximum: 90 })
  @Max(90, { message: 'lat must be at most 90' })
  @Min(-90, { message: 'lat must be at least -90' })
  @isNumber()
  @decimal()
  lat: number;

  @ApiProperty({ example: -81.42, minimum: -180, maximum: 180 })
  @Max(180, { message: 'lng must be at most 180' })
  @Min(-180, { message: 'lng must be at least -180' })
  @isNumber()
  @decimal()
  lng: number;
}

/** The parcel at an address, or at a point (lat and lng). */
export class ParcelQueryDto {
  @ApiPropertyOptional({ example: '7700 Sperry Rd, Kirtland, OH 44094' })
  @Length(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH, { message: `address ${LENGTH}` })
  @IsString({ message: 'address must be text' })
  @IsOptional()
  @trimmed()
  address?: string;

  @ApiPropertyOptional({ example: 41.55 })
  @Max(90, { message: 'lat must be at most 90' })
  @Min(-90, { message: 'lat must be at least -90' })
  @isNumber()
  @IsOptional()
  @decimal()
  lat?: number;

  @ApiPropertyOptional({ example: -81.42 })
  @Max(180, { message: 'lng must be at most 180' })
  @Min(-180, { message: 'lng must be at least -180' })
  @isNumber()
  @IsOptional()
  @decimal()
  lng?: number;
}

/** The map's view: a box of at most PARCEL_AREA_MAX_DEGREES a side (checked by checkedBox). */
export class AreaQueryDto {
  @ApiProperty({ example: 41.549 })
  @Max(90, { message: 'south must be at most 90' })
  @Min(-90, { message: 'south must be at least -90' })
  @isNumber()
  @decimal()
  south: number;

  @ApiProperty({ example: -81.422 })
  @Max(180, { message: 'west must be at most 180' })
  @Min(-180, { message: 'west must be at least -180' })
  @isNumber()
  @decimal()
  west: number;

  @ApiProperty({ example: 41.551 })
  @Max(90, { message: 'north must be at most 90' })
  @Min(-90, { message: 'north must be at least -90' })
  @isNumber()
  @decimal()
  north: number;

  @ApiProperty({ example: -81.418 })
  @Max(180, { message: 'east must be at most 180' })
  @Min(-180, { message: 'east must be at least -180' })
  @isNumber()
  @decimal()
  east: number;
}
