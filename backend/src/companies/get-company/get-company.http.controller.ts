import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CompanyDetailDto } from '@job-intake/contracts/identity/company-api';
import { CurrentUser } from '../../request-context/auth.decorators';
import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import { assertCompanyAccess } from '../company-access';
import { CompanyDetailReader } from '../shared/company-detail.reader';

@ApiTags('companies')
@ApiBearerAuth()
@Controller('company')
export class GetCompanyHttpController {
  constructor(private readonly reader: CompanyDetailReader) {}

  @Get(':id')
  @ApiOkResponse({ description: 'The company with its settings and users (user_list)' })
  @ApiNotFoundResponse({ description: 'No such company, or another company (non-super users)' })
  get(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CompanyDetailDto> {
    // Auditors read the page too, for its Statistics and Data Export tabs (decision 0045).
    assertCompanyAccess(user, id, ['company', 'audit']);
    return this.reader.read(id);
  }
}
