import {
  type ColumnDef,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { PageSize } from '@job-intake/contracts/paging';
import { useMemo } from 'react';
import type { PageParams } from '../hooks/page-params';
import { DataTableGrid, type DataTableLook } from './data-table-grid';
import styles from './server-data-table.module.css';
import { TablePagination } from './table-pagination';

export interface ShownPage {
  page: number;
  size: PageSize;
  total: number;
  /** False when the list's count stopped: it holds more than `total` rows. */
  totalExact?: boolean;
}

interface ServerDataTableProps<Row, Sort extends string> {
  /** The rows of the page shown. */
  rows: Row[];
  /** Which page the rows are (as the server answered it) and how many the whole list holds. */
  shown: ShownPage;
  columns: ColumnDef<Row>[];
  getRowId: (row: Row) => string;
  /** The ids the server sorts by; a column whose id is not one of them is not sortable. */
  sorts: readonly Sort[];
  /** The page, size and order asked for (usePageParams): the header shows the order asked for. */
  paging: PageParams<Sort>;
  onPagingChange: (changes: Partial<PageParams<Sort>>) => void;
  /** Another page is loading while this one stays on screen. */
  busy: boolean;
  emptyText: string;
  look?: DataTableLook;
}

/**
 * A table of one page that the server sorted and cut: a header click or a page change asks the
 * caller for another page instead of sorting or paging the rows here.
 */
export function ServerDataTable<Row, Sort extends string>({
  rows,
  shown,
  columns,
  getRowId,
  sorts,
  paging,
  onPagingChange,
  busy,
  emptyText,
  look = {},
}: ServerDataTableProps<Row, Sort>) {
  const sortableColumns = useMemo(() => onlySortableBy(columns, sorts), [columns, sorts]);
  const sorting: SortingState = [{ id: paging.sort, desc: paging.dir === 'desc' }];
  const changeSorting = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater;
    const sort = sorts.find((id) => id === next?.id);
    if (next && sort) onPagingChange({ sort, dir: next.desc ? 'desc' : 'asc' });
  };
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this build
  const table = useReactTable({
    data: rows,
    columns: sortableColumns,
    getRowId,
    state: { sorting },
    onSortingChange: changeSorting,
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });

  return (
    <>
      <div className={styles.listArea} data-testid="list-area">
        {shown.total === 0 ? (
          <p className="text-center text-body-secondary py-5 mb-0">{emptyText}</p>
        ) : (
          <DataTableGrid table={table} look={look} busy={busy} />
        )}
      </div>
      {/* The pager describes the rows on screen, not the page still loading. */}
      {shown.total > 0 && (
        <TablePagination
          page={shown.page}
          size={shown.size}
          total={shown.total}
          totalExact={shown.totalExact}
          onPageChange={(page) => onPagingChange({ page })}
          onSizeChange={(size) => onPagingChange({ size })}
        />
      )}
    </>
  );
}

function columnId<Row>(column: ColumnDef<Row>): string | undefined {
  if (column.id) return column.id;
  return 'accessorKey' in column ? String(column.accessorKey) : undefined;
}

function onlySortableBy<Row>(columns: ColumnDef<Row>[], sorts: readonly string[]) {
  return columns.map((column) => {
    const id = columnId(column);
    return id && sorts.includes(id) ? column : { ...column, enableSorting: false };
  });
}
