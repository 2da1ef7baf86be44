import {
  CUSTOMER_CSV_EXAMPLE,
  CUSTOMER_CSV_MAX_ROWS,
} from '@job-intake/contracts/job-form/customers-api';
import { parseCustomerCsv } from './customer-csv';

describe('parseCustomerCsv', () => {
  it('reads the example file: a role by name or number, every column', () => {
    const { rows, errors } = parseCustomerCsv(CUSTOMER_CSV_EXAMPLE);
    expect(errors).toEqual([]);
    expect(rows.map((row) => [row.line, row.values.contact_role, row.values.company])).toEqual([
      [2, 1, 'Riverside Mall Holdings LLC'],
      [3, 3, 'Lakeshore General Contractors'],
    ]);
    expect(rows[1]!.values).toMatchObject({ address_2: 'Suite 400', role_desc: '' });
  });

  it('accepts columns in any order, header case and spacing, aliases, a BOM, CRLF and quotes', () => {
    const text =
      '\uFEFFName , Role,ZIP code,E-mail\r\n\r\n"Ortiz, Ray", sub-subcontractor ,44129,ray@x.example\r\n';
    const { rows, errors } = parseCustomerCsv(text);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 3,
        values: expect.objectContaining({
          contact_role: 5,
          name: 'Ortiz, Ray',
          zip: '44129',
          email: 'ray@x.example',
          company: '',
        }),
      },
    ]);
  });

  it('reports every bad field with its line and column, and keeps the good lines', () => {
    const text = [
      'contact_role,company,name,email',
      ',No Role,,', // 2
      'Architect,Bad Role,,', // 3
      '2,Role Two,,', // 4
      '1,,,', // 5
      '1,Bad Mail,,not-mail', // 6
      '4,Good Sub,Gil,gil@good.example', // 7
      '1,Too,Many,a@b.example,extra', // 8
    ].join('\n');
    const { rows, errors } = parseCustomerCsv(text);
    expect(rows.map((row) => row.line)).toEqual([7]);
    expect(errors).toEqual([
      { line: 2, field: 'contact_role', reason: 'contact_role is required' },
      {
        line: 3,
        field: 'contact_role',
        reason: expect.stringMatching(/^contact_role must be one of: 1 \(Owner\)/),
      },
      {
        line: 4,
        field: 'contact_role',
        reason: expect.stringMatching(/^contact_role must be one of/),
      },
      {
        line: 5,
        field: 'company',
        reason: 'company or name is required: enter at least one of them',
      },
      { line: 6, field: 'email', reason: 'email must be an e-mail address, like name@example.com' },
      {
        line: 8,
        reason: expect.stringMatching(/^The line has 5 values but the first line names 4 columns/),
      },
    ]);
  });

  describe('file-level problems (nothing to store)', () => {
    it.each([
      ['an empty file', '', 0, /^The file has no customers/],
      ['only the header', 'contact_role,company\n', 0, /^The file has no customers/],
      [
        'no contact_role column',
        'company,name\nA,B\n',
        1,
        /missing: contact_role\. The columns are:/,
      ],
      ['an unknown column', 'contact_role,company,fax\n1,A,2\n', 1, /^Unknown column 'fax'\./],
      ['a repeated column', 'contact_role,name,Name\n', 1, /^The column 'name' is named twice/],
      ['a first line that is a customer', '1,Acme,Ann\n', 1, /^Unknown columns '1', 'Acme', 'Ann'/],
      ['broken quoting', 'contact_role,company\n"1,Acme\n', 2, /^The file is not valid CSV: /],
      ['binary content', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]), 0, /not a CSV text file/],
    ])('%s', (_what, text, line, reason) => {
      expect(parseCustomerCsv(text)).toEqual({
        rows: [],
        errors: [{ line, reason: expect.stringMatching(reason) }],
      });
    });

    it(`refuses more than ${CUSTOMER_CSV_MAX_ROWS} customers`, () => {
      const lines = Array.from({ length: CUSTOMER_CSV_MAX_ROWS + 1 }, (_, i) => `1,Owner ${i}`);
      const { errors } = parseCustomerCsv(['contact_role,company', ...lines].join('\n'));
      expect(errors).toEqual([
        {
          line: 0,
          reason: `The file has ${CUSTOMER_CSV_MAX_ROWS + 1} customers; at most ${CUSTOMER_CSV_MAX_ROWS} can be uploaded at once.`,
        },
      ]);
    });
  });
});
