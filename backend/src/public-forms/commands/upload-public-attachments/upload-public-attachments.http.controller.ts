import {
  Controller,
  HttpCode,
  Param,
  Post,
  Req,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiHeader,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  TOO_MANY_GUEST_REQUESTS,
  UPLOAD_GRANT_HEADER,
  type PublicAttachmentsResponse,
} from '@job-intake/contracts/guests/guest-api';
import { ATTACH_FIELD } from '../../../attachments/attach/attach.interceptor';
import { Public } from '../../../request-context/auth.decorators';
import { RateLimitMessage } from '../../../http/rate-limit';
import { GuestAttachInterceptor } from './guest-attach.interceptor';
import { UploadPublicAttachmentsCommand } from './upload-public-attachments.command';
import { type ChargedRequest, UploadBudgetGuard } from './upload-budget.guard';

@ApiTags('guests')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('new')
export class UploadPublicAttachmentsHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  /**
   * POST /new/{appid}/attachments: files kept for the coming POST /new, with an upload grant of
   * the form, within the daily budgets (rate limited).
   */
  @Post(':appid/attachments')
  @HttpCode(201)
  @RateLimitMessage(TOO_MANY_GUEST_REQUESTS)
  @UseGuards(UploadBudgetGuard)
  @UseInterceptors(GuestAttachInterceptor)
  @ApiHeader({
    name: UPLOAD_GRANT_HEADER,
    required: true,
    description: 'The grant from POST /new/{appid}/upload-grant',
  })
  @ApiTooManyRequestsResponse({
    description: 'A daily upload budget (per address or per form) is used; the message names it',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ATTACH_FIELD],
      properties: {
        [ATTACH_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' } },
      },
    },
  })
  @ApiCreatedResponse({ description: 'Each kept file: id (for POST /new), file_name, size' })
  upload(
    @Param('appid') appid: string,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
    @Req() request: ChargedRequest,
  ): Promise<PublicAttachmentsResponse> {
    return this.commandBus.execute(
      new UploadPublicAttachmentsCommand(appid, files ?? [], request.uploadCharge ?? ''),
    );
  }
}
