import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ResendEmailResponse } from '@job-intake/contracts/emails/emails-api';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { ResendEmailCommand } from './resend-email.command';
import { ResendEmailRequestDto } from './resend-email.request.dto';

@ApiTags('emails')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('resend')
export class ResendEmailHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send an e-mail request again',
    description:
      "uuid must be the request's own link uuid ('no valid uuid value found' otherwise); the job open or in Review and the link not complete.",
  })
  @ApiOkResponse({ description: 'ResendEmailResponse' })
  resend(
    @Body() body: ResendEmailRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<ResendEmailResponse> {
    return this.commandBus.execute(
      new ResendEmailCommand(companyId, body.job_id, body.email_id, body.uuid, metadata),
    );
  }
}
