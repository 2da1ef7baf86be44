import type { ReactNode } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';
import type { CardPlace } from './data-table-card';
import styles from './card-table.module.css';

/**
 * A table whose rows turn into cards of labelled lines below md (card-table.module.css), so that
 * a phone never scrolls it sideways; its body cells are CardCells.
 */
export function CardTable({ className, ...props }: TableProps) {
  return (
    <Table responsive {...props} className={[styles.cards, className].filter(Boolean).join(' ')} />
  );
}

interface CardCellProps {
  /** The line's label on a card: the column's header as text ('' for none). */
  label: string;
  place?: CardPlace | undefined;
  className?: string | undefined;
  children?: ReactNode;
}

/** A body cell of a CardTable: its value, labelled on a phone's card. */
export function CardCell({ label, place, className, children }: CardCellProps) {
  const classes = [className, place && styles[place]].filter(Boolean).join(' ');
  return (
    <td className={classes || undefined} data-label={label}>
      <div className={styles.value}>{children}</div>
    </td>
  );
}
