import {
  type ColumnDef,
  type SortingState,
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, type PageSize, pageSizeOrDefault } from '@job-intake/contracts/paging';
import { DataTableGrid, type DataTableLook } from './data-table-grid';
import { TablePagination } from './table-pagination';

interface DataTableProps<Row> {
  data: Row[];
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  initialSorting: SortingState;
  emptyText: string;
  /** Rows per page at first (e.g. the user's list_count). */
  initialPageSize?: PageSize;
  /** Class names for a table that looks different from the default. */
  look?: DataTableLook;
}

/**
 * A sortable, paginated table of rows the browser holds in full; sorting and paging happen in the
 * browser. A list that can grow pages on the server instead: see ServerDataTable.
 */
export function DataTable<Row>({
  data,
  columns,
  getRowId,
  initialSorting,
  emptyText,
  initialPageSize = DEFAULT_PAGE_SIZE,
  look = {},
}: DataTableProps<Row>) {
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

  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <>
      <DataTableGrid table={table} look={look} />
      <TablePagination
        page={pageIndex + 1}
        size={pageSizeOrDefault(pageSize)}
        total={table.getRowCount()}
        onPageChange={(page) => table.setPageIndex(page - 1)}
        onSizeChange={table.setPageSize}
      />
    </>
  );
}
