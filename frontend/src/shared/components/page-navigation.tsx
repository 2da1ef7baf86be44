import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './page-navigation.module.css';
import { pageWindow } from './page-window';

interface PageNavigationProps {
  page: number;
  /** The pages counted; with `morePages` the list goes on past them (its count stopped). */
  pageCount: number;
  morePages?: boolean;
  onPageChange: (page: number) => void;
}

/**
 * First, previous, numbered pages around the current one (phones: the current only), next and
 * last; Last is off while the last page is not known.
 */
export function PageNavigation({
  page,
  pageCount,
  morePages = false,
  onPageChange,
}: PageNavigationProps) {
  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };
  const atFirst = page <= 1;
  const atLast = page >= pageCount && !morePages;
  return (
    <nav aria-label="Pagination">
      <ul className={`pagination pagination-sm flex-wrap mb-0 ${styles.pager}`}>
        <PageButton label="First page" disabled={atFirst} onClick={() => go(1)}>
          <ChevronsLeftIcon size={16} aria-hidden="true" />
        </PageButton>
        <PageButton label="Previous page" disabled={atFirst} onClick={() => go(page - 1)}>
          <ChevronLeftIcon size={16} aria-hidden="true" />
        </PageButton>
        {pageWindow(page, pageCount, 1, morePages).map((link, index) =>
          link === 'gap' ? (
            <li
              key={`gap-${index}`}
              className={`page-item disabled ${styles.far}`}
              aria-hidden="true"
            >
              <span className="page-link">…</span>
            </li>
          ) : (
            <PageButton
              key={link}
              label={`Page ${link}`}
              current={link === page}
              numbered
              onClick={() => go(link)}
            >
              {link}
            </PageButton>
          ),
        )}
        <PageButton label="Next page" disabled={atLast} onClick={() => go(page + 1)}>
          <ChevronRightIcon size={16} aria-hidden="true" />
        </PageButton>
        <PageButton label="Last page" disabled={atLast || morePages} onClick={() => go(pageCount)}>
          <ChevronsRightIcon size={16} aria-hidden="true" />
        </PageButton>
      </ul>
    </nav>
  );
}

interface PageButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  current?: boolean;
  /** A page's number rather than an arrow: phones show only the current one. */
  numbered?: boolean;
  children: ReactNode;
}

function PageButton({
  label,
  onClick,
  disabled = false,
  current = false,
  numbered = false,
  children,
}: PageButtonProps) {
  const state = current ? ' active' : disabled ? ' disabled' : '';
  const far = numbered && !current ? ` ${styles.far}` : '';
  return (
    <li className={`page-item${state}${far}`}>
      <button
        type="button"
        className="page-link d-flex align-items-center h-100"
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        disabled={disabled}
        onClick={onClick}
      >
        {children}
      </button>
    </li>
  );
}
