import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsUUID, Matches } from 'class-validator';
import {
  STATS_PERIODS,
  type StatsPeriod,
  type StatsReportRequest,
} from '@job-intake/contracts/stats/stats-api';
import { oneOfMessage } from '@job-intake/contracts/text/rule-messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const aDay = () =>
  applyDecorators(
    Matches(DAY, { message: '$property must be a date as YYYY-MM-DD' }),
    IsISO8601({ strict: true }, { message: '$property must be a date as YYYY-MM-DD' }),
  );

/** POST /report/stats: a company and an inclusive range of UTC days, grouped by period. */
export class ReportStatsRequestDto implements StatsReportRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'company_id must be a UUID' })
  company_id: string;

  @ApiProperty({ example: '2026-01-01' })
  @aDay()
  start_date: string;

  @ApiProperty({ example: '2026-01-31' })
  @aDay()
  end_date: string;

  @ApiProperty({ enum: STATS_PERIODS })
  @IsIn(STATS_PERIODS, { message: oneOfMessage('period', STATS_PERIODS) })
  period: StatsPeriod;
}
