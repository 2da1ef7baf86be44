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
  /** Rows per page at first (e.g. the user's list_count); one of the offered sizes. */
  initialPageSize?: number;
  /** Class names for a table that looks different from the default (e.g. the job lists). */
  look?: DataTableLook;
}

/** Class names a table may use instead of the defaults; every one is optional. */
export interface DataTableLook {
  /** Added to the table's own classes. */
  table?: string;
  /** A header cell's classes (default `px-3`). */
  headerCell?: (columnId: string) => string | undefined;
  /** A body cell's classes (default `px-3`). */
  cell?: (columnId: string) => string | undefined;
  /** Added to the sort button's classes. */
  sortButton?: string;
  /** The arrow of a column that is not sorted (default `opacity-25`). */
  idleArrow?: string;
}

const DEFAULT_CELL = () => 'px-3';

/** A sortable, paginated table; sorting and paging happen in the browser. */
export function DataTable<Row>({
  data,
  columns,
  getRowId,
  initialSorting,
  emptyText,
  initialPageSize = PAGE_SIZE_OPTIONS[0],
  look = {},
}: DataTableProps<Row>) {
  const cellClass = look.cell ?? DEFAULT_CELL;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build
  const table = useReactTable({
    data,
    columns,
    getRowId,
    initialState: {
      sorting: initialSorting,
      pagination: { pageIndex: 0, pageSize: initialPageSize },
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
      <Table
        hover
        responsive
        className={look.table ? `${look.table} mb-0 align-middle` : 'mb-0 align-middle'}
      >
        <thead className="table-light">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableHeader key={header.id} header={header} look={look} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.id)}>
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

function SortableHeader<Row>({
  header,
  look,
}: {
  header: Header<Row, unknown>;
  look: DataTableLook;
}) {
  const sorted = header.column.getIsSorted();
  const className = (look.headerCell ?? DEFAULT_CELL)(header.column.id);
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  return (
    <th scope="col" className={className} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button
        type="button"
        className={`btn btn-link p-0 text-reset text-decoration-none fw-semibold${look.sortButton ? ` ${look.sortButton}` : ''}`}
        onClick={header.column.getToggleSortingHandler()}
      >
        {label}
        <span
          className={sorted ? 'ms-1' : `ms-1 ${look.idleArrow ?? 'opacity-25'}`}
          aria-hidden="true"
        >
          {sorted ? SORT_ARROW[sorted] : '▲'}
        </span>
      </button>
    </th>
  );
}
