import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  Post,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import {
  DATA_EXPORT_STARTED_COOKIE_PREFIX,
  dataExportFileName,
  type DataExportRequest,
} from '@job-intake/contracts/export/data-export-api';
import { mayRead } from '@job-intake/contracts/identity/permissions';
import { AccessLog } from '../../access-log/access-log';
import { Public } from '../../request-context/auth.decorators';
import { SessionService } from '../../auth/session.service';
import { CompanyScopes } from '../../companies/company-scope';
import { ExportCsvStream } from './export-csv.stream';
import { readExportRequest, tokenOf } from './export-request';

export const DATA_EXPORT_FORBIDDEN =
  'You do not have permission to do this (data_export is needed).';

/**
 * POST /data/export: a plain form post (so that the browser saves what it gets) carrying the
 * session token in its `token` field instead of a header; the token is checked exactly as the
 * bearer guard checks one. Answers the chosen jobs as a CSV stream.
 */
@ApiTags('data export')
@Controller('data/export')
export class ExportDataHttpController {
  constructor(
    private readonly sessions: SessionService,
    private readonly scopes: CompanyScopes,
    private readonly csv: ExportCsvStream,
    private readonly accessLog: AccessLog,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiOkResponse({ description: 'The chosen jobs as CSV (text/csv, an attachment)' })
  async export(@Body() body: unknown, @Res() response: Response): Promise<void> {
    const token = tokenOf(body);
    if (!token) throw new UnauthorizedException('Sign in to continue.');
    const user = await this.sessions.authenticate(token);
    if (!mayRead(user.permissions, 'data_export'))
      throw new ForbiddenException(DATA_EXPORT_FORBIDDEN);
    const request = readExportRequest(body);
    const companyId = await this.scopes.resolve(user, request.company_id);
    const detail = scopeOf(request);
    await this.accessLog.record({ kind: 'data_export', companyId, reader: user, detail });
    startDownload(response, request);
    const run = { exportId: randomUUID(), companyId, userId: user.id };
    await this.csv.write({ ...detail, companyId }, run, response).catch(() => {
      // The CSV is under way, so no error answer can follow: a cut-off file tells the client.
      response.destroy();
    });
  }
}

function scopeOf({ company_id: _company, download_id: _download, ...scope }: DataExportRequest) {
  return scope;
}

function startDownload(response: Response, request: DataExportRequest): void {
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader(
    'Content-Disposition',
    `attachment; filename="${dataExportFileName(new Date())}"`,
  );
  response.setHeader('Cache-Control', 'no-store');
  if (request.download_id) {
    response.cookie(`${DATA_EXPORT_STARTED_COOKIE_PREFIX}${request.download_id}`, '1', {
      path: '/',
      maxAge: 60_000,
      sameSite: 'strict',
    });
  }
}
