import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { FieldOrder, SectionOrder } from '@job-intake/contracts/forms/forms-api';
import { Order } from '../shared/form-part.request.decorators';

export class SectionOrderDto implements SectionOrder {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be the id of a saved section' })
  id: string;

  @ApiProperty({ minimum: 0 })
  @Order()
  order: number;
}

export class FieldOrderDto implements FieldOrder {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be the id of a saved field' })
  id: string;

  @ApiProperty({ minimum: 0 })
  @Order()
  order: number;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'section_id must be the id of a saved section' })
  section_id: string;
}
