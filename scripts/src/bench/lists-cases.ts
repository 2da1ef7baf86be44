import {
  DEFAULT_JOB_SEARCH_SORT,
  type JobDetail,
  type JobSort,
} from '@job-intake/contracts/jobs/jobs-api';
import type { PageInfo, SortDirection } from '@job-intake/contracts/paging';
import type { HttpClient } from './lists-http';
import type { Operation, Outcome } from './lists-load';
import type { ListReference, ReferenceQueries } from './lists-reference';

const READ_BACK_TIMEOUT_MS = 10_000;
export const PAGE_SIZE = 100;

/** One thing a user does, measured over HTTP, beside its SQL when it is a list or a search. */
export interface BenchCase {
  readonly name: string;
  readonly http: Operation;
  /** The same query straight on the database pool, for the ratio. */
  readonly reference?: Operation;
  /** EXPLAIN ANALYZE execution time (ms) of each of that query's statements. */
  readonly explain?: () => Promise<number[]>;
  /** One of issue 29's search cases: a term's first page, or a deep page by cursor and by number. */
  readonly search?: boolean;
}

export interface CaseInputs {
  readonly client: HttpClient;
  readonly references: ReferenceQueries;
  /** Jobs of the list in the order the command and job-page cases take them. */
  readonly jobIds: readonly string[];
  readonly lastPage: number;
  readonly rareTerm: string;
  readonly commonTerm: string;
}

/** The cases of issue 11's lists bench, in the order of its table. */
export function benchCases(inputs: CaseInputs): BenchCase[] {
  const { client, jobIds, lastPage } = inputs;
  const open = (name: string, paging: PageInfo<JobSort>) =>
    listCase(inputs, name, { list: 'open', ...paging });
  // The search's default order, newest change first, asked for explicitly.
  const search = (name: string, query: string, page = 1) =>
    listCase(inputs, name, {
      query,
      ...paged(page, DEFAULT_JOB_SEARCH_SORT.sort, DEFAULT_JOB_SEARCH_SORT.dir),
    });
  const jobAt = (index: number) => jobIds[index % jobIds.length] as string;
  // Counts every rename, so that no rename repeats a job's current name (which changes nothing).
  let renames = 0;
  const ofSearch = (benchCase: BenchCase): BenchCase => ({ ...benchCase, search: true });
  return [
    open('open list, page 1 (by name)', paged(1)),
    open('sort by Reference, asc', paged(1, 'reference', 'asc')),
    open('sort by Reference, desc', paged(1, 'reference', 'desc')),
    open('sort by Created, newest first', paged(1, 'created', 'desc')),
    ofSearch(open('page 500 (by name)', paged(500))),
    ofSearch(
      fromCursor(inputs, 'page 500 (by name), Next from page 499', {
        list: 'open',
        ...paged(499),
      }),
    ),
    open(`last page, ${lastPage} (by name)`, paged(lastPage)),
    ofSearch(search('search, rare term', inputs.rareTerm)),
    ofSearch(search('search, common term', inputs.commonTerm)),
    ofSearch(search('search, common term, page 50', inputs.commonTerm, 50)),
    ofSearch(
      fromCursor(inputs, 'search, common term, page 50, Next from page 49', {
        query: inputs.commonTerm,
        ...paged(49, DEFAULT_JOB_SEARCH_SORT.sort, DEFAULT_JOB_SEARCH_SORT.dir),
      }),
    ),
    {
      name: 'job page (GET /job/{id})',
      http: (i) => measured(client, 'GET', `/api/v1/job/${jobAt(i)}`),
    },
    {
      name: 'rename a job (PATCH /job/{id}) until read back',
      http: (i) => rename(client, jobAt(i), `Renamed by the bench ${(renames += 1)}`),
    },
  ];
}

function paged(page: number, sort: JobSort = 'name', dir: SortDirection = 'asc') {
  return { page, size: PAGE_SIZE, sort, dir } as const;
}

function listCase(inputs: CaseInputs, name: string, query: ListReference): BenchCase {
  const { client, references } = inputs;
  const http: Operation =
    'query' in query
      ? () => measured(client, 'POST', '/api/v1/search', query)
      : () => measured(client, 'GET', `/api/v1/jobs?${new URLSearchParams(stringValues(query))}`);
  return {
    name,
    http,
    reference: () => references.run(query),
    explain: () => references.executionMs(query),
  };
}

/**
 * The page after `shown` asked for as the pager's Next asks for it: with the shown page's `after`
 * cursor (keyset paging), read once from the API before the case runs.
 */
function fromCursor(inputs: CaseInputs, name: string, shown: ListReference): BenchCase {
  let next: Promise<ListReference> | undefined;
  const nextPage = () =>
    (next ??= readShown(inputs.client, shown).then((after) => ({
      ...shown,
      page: shown.page + 1,
      after,
    })));
  return {
    name,
    http: async () => listCase(inputs, name, await nextPage()).http(0),
    reference: async () => inputs.references.run(await nextPage()),
    explain: async () => inputs.references.executionMs(await nextPage()),
  };
}

async function readShown(client: HttpClient, shown: ListReference): Promise<string> {
  const answer =
    'query' in shown
      ? await client.send('POST', '/api/v1/search', shown)
      : await client.send('GET', `/api/v1/jobs?${new URLSearchParams(stringValues(shown))}`);
  const { after } = answer.json() as { after: string | null };
  if (!after) throw new Error(`${JSON.stringify(shown)} answered no cursor`);
  return after;
}

function stringValues(query: object): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}

async function measured(
  client: HttpClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<Outcome> {
  const answer = await client.send(method, path, body);
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.json())}`);
  return { wireBytes: answer.wireBytes, jsonBytes: answer.jsonBytes };
}

/**
 * Read-your-writes: renames the job, then reads the job page until it shows the new name. The
 * time is until the change was read back; `answeredMs` until the command answered.
 */
async function rename(client: HttpClient, jobId: string, name: string): Promise<Outcome> {
  const sent = performance.now();
  const answer = await measured(client, 'PATCH', `/api/v1/job/${jobId}`, { name });
  const answeredMs = performance.now() - sent;
  while (performance.now() - sent < READ_BACK_TIMEOUT_MS) {
    const read = await client.send('GET', `/api/v1/job/${jobId}`);
    if ((read.json() as JobDetail).name === name) return { ...answer, answeredMs };
  }
  throw new Error(`Job ${jobId} did not show its new name within ${READ_BACK_TIMEOUT_MS} ms`);
}
