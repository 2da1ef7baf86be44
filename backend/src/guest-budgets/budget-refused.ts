import { HttpException, HttpStatus } from '@nestjs/common';
import type { BudgetRefusal } from './domain/daily-budget';

/** A budget's refusal as the API answers it: its status, the message naming the limit. */
export function budgetRefused({ status, message }: BudgetRefusal): HttpException {
  return new HttpException({ statusCode: status, message, error: HttpStatus[status] }, status);
}
