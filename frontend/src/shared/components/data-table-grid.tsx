import {
  type Column,
  flexRender,
  type Header,
  type Row as RowModel,
  type Table as TableModel,
} from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import { CardCell, CardTable } from './card-table';
import { cardLabel } from './data-table-card';
import { DataTableSortSelect } from './data-table-sort-select';

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
/** One object for every table without a look of its own, so that its rows stay memoized. */
const DEFAULT_LOOK: DataTableLook = {};

interface DataTableGridProps<Row> {
  table: TableModel<Row>;
  look?: DataTableLook | undefined;
  /** A newer page is loading: the rows shown are dimmed and marked busy. */
  busy?: boolean;
}

/**
 * The header (sortable columns as buttons) and the rows of the table's current page; below md
 * each row shows as a card of labelled lines (CardTable, CardPlace).
 */
export function DataTableGrid<Row>({
  table,
  look = DEFAULT_LOOK,
  busy = false,
}: DataTableGridProps<Row>) {
  const classes = ['mb-0 align-middle', look.table, busy && 'opacity-75'];
  return (
    <>
      <DataTableSortSelect table={table} />
      <CardTable hover className={classes.filter(Boolean).join(' ')} aria-busy={busy}>
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
            <BodyRow key={row.id} row={row} columns={table.getVisibleLeafColumns()} look={look} />
          ))}
        </tbody>
      </CardTable>
    </>
  );
}

interface BodyRowProps<Row> {
  row: RowModel<Row>;
  /** The columns shown: the row renders again when they change (the row model does not). */
  columns: Column<Row, unknown>[];
  look: DataTableLook;
}

/**
 * A row renders again only when its data, the columns or the look change. Another page's busy
 * render, a navigation's render and a refetch that kept a row's object (RTK Query shares what
 * did not change) leave it alone; TanStack builds new row objects then, so `original` is compared.
 */
const BodyRow = memo(function BodyRow<Row>({ row, look }: BodyRowProps<Row>) {
  return (
    <tr>
      {row.getVisibleCells().map((cell) => (
        <CardCell
          key={cell.id}
          label={cardLabel(cell.column)}
          place={cell.column.columnDef.meta?.card}
          className={(look.cell ?? DEFAULT_CELL)(cell.column.id)}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </CardCell>
      ))}
    </tr>
  );
}, sameRow) as <Row>(props: BodyRowProps<Row>) => ReactElement;

function sameRow<Row>(before: BodyRowProps<Row>, after: BodyRowProps<Row>): boolean {
  return (
    before.row.original === after.row.original &&
    before.columns === after.columns &&
    before.look === after.look
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
