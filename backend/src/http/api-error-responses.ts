import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ApiError } from '@job-intake/contracts/jobs/jobs-api';

/** The JSON body of every error answer, as the OpenAPI document shows it. */
export class ApiErrorDto implements ApiError {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'What was wrong: one message, or one per refused field of a body',
  })
  message: string | string[];

  @ApiPropertyOptional({ example: 'Bad Request' })
  error?: string;
}

/**
 * The error answers of a signed-in route, each with the error body: bad input, no or a bad token,
 * a permission the caller lacks, and a resource that is missing or another company's.
 */
export function ApiErrorResponses(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBadRequestResponse({ type: ApiErrorDto, description: 'The request is not valid' }),
    ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'No valid bearer token' }),
    ApiForbiddenResponse({ type: ApiErrorDto, description: 'A permission the caller lacks' }),
    ApiNotFoundResponse({
      type: ApiErrorDto,
      description: "Not found, or another company's (answered alike)",
    }),
  );
}
