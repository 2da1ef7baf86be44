import { Controller, Get, NotFoundException } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { CaughtMailList, MailCatcherStatus } from '@job-intake/contracts/identity/mail-api';
import { RequirePermissions } from '../request-context/auth.decorators';
import { MailCatcherService } from './mail-catcher.service';

const NOT_HERE = 'Not found: e-mails are sent to the configured SMTP server (SMTP_URL).';

/**
 * The e-mails the local catcher kept, for the /dev/mail page and the end-to-end tests. They hold
 * password reset and invitation links, so only a signed-in super admin reads them: the caller's
 * address proves nothing (behind a reverse proxy on the same machine every request comes from
 * 127.0.0.1).
 */
@ApiTags('dev')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('dev/mail')
export class DevMailHttpController {
  constructor(private readonly catcher: MailCatcherService) {}

  @Get()
  @ApiOkResponse({ description: 'The caught e-mails, newest first' })
  @ApiForbiddenResponse({ description: 'The caller is not a super admin' })
  @ApiNotFoundResponse({ description: 'SMTP_URL is set: nothing is caught' })
  async list(): Promise<CaughtMailList> {
    if (!this.catcher.active) throw new NotFoundException(NOT_HERE);
    return { messages: await this.catcher.list() };
  }

  @Get('status')
  @ApiOkResponse({ description: 'Whether e-mails are caught here (no SMTP_URL)' })
  status(): MailCatcherStatus {
    return { active: this.catcher.active };
  }
}
