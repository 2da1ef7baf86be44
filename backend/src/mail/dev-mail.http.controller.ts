import { Controller, Get, NotFoundException, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CaughtMailList, MailCatcherStatus } from '@job-intake/contracts/identity/mail-api';
import { Public } from '../auth/auth.decorators';
import { MailCatcherService } from './mail-catcher.service';

const NOT_HERE = 'Not found: e-mails are sent to the configured SMTP server (SMTP_URL).';

/**
 * The e-mails the local catcher kept, for the /dev/mail page and the end-to-end tests. They hold
 * password reset links, so they are shown only while the catcher runs (no SMTP_URL) and only to
 * callers on this machine.
 */
@ApiTags('dev')
@Controller('dev/mail')
export class DevMailHttpController {
  constructor(private readonly catcher: MailCatcherService) {}

  @Public()
  @Get()
  @ApiOkResponse({ description: 'The caught e-mails, newest first' })
  @ApiNotFoundResponse({ description: 'SMTP_URL is set, or the caller is not on this machine' })
  async list(@Req() request: Request): Promise<CaughtMailList> {
    if (!this.visibleTo(request)) throw new NotFoundException(NOT_HERE);
    return { messages: await this.catcher.list() };
  }

  @Public()
  @Get('status')
  status(@Req() request: Request): MailCatcherStatus {
    return { active: this.visibleTo(request) };
  }

  private visibleTo(request: Request): boolean {
    return this.catcher.active && isLoopback(request.socket.remoteAddress);
  }
}

/** Whether a socket address is this machine (IPv4, IPv6 or IPv4-mapped). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return ip === '::1' || /^127\.\d+\.\d+\.\d+$/.test(ip);
}
