import Handlebars from 'handlebars';
import { DEFAULT_EMAIL_BODY, DEFAULT_EMAIL_SUBJECT } from '../identity/company-api';
import { MERGE_FIELDS, type MergeField, type MergeValues } from './emails-api';

/** A subject and body as typed; empty or absent ones are the company's defaults. */
export interface EmailTemplateText {
  subject?: string | null;
  body?: string | null;
}

/** An e-mail request's subject and body with the merge fields filled in. */
export interface RenderedEmail {
  subject: string;
  text: string;
  /** The body as HTML: values escaped, line breaks as <br>, the link as <a>. */
  html: string;
}

/**
 * An environment of its own with no helpers at all, so that nothing registered elsewhere (and
 * none of handlebars' built-ins: with, lookup, each…) is reachable from a template.
 */
const handlebars = Handlebars.create();
for (const name of Object.keys(handlebars.helpers)) handlebars.unregisterHelper(name);

const NO_BUILT_INS = {
  helperMissing: false,
  blockHelperMissing: false,
  each: false,
  if: false,
  unless: false,
  with: false,
  log: false,
  lookup: false,
};

/** What the user typed that handlebars would read as syntax, given as data instead. */
const OPEN_BRACE = '__open_brace';
const BACKSLASH = '__backslash';

const FIELD_PATTERN = new RegExp(`\\[(${MERGE_FIELDS.join('|')})\\]`, 'g');

/**
 * Renders a template the user typed (spec section 9): the known `[field]`s become values, an
 * unknown `[x]` stays as typed, and anything else, `{{` included, is shown literally — the
 * user's text never reaches handlebars as syntax, only the merge fields do.
 */
export function renderEmail(template: EmailTemplateText, values: MergeValues): RenderedEmail {
  const empty = emptyFieldPatterns(values);
  const subject = withoutEmptyFields(template.subject || DEFAULT_EMAIL_SUBJECT, empty);
  const body = withoutEmptyFields(template.body || DEFAULT_EMAIL_BODY, empty);
  return {
    subject: render(subject, values, false),
    text: render(body, values, false),
    html: render(body, values, true).replace(/\r?\n/g, '<br>\n'),
  };
}

/** The merge fields the template uses (its defaults when empty) that have no value. */
export function emptyMergeFields(template: EmailTemplateText, values: MergeValues): MergeField[] {
  const typed = `${template.subject || DEFAULT_EMAIL_SUBJECT}\n${template.body || DEFAULT_EMAIL_BODY}`;
  return MERGE_FIELDS.filter((field) => isBlank(values[field]) && typed.includes(`[${field}]`));
}

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

interface EmptyFieldPatterns {
  /** A line holding nothing but empty fields. */
  onlyLine: RegExp;
  /** Empty fields opening a line, with the comma or colon and the spaces after them. */
  lineStart: RegExp;
  /** An empty field inside a line, with the spaces before it (and its brackets, "([x])"). */
  inLine: RegExp;
}

function emptyFieldPatterns(values: MergeValues): EmptyFieldPatterns | null {
  const empty = MERGE_FIELDS.filter((field) => isBlank(values[field]));
  if (empty.length === 0) return null;
  const field = `\\[(?:${empty.join('|')})\\]`;
  return {
    onlyLine: new RegExp(`^(?:[ \\t]*${field})+[ \\t]*[,;:.!]?\\s*$`),
    lineStart: new RegExp(`^([ \\t]*)(?:${field}[ \\t]*)+[,;:]?[ \\t]*`),
    inLine: new RegExp(`[ \\t]*(?:\\(${field}\\)|${field})`, 'g'),
  };
}

/**
 * An empty value reads gracefully instead of leaving its punctuation stranded ("Hello ,"): the
 * field goes with the spaces before it ("Hello [customer_name]," reads "Hello,"), with brackets
 * around it alone ("Job ([job_number])" reads "Job"), at the start of a line with the comma or
 * colon after it, and a line of nothing but empty fields goes entirely.
 */
function withoutEmptyFields(typed: string, empty: EmptyFieldPatterns | null): string {
  if (!empty) return typed;
  return typed
    .split('\n')
    .filter((line) => !empty.onlyLine.test(line))
    .map((line) => line.replace(empty.lineStart, '$1').replace(empty.inLine, ''))
    .join('\n');
}

function render(typed: string, values: MergeValues, html: boolean): string {
  const source = typed
    .split(FIELD_PATTERN)
    .map((part, index) => (index % 2 === 1 ? `{{${part}}}` : literal(part, html)))
    .join('');
  const compiled = handlebars.compile(source, {
    noEscape: !html,
    strict: false,
    knownHelpersOnly: true,
    knownHelpers: NO_BUILT_INS,
  });
  return compiled(templateData(values, html), {
    allowProtoPropertiesByDefault: false,
    allowProtoMethodsByDefault: false,
    helpers: {},
    partials: {},
  });
}

/** Text between merge fields: HTML-escaped for HTML, with `{` and `\` handed over as data. */
function literal(text: string, html: boolean): string {
  const shown = html ? handlebars.Utils.escapeExpression(text) : text;
  return shown.replace(/[{\\]/g, (char) => `{{${char === '{' ? OPEN_BRACE : BACKSLASH}}}`);
}

function templateData(values: MergeValues, html: boolean): Record<string, unknown> {
  const data: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const field of MERGE_FIELDS) data[field] = String(values[field] ?? '');
  if (html) data.link_address = linkHtml(values.link_address ?? '');
  data[OPEN_BRACE] = '{';
  data[BACKSLASH] = '\\';
  return data;
}

function linkHtml(address: string): Handlebars.SafeString | string {
  if (!/^https?:\/\//i.test(address)) return address;
  const escaped = handlebars.Utils.escapeExpression(address);
  return new handlebars.SafeString(`<a href="${escaped}">${escaped}</a>`);
}
