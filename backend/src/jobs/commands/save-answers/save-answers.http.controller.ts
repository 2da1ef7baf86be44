import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SaveAnswersResponse } from '@job-intake/contracts/job-form/job-form-api';
import { ApiErrorResponses } from '../../../http/api-error-responses';
import { RequirePermissions } from '../../../request-context/auth.decorators';
import type { EventMetadata } from '../../../event-store/event-store.port';
import { CompanyScope, EventContext } from '../../../request-context/event-context.decorator';
import { SaveAnswersCommand } from './save-answers.command';
import { SaveAnswersRequestDto } from './save-answers.request.dto';
import { SaveAnswersResponseDto } from './save-answers.response.dto';

@ApiTags('jobs')
@ApiBearerAuth()
@RequirePermissions('projects')
@Controller('job')
export class SaveAnswersHttpController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':id/results')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'saveAnswers',
    summary: 'Save answers of an open or in-review job',
    description:
      "Every answer is checked against the job's pinned form version: a wrong-typed value, a field not on the form or a field in a hidden section is 400 naming the field, and nothing is stored. The progress is computed by the server.",
  })
  @ApiOkResponse({ type: SaveAnswersResponseDto })
  @ApiErrorResponses()
  save(
    @Param('id', new ParseUUIDPipe({ version: '4' })) id: string,
    @Body() body: SaveAnswersRequestDto,
    @CompanyScope() companyId: string,
    @EventContext() metadata: EventMetadata,
  ): Promise<SaveAnswersResponse> {
    if (body.id !== id) throw new BadRequestException('id must be the job in the path');
    return this.commandBus.execute(new SaveAnswersCommand(id, companyId, body.answers, metadata));
  }
}
