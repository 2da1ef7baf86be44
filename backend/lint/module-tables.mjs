// ESLint plugin: a module's tables are its own (docs/decisions/0034-module-tables-and-one-pool.md).
// Each module under backend/src declares the tables it owns in `<module>/owned-tables.json`; SQL in
// another module that names one of them (FROM, JOIN, INTO, UPDATE, TABLE, TRUNCATE) is reported,
// and so is a TypeORM use of another module's entity class (`@InjectRepository(User)`,
// `getRepository(User)`, `db.save(User, …)`, `forFeature([User])`, `Repository<User>`): an entity
// belongs to the module that owns its `@Entity('table')`. The rule's `allow` option lists a file
// and table as a stated exception. In a migration, a created table that no module owns (or that
// two modules claim) is reported.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = fileURLToPath(new URL('../src', import.meta.url));
// The tools in scripts/src own no table: they ask through what the backend's modules export.
const SCRIPTS_ROOT = fileURLToPath(new URL('../../scripts/src', import.meta.url));
const DECLARATION = 'owned-tables.json';
// SQL keywords are written in capitals in this codebase, so prose such as "from users" is no match.
const TABLE_REFERENCE =
  /\b(?:FROM|JOIN|INTO|UPDATE|TABLE(?: IF NOT EXISTS)?|TRUNCATE)\s+"?([a-z_][a-z0-9_]*)/g;
const CREATED_TABLE = /\bCREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?"?([a-z_][a-z0-9_]*)/g;
const ENTITY_CLASS = /@Entity\(\s*'([a-z_][a-z0-9_]*)'\s*\)\s*export class (\w+)/g;

let entityTables;
/** entity file (absolute, without .ts) → its classes' tables, read once per lint run. */
function readEntityTables() {
  if (entityTables) return entityTables;
  entityTables = new Map();
  for (const entry of readdirSync(SOURCE_ROOT, { recursive: true })) {
    if (!entry.endsWith('.ts') || entry.endsWith('.spec.ts')) continue;
    const file = join(SOURCE_ROOT, entry);
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@Entity(')) continue;
    const tables = new Map(
      [...text.matchAll(ENTITY_CLASS)].map(([, table, name]) => [name, table]),
    );
    if (tables.size > 0) entityTables.set(file.slice(0, -'.ts'.length), tables);
  }
  return entityTables;
}

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

/** The module folder a source file belongs to ('scripts' for the tools), or undefined elsewhere. */
function moduleOf(filename) {
  const script = relative(SCRIPTS_ROOT, filename);
  if (!script.startsWith('..'))
    return { module: 'scripts', path: `scripts/src/${script.split(sep).join('/')}` };
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
      foreignEntity:
        "'{{entity}}' is the {{owner}} module's entity (table '{{table}}'): ask through what " +
        '{{owner}} exports, not through its TypeORM repository.',
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

    /** The owner of a table another module owns, unless this file states an exception for it. */
    function foreignOwner(table) {
      const owner = owners.get(table)?.[0];
      if (!owner || owner === from.module) return undefined;
      if (!allowed.has(`${from.path}:${table}`)) return owner;
      excepted.delete(table);
      return undefined;
    }

    function check(node) {
      const text = textOf(node);
      if (!text) return;
      if (isMigration) return checkMigration(node, text);
      for (const [, table] of text.matchAll(TABLE_REFERENCE)) {
        const owner = foreignOwner(table);
        if (owner) context.report({ node, messageId: 'foreign', data: { table, owner } });
      }
    }

    /** local name → table, for the entity classes this file imports. */
    const importedEntities = new Map();
    function recordEntities(node) {
      if (!node.source.value.startsWith('.')) return;
      const tables = readEntityTables().get(resolve(dirname(context.filename), node.source.value));
      for (const specifier of node.specifiers) {
        const table = tables?.get(specifier.imported?.name);
        if (table) importedEntities.set(specifier.local.name, table);
      }
    }

    function checkEntity(node) {
      const table = node?.type === 'Identifier' ? importedEntities.get(node.name) : undefined;
      const owner = table && foreignOwner(table);
      if (owner) {
        context.report({
          node,
          messageId: 'foreignEntity',
          data: { entity: node.name, table, owner },
        });
      }
    }

    /** `x(User, …)`, `forFeature([User])`: an entity class handed to TypeORM or Nest. */
    function checkArguments(node) {
      for (const argument of node.arguments) {
        if (argument.type === 'ArrayExpression') argument.elements.forEach(checkEntity);
        else checkEntity(argument);
      }
    }

    /** `Repository<User>` */
    function checkRepositoryType(node) {
      if (node.typeName.type !== 'Identifier' || node.typeName.name !== 'Repository') return;
      const typeArguments = node.typeArguments ?? node.typeParameters;
      typeArguments?.params.forEach((param) => checkEntity(param.typeName));
    }

    return {
      Literal: check,
      TemplateLiteral: check,
      ImportDeclaration: recordEntities,
      CallExpression: checkArguments,
      TSTypeReference: checkRepositoryType,
      'Program:exit': (node) => {
        for (const table of excepted) context.report({ node, messageId: 'stale', data: { table } });
      },
    };
  },
};

export default { rules: { 'no-foreign-tables': noForeignTables } };
