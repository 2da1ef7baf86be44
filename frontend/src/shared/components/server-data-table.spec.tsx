import { render, screen } from '@testing-library/react';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import type { PageParams } from '../hooks/page-params';
import { ServerDataTable } from './server-data-table';

interface Crew {
  id: string;
  name: string;
}

const SORTS = ['name'] as const;
const paging: PageParams<'name'> = { page: 1, size: 100, sort: 'name', dir: 'asc' };

/** The table of a page, with the names of the rows each render built. */
function renderCountingRows() {
  const rendered: string[] = [];
  const columns: ColumnDef<Crew>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        rendered.push(row.original.name);
        return row.original.name;
      },
    },
  ];
  const table = (rows: Crew[], busy: boolean) => (
    <ServerDataTable
      rows={rows}
      shown={{ page: 1, size: 100, total: rows.length }}
      columns={columns}
      getRowId={(crew) => crew.id}
      sorts={SORTS}
      paging={paging}
      onPagingChange={() => {}}
      busy={busy}
      emptyText="No crews"
    />
  );
  return { rendered, table, ...render(<></>) };
}

describe('ServerDataTable', () => {
  it('renders again only the rows whose data changed', () => {
    const crews = [
      { id: 'a', name: 'Framing' },
      { id: 'b', name: 'Roofing' },
    ];
    const { rendered, table, rerender } = renderCountingRows();
    rerender(table(crews, false));
    expect(rendered).toEqual(['Framing', 'Roofing']);

    // The next page is loading: the rows shown stay as they are.
    rendered.length = 0;
    rerender(table(crews, true));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(rendered).toEqual([]);

    // A refetch kept one row's object (RTK Query shares what did not change) in a new list.
    rerender(table([crews[0] as Crew, { id: 'b', name: 'Roofing crew' }], false));
    expect(rendered).toEqual(['Roofing crew']);
    expect(screen.getByRole('cell', { name: 'Roofing crew' })).toBeInTheDocument();
  });
});
