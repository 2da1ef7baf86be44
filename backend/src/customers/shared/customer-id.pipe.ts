import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

/** A preset id in the path: a whole number the integer column holds. */
@Injectable()
export class CustomerIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,9}$/.test(value)) {
      throw new BadRequestException(['id must be a customer number (digits)']);
    }
    return Number(value);
  }
}
