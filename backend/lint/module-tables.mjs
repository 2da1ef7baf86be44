// ESLint plugin: a module's tables are its own (docs/decisions/0034-module-tables-and-one-pool.md).
// Each module under backend/src declares the tables it owns in `<module>/owned-tables.json`; SQL in
// another module that names one of them (FROM, JOIN, INTO, UPDATE, TABLE, TRUNCATE) is reported,
// unless the rule's `allow` option lists that file and table as a stated exception. In a migration,
// a created table that no module owns (or that two modules claim) is reported.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = fileURLToPath(new URL('../src', import.meta.url));
const DECLARATION = 'owned-tables.json';
// SQL keywords are written in capitals in this codebase, so prose such as "from users" is no match.
const TABLE_REFERENCE =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE(?: IF NOT EXISTS)?|TRUNCATE)\s+"?([a-z_][a-z0-9_]*)/g;
const CREATED_TABLE = /\bCREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g;

/** table → the modules that declare it. */
function readOwners() {
  const owners = new Map();
  for (const module of readdirSync(SOURCE_ROOT)) {
    const file = join(SOURCE_ROOT, module, DECLARATION);
    if (!existsSync(file)) continue;
    for (const table of JSON.parse(readFileSync(file, 'utf8'))) {
      owners.set(table, [...(owners.get(table) ?? []), module]);
    }
  }
  return owners;
}

/** The module folder a source file belongs to, or undefined outside backend/src. */
function moduleOf(filename) {
  const path = relative(SOURCE_ROOT, filename);
  if (path.startsWith('..')) return undefined;
  const [module, ...rest] = path.split(sep);
  return rest.length > 0 ? { module, path: `backend/src/${path.split(sep).join('/')}` } : undefined;
}

function textOf(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  // An interpolation stands between two quasis; a space keeps their words apart.
  return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' ${} ');
}

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: { description: "A module's SQL names only tables it owns (owned-tables.json)." },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                file: { type: 'string' },
                tables: { type: 'array', items: { type: 'string' } },
                why: { type: 'string' },
              },
              required: ['file', 'tables', 'why'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "'{{table}}' belongs to the {{owner}} module: ask it through what {{owner}} exports, " +
        'not by SQL on its table.',
      unowned: "No module owns the table '{{table}}': list it in one module's " + DECLARATION + '.',
      claimedTwice: "The table '{{table}}' is claimed by {{owners}}: one module owns it.",
      stale: "The exception for '{{table}}' in this file is no longer needed: remove it.",
    },
  },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from) return {};
    const owners = readOwners();
    const allowed = new Set(
      (context.options[0]?.allow ?? []).flatMap(({ file, tables }) =>
        tables.map((table) => `${file}:${table}`),
      ),
    );
    const excepted = new Set(
      (context.options[0]?.allow ?? [])
        .filter(({ file }) => file === from.path)
        .flatMap(({ tables }) => tables),
    );
    const isMigration = from.path.startsWith('backend/src/database/migrations/');

    function checkMigration(node, text) {
      for (const [, table] of text.matchAll(CREATED_TABLE)) {
        const claimed = owners.get(table) ?? [];
        if (claimed.length === 0) context.report({ node, messageId: 'unowned', data: { table } });
        if (claimed.length > 1) {
          context.report({
            node,
            messageId: 'claimedTwice',
            data: { table, owners: claimed.join(' and ') },
          });
        }
      }
    }

    function check(node) {
      const text = textOf(node);
      if (!text) return;
      if (isMigration) return checkMigration(node, text);
      for (const [, table] of text.matchAll(TABLE_REFERENCE)) {
        const owner = owners.get(table)?.[0];
        if (!owner || owner === from.module) continue;
        if (allowed.has(`${from.path}:${table}`)) {
          excepted.delete(table);
          continue;
        }
        context.report({ node, messageId: 'foreign', data: { table, owner } });
      }
    }

    return {
      Literal: check,
      TemplateLiteral: check,
      'Program:exit': (node) => {
        for (const table of excepted) context.report({ node, messageId: 'stale', data: { table } });
      },
    };
  },
};

export default { rules: { 'no-foreign-tables': noForeignTables } };
