import { isPageSize, PAGE_SIZES, type PageSize, pageCount } from '@job-intake/contracts/paging';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { formatCount, formatTotal } from './count-format';
import { PageNavigation } from './page-navigation';
import styles from './table-pagination.module.css';

interface TablePaginationProps {
  /** The page shown, from 1. */
  page: number;
  size: PageSize;
  /** How many rows the whole list holds; with `totalExact` false, more than that ("1,000+"). */
  total: number;
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
}

/** Page-size choice, the rows shown ("101–200 of 100,000") and page navigation under a table. */
export function TablePagination({
  page,
  size,
  total,
  totalExact = true,
  onPageChange,
  onSizeChange,
}: TablePaginationProps) {
  const sizeSelectId = useId();
  const first = Math.min(total, (page - 1) * size + 1);
  const last = Math.min(total, page * size);
  // Choosing a page size means nothing until there is more than the smallest page.
  const sizeDisabled = total < PAGE_SIZES[0];

  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 px-3 py-2 border-top">
      <div className="d-flex align-items-center gap-2">
        <Form.Label htmlFor={sizeSelectId} className="mb-0 small text-body-secondary text-nowrap">
          Rows per page
        </Form.Label>
        <Form.Select
          id={sizeSelectId}
          size="sm"
          className={`w-auto ${styles.sizeSelect}`}
          value={size}
          disabled={sizeDisabled}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            if (isPageSize(chosen)) onSizeChange(chosen);
          }}
        >
          {PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <span className="small text-body-secondary text-nowrap" aria-live="polite">
          {formatCount(first)}–{formatCount(last)} of {formatTotal(total, totalExact)}
        </span>
        <PageNavigation
          page={page}
          pageCount={pageCount(total, size)}
          morePages={!totalExact}
          onPageChange={onPageChange}
        />
      </div>
    </div>
  );
}
