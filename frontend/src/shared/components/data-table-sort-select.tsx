import type { Table as TableModel } from '@tanstack/react-table';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { cardLabel } from './data-table-card';
import styles from './card-table.module.css';

const DIRECTIONS = { asc: 'ascending', desc: 'descending' } as const;
type Direction = keyof typeof DIRECTIONS;

/**
 * The order of a table's rows as one choice, for phones, where the rows are cards and the column
 * headers are hidden (they stay for screen readers).
 */
export function DataTableSortSelect<Row>({ table }: { table: TableModel<Row> }) {
  const id = useId();
  const columns = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (columns.length === 0) return null;
  const [current] = table.getState().sorting;
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';

  function choose(choice: string) {
    const [columnId, direction] = choice.split(':');
    table.getColumn(columnId ?? '')?.toggleSorting(direction === 'desc');
  }

  return (
    <div className={`align-items-center gap-2 px-3 py-2 border-bottom ${styles.sortBar}`}>
      <Form.Label htmlFor={id} className="mb-0 small text-body-secondary text-nowrap">
        Sort by
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(event) => choose(event.target.value)}>
        {columns.flatMap((column) =>
          (Object.keys(DIRECTIONS) as Direction[]).map((direction) => (
            <option key={`${column.id}:${direction}`} value={`${column.id}:${direction}`}>
              {cardLabel(column)}, {DIRECTIONS[direction]}
            </option>
          )),
        )}
      </Form.Select>
    </div>
  );
}
