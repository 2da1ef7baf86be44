import { ValidationPipe } from '@nestjs/common';

/** Every body and query is checked against its DTO; unknown fields are refused, not ignored. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
  });
}
