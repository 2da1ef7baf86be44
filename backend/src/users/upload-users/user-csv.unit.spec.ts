import { USER_CSV_EXAMPLE, USER_CSV_MAX_ROWS } from '@job-intake/contracts/identity/users-api';
import { parseUserCsv, type UserCsvRole } from './user-csv';

const standard: UserCsvRole = { id: 'r-standard', name: 'Standard User' };
const reviewer: UserCsvRole = { id: 'r-reviewer', name: 'Reviewer' };
const roles = [standard, reviewer, { id: 'r-admin', name: 'Admin' }];
const parseCsv = (text: string | Buffer) => parseUserCsv(text, roles, standard);

describe('parseUserCsv', () => {
  it('reads the example file: every column, any role name case, the default role when blank', () => {
    const result = parseCsv(USER_CSV_EXAMPLE);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      {
        line: 2,
        name: 'Pat Example',
        email: 'pat@example.com',
        cnt_id: '100245',
        api_key: null,
        role: reviewer,
      },
      {
        line: 3,
        name: 'Lee Sample',
        email: 'lee@example.com',
        cnt_id: null,
        api_key: null,
        role: standard,
      },
    ]);
  });

  it('accepts columns in any order, header case and spacing, a BOM, CRLF, quotes and blank lines', () => {
    const text =
      '\uFEFFE-mail , NAME,Role,api key\r\n\r\n "ann@example.com","Ann, Jr.", reviewer ,k-1\r\n';
    expect(parseCsv(text)).toEqual({
      errors: [],
      rows: [
        {
          line: 3,
          name: 'Ann, Jr.',
          email: 'ann@example.com',
          cnt_id: null,
          api_key: 'k-1',
          role: reviewer,
        },
      ],
    });
  });

  it('reports every bad field with its line, and keeps only good rows', () => {
    const text = [
      'name,email,cnt_id,api_key,role',
      ',nobody@example.com,,,', // 2: no name
      'Bad Mail,not-an-email,,,', // 3
      'Bad Cnt,cnt@example.com,12a,,', // 4
      'Bad Key,key@example.com,,has space,', // 5
      'Bad Role,role@example.com,,,Owner', // 6
      'Good,good@example.com,100250,,Admin', // 7
      'Twice,GOOD@example.com,,,', // 8: duplicate of line 7
      'Many,many@example.com,,,,extra', // 9
      'No Tld,x@example.c,,,', // 10
    ].join('\n');
    const result = parseCsv(text);
    expect(result.rows.map((row) => row.line)).toEqual([7]);
    expect(result.errors).toEqual([
      { line: 2, field: 'name', reason: 'name is required' },
      {
        line: 3,
        field: 'email',
        reason: "email 'not-an-email' is not a valid e-mail address (like name@example.com)",
      },
      { line: 4, field: 'cnt_id', reason: "cnt_id '12a' must be a contact number (digits only)" },
      { line: 5, field: 'api_key', reason: 'api_key must not contain spaces' },
      {
        line: 6,
        field: 'role',
        reason:
          "role 'Owner' is not a role of this company (one of: Standard User, Reviewer, Admin)",
      },
      { line: 8, field: 'email', reason: 'email GOOD@example.com is also on line 7' },
      {
        line: 9,
        reason: expect.stringMatching(/^The line has 6 values but the first line names 5 columns/),
      },
      {
        line: 10,
        field: 'email',
        reason: "email 'x@example.c' is not a valid e-mail address (like name@example.com)",
      },
    ]);
  });

  it('reports several problems of one line together', () => {
    const { errors } = parseCsv('name,email\n,\n');
    expect(errors).toEqual([
      { line: 2, field: 'name', reason: 'name is required' },
      { line: 2, field: 'email', reason: 'email is required' },
    ]);
  });

  it('counts lines as the file does (blank lines in between)', () => {
    const { errors } = parseCsv('name,email\n\nA,a@example.com\n\n\nB,broken\n');
    expect(errors).toEqual([expect.objectContaining({ line: 6, field: 'email' })]);
  });

  describe('file-level problems (nothing to import)', () => {
    it.each([
      ['an empty file', '', 0, /^The file has no users/],
      ['only the header', 'name,email\n', 0, /^The file has no users/],
      ['a missing required column', 'name,cnt_id\nA,1\n', 1, /missing: email\. The columns are:/],
      [
        'an unknown column',
        'name,email,phone\nA,a@example.com,1\n',
        1,
        /^Unknown column 'phone'\./,
      ],
      ['a repeated column', 'name,email,Name\n', 1, /^The column 'name' is named twice/],
      ['no header line', 'Ann,ann@example.com\n', 1, /it looks like a user/],
      ['broken quoting', 'name,email\n"Ann,ann@example.com\n', 2, /^The file is not valid CSV: /],
      [
        'binary content',
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]),
        0,
        /not a CSV text file/,
      ],
    ])('%s', (_what, text, line, reason) => {
      const result = parseCsv(text);
      expect(result.rows).toEqual([]);
      expect(result.errors).toEqual([{ line, reason: expect.stringMatching(reason) }]);
    });

    it(`refuses more than ${USER_CSV_MAX_ROWS} users`, () => {
      const lines = Array.from(
        { length: USER_CSV_MAX_ROWS + 1 },
        (_, i) => `U${i},u${i}@example.com`,
      );
      const result = parseCsv(['name,email', ...lines].join('\n'));
      expect(result.errors).toEqual([
        {
          line: 0,
          reason: `The file has ${USER_CSV_MAX_ROWS + 1} users; at most ${USER_CSV_MAX_ROWS} can be uploaded at once.`,
        },
      ]);
    });
  });
});
