import type { Writable } from 'node:stream';
import type { ReportRowDto } from '@job-intake/contracts/report/report-api';

interface ReportColumn {
  header: string;
  width: number;
  numFmt?: string;
  value: (row: ReportRowDto) => string | number | Date | null;
}

export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { header: 'Company', width: 36, value: (row) => row.name },
  { header: 'Status', width: 10, value: (row) => row.status },
  { header: 'Open', width: 10, numFmt: '0', value: (row) => row.jobs.open },
  { header: 'Pending', width: 10, numFmt: '0', value: (row) => row.jobs.pending },
  { header: 'Submitted', width: 11, numFmt: '0', value: (row) => row.jobs.submitted },
  { header: 'Archived', width: 10, numFmt: '0', value: (row) => row.jobs.archived },
  { header: 'Created in range', width: 16, numFmt: '0', value: (row) => row.jobs_created },
  { header: 'Users', width: 8, numFmt: '0', value: (row) => row.users },
  { header: 'Forms', width: 8, numFmt: '0', value: (row) => row.forms },
  {
    header: 'Last activity (UTC)',
    width: 20,
    numFmt: 'yyyy-mm-dd hh:mm',
    value: (row) => (row.last_activity ? new Date(row.last_activity) : null),
  },
];

/**
 * Streams the report as an .xlsx into `output` (exceljs' WorkbookWriter: each row is committed
 * and written out as it goes): a bold, frozen header row, numbers as numbers, dates as dates.
 */
export async function writeReportWorkbook(
  output: Writable,
  rows: readonly ReportRowDto[],
): Promise<void> {
  // Loaded on the first download, not at start: exceljs and its zip libraries are megabytes of
  // heap that most processes never use (decision 0041).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Job Intake';
  const sheet = workbook.addWorksheet('Report', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = REPORT_COLUMNS.map(({ header, width, numFmt }) => ({
    header,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(REPORT_COLUMNS.map((column) => column.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}
