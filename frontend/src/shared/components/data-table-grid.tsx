import {
  type Cell,
  flexRender,
  type Header,
  type Table as TableModel,
} from '@tanstack/react-table';
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

interface DataTableGridProps<Row> {
  table: TableModel<Row>;
  look: DataTableLook;
  /** A newer page is loading: the rows shown are dimmed and marked busy. */
  busy?: boolean;
}

/**
 * The header (sortable columns as buttons) and the rows of the table's current page; below md
 * each row shows as a card of labelled lines (CardTable, CardPlace).
 */
export function DataTableGrid<Row>({ table, look, busy = false }: DataTableGridProps<Row>) {
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
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <BodyCell key={cell.id} cell={cell} look={look} />
              ))}
            </tr>
          ))}
        </tbody>
      </CardTable>
    </>
  );
}

function BodyCell<Row>({ cell, look }: { cell: Cell<Row, unknown>; look: DataTableLook }) {
  return (
    <CardCell
      label={cardLabel(cell.column)}
      place={cell.column.columnDef.meta?.card}
      className={(look.cell ?? DEFAULT_CELL)(cell.column.id)}
    >
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </CardCell>
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
