import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { CreateCompanyResponse } from '@job-intake/contracts/identity/company-api';
import { CurrentUser, RequirePermissions } from '../../auth/auth.decorators';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { CreateCompanyRequestDto } from './create-company.request.dto';
import { CreateCompanyService } from './create-company.service';

@ApiTags('companies')
@ApiBearerAuth()
@RequirePermissions('super')
@Controller('company')
export class CreateCompanyHttpController {
  constructor(private readonly service: CreateCompanyService) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({
    description:
      "The new company and its generic admin's login e-mail; the admin's initial password is the creator's e-mail",
  })
  create(
    @Body() body: CreateCompanyRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<CreateCompanyResponse> {
    const { name, status, contact_id } = body.company;
    return this.service.create(user, { name, status, contact_id: contact_id ?? null });
  }
}
