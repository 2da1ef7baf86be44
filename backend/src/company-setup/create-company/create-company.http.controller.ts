import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { CreateCompanyResponse } from '@job-intake/contracts/identity/company-api';
import { RequirePermissions } from '../../request-context/auth.decorators';
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
      "The new company and its generic admin's login e-mail; a link to choose the admin's password is e-mailed there",
  })
  create(@Body() body: CreateCompanyRequestDto): Promise<CreateCompanyResponse> {
    const { name, status, contact_id } = body.company;
    return this.service.create({ name, status, contact_id: contact_id ?? null });
  }
}
