import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

interface Crew {
  name: string;
  workers: number;
  site: string;
}

const columns: ColumnDef<Crew>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name', meta: { card: 'title' } },
  {
    id: 'workers',
    accessorKey: 'workers',
    header: () => <span>👷</span>,
    meta: { label: 'Workers' },
  },
  { id: 'site', accessorKey: 'site', header: 'Site', enableSorting: false },
];

const crews: Crew[] = [
  { name: 'Framing', workers: 4, site: 'Mentor' },
  { name: 'Roofing', workers: 12, site: '' },
  { name: 'Concrete', workers: 7, site: 'Kirtland' },
];

function renderCrews(data = crews) {
  render(
    <DataTable
      data={data}
      columns={columns}
      getRowId={(crew) => crew.name}
      initialSorting={[{ id: 'name', desc: false }]}
      emptyText="No crews"
    />,
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('makes sortable headers buttons that state their order with aria-sort', async () => {
    renderCrews();

    const name = screen.getByRole('columnheader', { name: /^Name/ });
    const workers = screen.getByRole('columnheader', { name: /^👷/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(workers).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Site' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Site' })).queryByRole('button')).toBe(
      null,
    );

    await userEvent.click(within(workers).getByRole('button'));
    await userEvent.click(within(workers).getByRole('button'));

    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(workers).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Framing', 'Concrete', 'Roofing']);
  });

  it('labels every cell for the phone cards and offers the order as one choice', async () => {
    renderCrews();

    const row = screen.getByRole('cell', { name: 'Roofing' }).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Workers', 'Site']);

    const order = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(order)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name, ascending', 'Name, descending', 'Workers, ascending', 'Workers, descending']);
    expect(order).toHaveDisplayValue('Name, ascending');

    await userEvent.selectOptions(order, 'Workers, descending');

    expect(names()).toEqual(['Roofing', 'Concrete', 'Framing']);
    expect(screen.getByRole('columnheader', { name: /^👷/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('pages under a navigation landmark that marks the current page', async () => {
    const many = Array.from({ length: 205 }, (_, i) => ({
      name: `Crew ${String(i + 1).padStart(3, '0')}`,
      workers: i,
      site: '',
    }));
    renderCrews(many);

    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));

    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(names()[0]).toBe('Crew 101');
  });
});
