import { CsvError, parse } from 'csv-parse/sync';
import {
  isEmail,
  USER_CSV_COLUMNS,
  USER_CSV_MAX_ROWS,
  USER_CSV_REQUIRED_COLUMNS,
  type UserCsvColumn,
  type UserUploadRowError,
  USER_NAME_MAX_LENGTH,
  USER_EMAIL_MAX_LENGTH,
  USER_API_KEY_MAX_LENGTH,
} from '@job-intake/contracts/identity/users-api';
import { CONTACT_NUMBER_PATTERN } from '@job-intake/contracts/text/rule-messages';

/**
 * The user CSV of POST /userFile, parsed and checked row by row with no database: a header line
 * naming the columns (USER_CSV_COLUMNS, any order), then one user per line. Every problem is
 * reported with its line; the caller imports nothing while any is left.
 */

export interface UserCsvRole {
  id: string;
  name: string;
}

export interface UserCsvRow {
  /** Line of the file (the header is line 1). */
  line: number;
  name: string;
  email: string;
  cnt_id: string | null;
  api_key: string | null;
  role: UserCsvRole;
}

export interface UserCsvResult {
  rows: UserCsvRow[];
  errors: UserUploadRowError[];
}

const HEADER_ALIASES: Record<string, UserCsvColumn> = {
  e_mail: 'email',
  cntid: 'cnt_id',
  apikey: 'api_key',
};

export function parseUserCsv(
  input: string | Buffer,
  roles: readonly UserCsvRole[],
  defaultRole: UserCsvRole,
): UserCsvResult {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  if (text.includes('\u0000')) return fileError(0, 'The file is not a CSV text file.');

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError || (error as { code?: string }).code?.startsWith('CSV_')) {
      const { lines, message } = error as CsvError & { lines?: number };
      return fileError(lines ?? 0, `The file is not valid CSV: ${message}`);
    }
    throw error;
  }

  const [header, ...body] = records;
  if (!header) return fileError(0, NO_USERS);
  const columns = readHeader(header.record, header.info.lines);
  if ('error' in columns) return { rows: [], errors: [columns.error] };
  if (body.length === 0) return fileError(0, NO_USERS);
  if (body.length > USER_CSV_MAX_ROWS) {
    return fileError(
      0,
      `The file has ${body.length} users; at most ${USER_CSV_MAX_ROWS} can be uploaded at once.`,
    );
  }

  const rows: UserCsvRow[] = [];
  const errors: UserUploadRowError[] = [];
  const lineOfEmail = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    const rowErrors: UserUploadRowError[] = [];
    const fail = (field: UserCsvColumn | undefined, reason: string) =>
      rowErrors.push(field ? { line, field, reason } : { line, reason });
    if (record.length > columns.names.length) {
      fail(
        undefined,
        `The line has ${record.length} values but the first line names ${columns.names.length} columns (a comma too many, or a value that needs "quotes").`,
      );
    }
    const value = (column: UserCsvColumn) => {
      const index = columns.names.indexOf(column);
      return index < 0 ? '' : (record[index] ?? '').trim();
    };

    const name = value('name');
    if (!name) fail('name', 'name is required');
    else if (name.length > USER_NAME_MAX_LENGTH) {
      fail('name', `name must be at most ${USER_NAME_MAX_LENGTH} characters`);
    }

    const email = value('email');
    if (!email) fail('email', 'email is required');
    else if (email.length > USER_EMAIL_MAX_LENGTH || !isEmail(email)) {
      fail('email', `email '${email}' is not a valid e-mail address (like name@example.com)`);
    } else {
      const earlier = lineOfEmail.get(email.toLowerCase());
      if (earlier !== undefined) fail('email', `email ${email} is also on line ${earlier}`);
      else lineOfEmail.set(email.toLowerCase(), line);
    }

    const cntId = value('cnt_id');
    if (cntId && !CONTACT_NUMBER_PATTERN.test(cntId)) {
      fail('cnt_id', `cnt_id '${cntId}' must be a contact number (digits only)`);
    }

    const apiKey = value('api_key');
    if (apiKey && /\s/.test(apiKey)) fail('api_key', 'api_key must not contain spaces');
    else if (apiKey.length > USER_API_KEY_MAX_LENGTH) {
      fail('api_key', `api_key must be at most ${USER_API_KEY_MAX_LENGTH} characters`);
    }

    const roleName = value('role');
    const role = roleName
      ? roles.find((candidate) => candidate.name.toLowerCase() === roleName.toLowerCase())
      : defaultRole;
    if (!role) {
      fail(
        'role',
        `role '${roleName}' is not a role of this company (one of: ${roles.map((r) => r.name).join(', ')})`,
      );
    }

    if (rowErrors.length > 0 || !role) errors.push(...rowErrors);
    else rows.push({ line, name, email, cnt_id: cntId || null, api_key: apiKey || null, role });
  }
  return { rows, errors };
}

const NO_USERS = 'The file has no users: after the line naming the columns, put one user per line.';

const COLUMN_LIST = `The columns are: ${USER_CSV_COLUMNS.join(', ')} (name and email are required).`;

function readHeader(
  cells: string[],
  line: number,
): { names: (UserCsvColumn | null)[] } | { error: UserUploadRowError } {
  const names: (UserCsvColumn | null)[] = [];
  const unknown: string[] = [];
  for (const cell of cells) {
    const key = cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_');
    const column =
      HEADER_ALIASES[key] ?? USER_CSV_COLUMNS.find((candidate) => candidate === key) ?? null;
    if (column === null) {
      if (cell.trim() !== '') unknown.push(cell.trim());
    } else if (names.includes(column)) {
      return { error: { line, reason: `The column '${column}' is named twice. ${COLUMN_LIST}` } };
    }
    names.push(column);
  }
  if (cells.some((cell) => cell.includes('@'))) {
    return {
      error: {
        line,
        reason: `The first line must name the columns, but it looks like a user. Add a first line such as: ${USER_CSV_COLUMNS.join(',')}`,
      },
    };
  }
  if (unknown.length > 0) {
    const quoted = unknown.map((name) => `'${name}'`).join(', ');
    return {
      error: {
        line,
        reason: `Unknown column${unknown.length > 1 ? 's' : ''} ${quoted}. ${COLUMN_LIST}`,
      },
    };
  }
  const missing = USER_CSV_REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) {
    return {
      error: {
        line,
        reason: `The first line must name the columns; missing: ${missing.join(', ')}. ${COLUMN_LIST}`,
      },
    };
  }
  return { names };
}

function fileError(line: number, reason: string): UserCsvResult {
  return { rows: [], errors: [{ line, reason }] };
}
