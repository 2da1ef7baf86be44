import {
  type ColumnDef,
  type Header,
  type SortingState,
  flexRender,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import Table from 'react-bootstrap/Table';
import { TablePagination } from './table-pagination';

/** Page sizes of every list (spec section 9); the first is the default. */
const PAGE_SIZE_OPTIONS = [100, 500, 1000] as const;

interface DataTableProps<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  initialSorting: SortingState;
  emptyText: string;
}

/** A sortable, paginated table; sorting and paging happen in the browser. */
export function DataTable<Row>({
  data,
  columns,
  getRowId,
  initialSorting,
  emptyText,
}: DataTableProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build
  const table = useReactTable({
    data,
    columns,
    getRowId,
    initialState: {
      sorting: initialSorting,
      pagination: { pageIndex: 0, pageSize: PAGE_SIZE_OPTIONS[0] },
    },
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  if (data.length === 0) {
    return <p className="text-center text-body-secondary py-5 mb-0">{emptyText}</p>;
  }

  return (
    <>
      <Table hover responsive className="mb-0 align-middle">
        <thead className="table-light">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <TablePagination table={table} pageSizeOptions={PAGE_SIZE_OPTIONS} />
    </>
  );
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const SORT_ARROW = { asc: '▲', desc: '▼' } as const;

function SortableHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const sorted = header.column.getIsSorted();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className="px-3">
        {label}
      </th>
    );
  }
  return (
    <th scope="col" className="px-3" aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset text-decoration-none fw-semibold"
        onClick={header.column.getToggleSortingHandler()}
      >
        {label}
        <span className={sorted ? 'ms-1' : 'ms-1 opacity-25'} aria-hidden="true">
          {sorted ? SORT_ARROW[sorted] : '▲'}
        </span>
      </button>
    </th>
  );
}
