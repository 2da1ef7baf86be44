import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** A digest of equal length whatever was sent, so the comparison takes the same time. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Lets through only `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.METRICS_TOKEN ? digest(`Bearer ${config.METRICS_TOKEN}`) : null;
  }

  canActivate(context: ExecutionContext): boolean {
    const given = context.switchToHttp().getRequest<Request>().headers.authorization ?? '';
    if (this.expected && timingSafeEqual(digest(given), this.expected)) return true;
    throw new UnauthorizedException(
      'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
    );
  }
}
