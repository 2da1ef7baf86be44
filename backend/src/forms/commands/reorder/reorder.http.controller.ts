import { Body, Controller, HttpCode, ParseArrayPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FormDto } from '@job-intake/contracts/forms/forms-api';
import { CurrentUser, RequirePermissions } from '../../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../../request-context/authenticated-user';
import { FieldOrderDto, SectionOrderDto } from './reorder.request.dto';
import { ReorderService } from './reorder.service';

const listOf = <T>(items: new () => T) =>
  new ParseArrayPipe({
    items,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });

@ApiTags('forms')
@ApiBearerAuth()
@RequirePermissions('forms')
@Controller('form')
export class ReorderHttpController {
  constructor(private readonly service: ReorderService) {}

  /** Body: [{ id, order, section_id }]. Answer: the whole form in its new order. */
  @Post('reorderFields')
  @HttpCode(200)
  @ApiBody({ type: [FieldOrderDto] })
  @ApiOkResponse({ description: 'FormDto' })
  reorderFields(
    @Body(listOf(FieldOrderDto)) items: FieldOrderDto[],
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    return this.service.reorderFields(user.companyId, items);
  }

  /** Body: [{ id, order }]. Answer: the whole form in its new order. */
  @Post('reorderSections')
  @HttpCode(200)
  @ApiBody({ type: [SectionOrderDto] })
  @ApiOkResponse({ description: 'FormDto' })
  reorderSections(
    @Body(listOf(SectionOrderDto)) items: SectionOrderDto[],
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<FormDto> {
    return this.service.reorderSections(user.companyId, items);
  }
}
