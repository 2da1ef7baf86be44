import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  ValidationPipe,
} from '@nestjs/common';
import { findControlCharacter } from './control-characters';
import { findForbiddenNull } from './nullable.decorator';

const CHECKED_INPUT: ReadonlySet<ArgumentMetadata['type']> = new Set(['body', 'query', 'param']);

/**
 * Every body, query and path parameter: control characters are refused in any string, the DTO
 * checks it (unknown fields refused, not ignored), and explicit nulls are refused unless the
 * property is @Nullable(). Decided here once, not per DTO.
 */
@Injectable()
export class RequestValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (!CHECKED_INPUT.has(metadata.type)) return super.transform(value, metadata);
    refuseControlCharacters(value, metadata);
    const validated: unknown = await super.transform(value, metadata);
    refuseExplicitNulls(validated);
    return validated;
  }
}

function refuseControlCharacters(value: unknown, metadata: ArgumentMetadata): void {
  const path = findControlCharacter(value, metadata.data ?? '');
  if (path === undefined) return;
  throw new BadRequestException([
    `${path || metadata.type} must not contain control characters (such as NUL)`,
  ]);
}

/** Refuses null in a validated DTO wherever the property is not @Nullable(). */
export function refuseExplicitNulls(dto: unknown): void {
  const path = findForbiddenNull(dto);
  if (path !== undefined) throw new BadRequestException([`${path} must not be null`]);
}
