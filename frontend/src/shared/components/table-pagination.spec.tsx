import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TablePagination } from './table-pagination';

describe('TablePagination', () => {
  it('shows a total whose count stopped as 1,000+, offers the next page and no last one', async () => {
    const onPageChange = vi.fn();
    render(
      <TablePagination
        page={10}
        size={100}
        total={1000}
        totalExact={false}
        onPageChange={onPageChange}
        onSizeChange={() => {}}
      />,
    );

    expect(screen.getByText('901–1,000 of 1,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('ends at the last page of an exact total', () => {
    render(
      <TablePagination
        page={10}
        size={100}
        total={1000}
        onPageChange={() => {}}
        onSizeChange={() => {}}
      />,
    );

    expect(screen.getByText('901–1,000 of 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
  });
});
