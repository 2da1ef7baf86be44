import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import type { FieldOrder, SectionOrder } from '@job-intake/contracts/forms/forms-api';

const MAX_ORDER = 1_000_000;

export class SectionOrderDto implements SectionOrder {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be the id of a saved section' })
  id: string;

  @ApiProperty({ minimum: 0 })
  @Max(MAX_ORDER)
  @Min(0)
  @IsInt({ message: 'order must be a whole number' })
  order: number;
}

export class FieldOrderDto implements FieldOrder {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be the id of a saved field' })
  id: string;

  @ApiProperty({ minimum: 0 })
  @Max(MAX_ORDER)
  @Min(0)
  @IsInt({ message: 'order must be a whole number' })
  order: number;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'section_id must be the id of a saved section' })
  section_id: string;
}
