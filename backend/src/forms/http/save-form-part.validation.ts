import { BadRequestException } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { SAVE_FORM_PART_TYPES } from '@job-intake/contracts/forms/forms-api';
import { refuseExplicitNulls } from '../../http/validation.pipe';
import { DeleteFieldDto } from '../commands/delete-field/delete-field.request.dto';
import { DeleteSectionDto } from '../commands/delete-section/delete-section.request.dto';
import { SaveFieldDto } from '../commands/save-field/save-field.request.dto';
import { SaveFormMessageDto } from '../commands/save-form-message/save-form-message.request.dto';
import { SaveSectionDto } from '../commands/save-section/save-section.request.dto';

/** The body class of each `type`, each beside the use case it starts. */
export const SAVE_FORM_PART_DTOS = {
  message: SaveFormMessageDto,
  section: SaveSectionDto,
  delete_section: DeleteSectionDto,
  field: SaveFieldDto,
  delete_field: DeleteFieldDto,
} as const;

export type SaveFormPartDto = InstanceType<
  (typeof SAVE_FORM_PART_DTOS)[keyof typeof SAVE_FORM_PART_DTOS]
>;

/**
 * PATCH /form/{id} carries one of five payloads, told apart by `type`. The global pipe cannot
 * pick a class from a property, so the body is checked here with the same options (unknown
 * properties refused, strings trimmed) and the errors read like the pipe's:
 * 'section.title should not be empty'.
 */
export async function parseSaveFormPart(body: unknown): Promise<SaveFormPartDto> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestException(['The body must be a JSON object with a type']);
  }
  const type = (body as { type?: unknown }).type;
  const dto = SAVE_FORM_PART_DTOS[type as keyof typeof SAVE_FORM_PART_DTOS];
  if (typeof type !== 'string' || !dto) {
    throw new BadRequestException([`type must be one of: ${SAVE_FORM_PART_TYPES.join(', ')}`]);
  }
  const instance = plainToInstance(dto as new () => SaveFormPartDto, body);
  const errors = await validate(instance, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) throw new BadRequestException(validationMessages(errors));
  refuseExplicitNulls(instance);
  return instance;
}

/** Flattens nested errors into messages prefixed with their path (field.choices.0.name …). */
export function validationMessages(errors: readonly ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {}).map((message) =>
      !path
        ? message
        : message.startsWith('property ')
          ? `property ${path}.${message.slice(9)}`
          : `${path}.${message}`,
    );
    const childPath = path ? `${path}.${error.property}` : error.property;
    return [...own, ...validationMessages(error.children ?? [], childPath)];
  });
}
