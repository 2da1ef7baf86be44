import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { COMPANY_STYLE_SCOPE } from '@job-intake/contracts/identity/company-style';
import { Public } from '../../request-context/auth.decorators';
import { DomainError } from '../../shared/domain-error';
import { COMPANY_NOT_FOUND } from '../company-access';
import { Company } from '../company.entity';
import { scopeCustomStyle } from './domain/scoped-custom-style';

const STYLESHEET = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.css$/i;

/**
 * GET /company-style/{companyId}.css: the company's Custom Style as its job forms load it (staff
 * job page, share link, public form, print). Public, because guests' pages load it too: the
 * company id is in every form they are shown, and the style is what those forms look like. Every
 * rule is scoped to the form's element and whatever could load, run or cover the page is removed
 * (scoped-custom-style.ts), again here for styles saved before the check existed.
 */
@ApiTags('companies')
@Public()
@Controller('company-style')
export class CompanyStyleHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get(':file')
  @ApiParam({ name: 'file', description: '{company id}.css', example: '1d6b….css' })
  @ApiProduces('text/css')
  @ApiOkResponse({
    description: "The company's style, scoped to its job forms (empty without one)",
  })
  @ApiNotFoundResponse({ description: 'No such company' })
  // Revalidated on each load (ETag), so a saved change shows on the next form opened.
  @Header('Cache-Control', 'no-cache')
  async stylesheet(
    @Param('file') file: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const companyId = STYLESHEET.exec(file)?.[1];
    if (!companyId) throw new DomainError('not_found', COMPANY_NOT_FOUND);
    const company = await this.dataSource
      .getRepository(Company)
      .findOne({ where: { id: companyId }, select: { id: true, custom_style: true } });
    if (!company) throw new DomainError('not_found', COMPANY_NOT_FOUND);
    // Set here, not with @Header: a refusal is JSON with a message, not a stylesheet.
    response.type('text/css; charset=utf-8');
    return company.custom_style
      ? scopeCustomStyle(company.custom_style, COMPANY_STYLE_SCOPE).css
      : '';
  }
}
