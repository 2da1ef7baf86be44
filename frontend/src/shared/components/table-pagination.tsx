import type { Table } from '@tanstack/react-table';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';

interface TablePaginationProps<Row> {
  table: Table<Row>;
  pageSizeOptions: readonly number[];
}

/** Page-size choice and page navigation under a table. */
export function TablePagination<Row>({ table, pageSizeOptions }: TablePaginationProps<Row>) {
  const sizeSelectId = useId();
  const rowCount = table.getRowCount();
  const { pageIndex, pageSize } = table.getState().pagination;
  const first = pageIndex * pageSize + 1;
  const last = Math.min(rowCount, first + pageSize - 1);
  // Choosing a page size means nothing until there is more than the smallest page.
  const sizeDisabled = rowCount < (pageSizeOptions[0] ?? 0);

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 px-3 py-2 border-top">
      <div className="d-flex align-items-center gap-2">
        <Form.Label htmlFor={sizeSelectId} className="mb-0 small text-body-secondary text-nowrap">
          Rows per page
        </Form.Label>
        <Form.Select
          id={sizeSelectId}
          size="sm"
          className="w-auto"
          value={pageSize}
          disabled={sizeDisabled}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Form.Select>
      </div>
      <div className="d-flex align-items-center gap-3">
        <span className="small text-body-secondary">
          {first}–{last} of {rowCount}
        </span>
        <Pagination size="sm" className="mb-0">
          <Pagination.Prev
            aria-label="Previous page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          />
          <Pagination.Next
            aria-label="Next page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          />
        </Pagination>
      </div>
    </div>
  );
}
