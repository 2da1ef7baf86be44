import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AttachResponse } from '@job-intake/contracts/jobs/jobs-api';
import { CurrentUser, RequirePermissions } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import type { EventMetadata } from '../../event-store/event-store.port';
import { EventContext } from '../../request-context/event-context.decorator';
import { ATTACH_FIELD, AttachInterceptor } from './attach.interceptor';
import { AttachRequestDto } from './attach.request.dto';
import { AttachCommand } from './attach.command';

@ApiTags('attachments')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('attach')
export class AttachHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(AttachInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ATTACH_FIELD, 'job_id', 'company_id'],
      properties: {
        [ATTACH_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
        job_id: { type: 'string', format: 'uuid' },
        company_id: { type: 'string', format: 'uuid' },
      },
    },
  })
  @ApiCreatedResponse({ description: 'Every attachment of the job after the upload' })
  attach(
    @Body() fields: AttachRequestDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @CurrentUser() user: AuthenticatedUser,
    @EventContext() metadata: EventMetadata,
  ): Promise<AttachResponse> {
    return this.commandBus.execute(new AttachCommand(user, fields, files ?? [], metadata));
  }
}
