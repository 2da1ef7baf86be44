import {
  MERGE_FIELDS,
  type MergeField,
  type MergeValues,
} from '@job-intake/contracts/emails/emails-api';
import { Fragment, type ReactNode } from 'react';

const FIELD_PATTERN = new RegExp(`\\[(${MERGE_FIELDS.join('|')})\\]`);

/**
 * The typed text with its known `[field]`s replaced by values (unknown ones stay as typed), as
 * React nodes, so everything is escaped by React. The server renders with handlebars
 * (contracts' renderEmail), but handlebars compiles with `new Function`, which the app's CSP
 * (no 'unsafe-eval') forbids in the browser.
 */
export function MergeFieldText({ text, values }: { text: string; values: MergeValues }) {
  const parts = text.split(new RegExp(FIELD_PATTERN, 'g'));
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 1 ? filled(part as MergeField, values) : part}</Fragment>
  ));
}

function filled(field: MergeField, values: MergeValues): ReactNode {
  const value = values[field];
  return field === 'link_address' && /^https?:\/\//i.test(value) ? (
    <a href={value}>{value}</a>
  ) : (
    value
  );
}
