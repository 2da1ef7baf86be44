import type { Column, RowData } from '@tanstack/react-table';

/**
 * How a column shows when a phone turns each row into a card: the card's `title` (first, large,
 * unlabelled), `inline` (a short labelled value beside the other inline ones, e.g. a count),
 * `actions` (the row's buttons, last, touch-sized) or, by default, one labelled line.
 */
export type CardPlace = 'title' | 'inline' | 'actions';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    card?: CardPlace;
    /** The card's label for a column whose header is not plain text (an icon, a hidden label). */
    label?: string;
  }
}

/** The label a card shows before the column's value: its meta label, else its text header. */
export function cardLabel<Row>(column: Column<Row, unknown>): string {
  const { meta, header } = column.columnDef;
  if (meta?.label !== undefined) return meta.label;
  return typeof header === 'string' ? header : '';
}
