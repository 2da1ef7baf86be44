import { Body, Controller, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { UpdateCompanyRequestDto } from './update-company.request.dto';
import { UpdateCompanyService } from './update-company.service';

@ApiTags('companies')
@ApiBearerAuth()
@Controller('company')
export class UpdateCompanyHttpController {
  constructor(private readonly service: UpdateCompanyService) {}

  @Patch(':id')
  @ApiOkResponse({ description: 'The saved company, as GET /company/{id} answers it' })
  @ApiForbiddenResponse({
    description: 'No company permission, or a status change by a non-super user',
  })
  @ApiNotFoundResponse({ description: 'No such company, or another company (non-super users)' })
  update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateCompanyRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyDetailDto> {
    return this.service.update(user, id, body);
  }
}
