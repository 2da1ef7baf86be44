import type { FieldDto, FormSnapshot, SectionDto } from '@job-intake/contracts/forms/forms-api';
import { exportColumns, type ExportJobRow } from './export-columns';

function field(id: string, title: string, order: number, type = 'text'): FieldDto {
  return { id, title, order, type } as FieldDto;
}

function form(name: string, sections: Pick<SectionDto, 'order' | 'fields'>[]): FormSnapshot {
  return { name, sections } as FormSnapshot;
}

const job: ExportJobRow = {
  id: 'j1',
  status: 'open',
  created_at: new Date('2026-11-26T10:00:00.000Z'),
  location_desc: 'Main Office',
  location: 'loc-7',
  name: '=1+1',
  total_contract_amt: '100.00',
  answer_data: {
    a: '-2',
    b: ['x', 'y'],
    c: { street: '1 Main St', city: 'Cleveland', zip: '' },
    d: null,
  },
};

describe('exportColumns', () => {
  it('puts the job and its settings first, then the fields in section and field order', () => {
    const columns = exportColumns([
      form('F', [
        { order: 2, fields: [field('c', 'Address', 1)] },
        { order: 1, fields: [field('b', 'Choices', 2), field('a', 'Amount', 1)] },
      ]),
    ]);
    const headers = columns.map((column) => column.header);
    expect(headers.slice(0, 4)).toEqual(['Job ID', 'Status', 'Created', 'Name']);
    expect(headers.slice(-3)).toEqual(['Amount', 'Choices', 'Address']);
    const cells = Object.fromEntries(columns.map((column) => [column.header, column.cell(job)]));
    expect(cells).toMatchObject({
      Created: '2026-11-26T10:00:00.000Z',
      Name: "'=1+1",
      Location: 'Main Office',
      'Total contract amount': '100.00',
      Contact: '',
      Amount: "'-2",
      Choices: 'x; y',
      Address: 'street: 1 Main St; city: Cleveland',
    });
  });

  it('keeps one column per field across versions and suffixes a label two fields share', () => {
    const v1 = form('F', [
      { order: 1, fields: [field('a', 'Owner', 1), field('i', 'Read me', 2, 'instructions')] },
    ]);
    const v2 = form('F', [{ order: 1, fields: [field('a', 'Owner', 1), field('b', 'Owner', 2)] }]);
    const other = form('G', [
      { order: 1, fields: [field('c', 'Owner', 1), field('d', 'Name', 2)] },
    ]);
    const headers = exportColumns([v2, v1, other]).map((column) => column.header);
    expect(headers.slice(13)).toEqual(['Owner', 'Owner (2)', 'Owner (3)', 'Name (2)']);
  });

  it('neutralises the field titles any form builder writes, as it does the cells', () => {
    const titles = ['=HYPERLINK("http://x","Click")', '@SUM(1)', ' +1', '－1', 'Owner'];
    const columns = exportColumns([
      form('F', [{ order: 1, fields: titles.map((title, n) => field(`f${n}`, title, n)) }]),
    ]);
    expect(columns.slice(-titles.length).map((column) => column.header)).toEqual([
      `'=HYPERLINK("http://x","Click")`,
      "'@SUM(1)",
      "'+1",
      "'－1",
      'Owner',
    ]);
  });
});
