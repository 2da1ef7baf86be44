import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { ReportRowDto } from '@job-intake/contracts/report/report-api';
import { writeReportWorkbook } from './report-workbook';

const company = (name: string): ReportRowDto => ({
  company_id: '00000000-0000-4000-8000-000000000009',
  name,
  status: 'beta',
  jobs: { open: 1, pending: 0, submitted: 0, archived: 0 },
  jobs_created: 1,
  users: 1,
  forms: 1,
  last_activity: '2026-03-02T10:00:00.000Z',
});

async function workbookOf(rows: ReportRowDto[]): Promise<ExcelJS.Workbook> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeReportWorkbook(out, rows);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(Buffer.concat(chunks)).buffer);
  return workbook;
}

describe('writeReportWorkbook', () => {
  it('keeps a company name that reads like a formula as text: no cell holds a formula', async () => {
    const names = ['=HYPERLINK("http://x","Click")', '@SUM(1)', '+1', '-1', '＝1+1', '\t=1'];
    const sheet = (await workbookOf(names.map(company))).getWorksheet('Report')!;
    const formulas: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula || cell.formula) formulas.push(cell.address);
      }),
    );
    expect(formulas).toEqual([]);
    names.forEach((name, n) => {
      const cell = sheet.getRow(n + 2).getCell(1);
      expect([cell.type, cell.value]).toEqual([ExcelJS.ValueType.String, name]);
    });
  });
});
