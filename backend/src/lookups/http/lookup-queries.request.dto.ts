import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import {
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  PLACE_QUERY_MAX_LENGTH,
  PLACE_QUERY_MIN_LENGTH,
} from '@job-intake/contracts/lookups/lookups-api';
import {
  atLeastMessage,
  atMostMessage,
  notTextMessage,
} from '@job-intake/contracts/text/rule-messages';
import { trimmed } from '../../http/trimmed.transform';
import { stacked } from '../../http/stacked.decorator';

const DECIMAL = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/** A coordinate of the query string: a decimal becomes a number, anything else fails IsNumber. */
const decimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value,
  );
const isNumber = () => IsNumber({}, { message: '$property must be a number' });

/** Degrees within ±limit, as a number. */
const Degrees = (limit: number) =>
  stacked(
    Max(limit, { message: atMostMessage('$property', limit) }),
    Min(-limit, { message: atLeastMessage('$property', -limit) }),
    isNumber(),
  );
const Latitude = () => Degrees(LATITUDE_LIMIT);
const Longitude = () => Degrees(LONGITUDE_LIMIT);

const LENGTH = `must be ${PLACE_QUERY_MIN_LENGTH} to ${PLACE_QUERY_MAX_LENGTH} characters`;

export class PlacesQueryDto {
  @ApiProperty({
    example: '7700 Sperry',
    minLength: PLACE_QUERY_MIN_LENGTH,
    maxLength: PLACE_QUERY_MAX_LENGTH,
  })
  @Length(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH, { message: `q ${LENGTH}` })
  @IsString({ message: notTextMessage('q') })
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
  @IsString({ message: notTextMessage('address') })
  @trimmed()
  address: string;
}

export class PointQueryDto {
  @ApiProperty({ example: 41.55, minimum: -LATITUDE_LIMIT, maximum: LATITUDE_LIMIT })
  @Latitude()
  @decimal()
  lat: number;

  @ApiProperty({ example: -81.42, minimum: -LONGITUDE_LIMIT, maximum: LONGITUDE_LIMIT })
  @Longitude()
  @decimal()
  lng: number;
}

/** The parcel at an address, or at a point (lat and lng). */
export class ParcelQueryDto {
  @ApiPropertyOptional({ example: '7700 Sperry Rd, Kirtland, OH 44094' })
  @Length(PLACE_QUERY_MIN_LENGTH, PLACE_QUERY_MAX_LENGTH, { message: `address ${LENGTH}` })
  @IsString({ message: notTextMessage('address') })
  @IsOptional()
  @trimmed()
  address?: string;

  @ApiPropertyOptional({ example: 41.55 })
  @Latitude()
  @IsOptional()
  @decimal()
  lat?: number;

  @ApiPropertyOptional({ example: -81.42 })
  @Longitude()
  @IsOptional()
  @decimal()
  lng?: number;
}

/** The map's view: a box of at most PARCEL_AREA_MAX_DEGREES a side (checked by checkedBox). */
export class AreaQueryDto {
  @ApiProperty({ example: 41.549 })
  @Latitude()
  @decimal()
  south: number;

  @ApiProperty({ example: -81.422 })
  @Longitude()
  @decimal()
  west: number;

  @ApiProperty({ example: 41.551 })
  @Latitude()
  @decimal()
  north: number;

  @ApiProperty({ example: -81.418 })
  @Longitude()
  @decimal()
  east: number;
}
