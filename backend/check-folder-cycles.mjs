// The folder-level no-cycle rule: reads the JSON of dependency-cruiser run with
// .dependency-cruiser-folders.cjs on stdin and fails on every loop between top-level folders of
// src/ (docs/architecture.md, Module borders).
import { readFileSync } from 'node:fs';

const cruise = JSON.parse(readFileSync(0, 'utf8'));
const folderOf = (path) => /^src\/([^/]+)$/.exec(path)?.[1];
const graph = new Map();
for (const { source, dependencies } of cruise.modules) {
  const from = folderOf(source);
  if (!from) continue;
  const targets = dependencies.map(({ resolved }) => folderOf(resolved)).filter(Boolean);
  graph.set(from, new Set(targets.filter((to) => to !== from)));
}

/** Tarjan's strongly connected components: each one of more than one folder is a loop. */
function loops() {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (folder) => {
    index.set(folder, next);
    low.set(folder, next++);
    stack.push(folder);
    for (const to of graph.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder), low.get(to)));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder), index.get(to)));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) found.push(component.sort());
  };
  for (const folder of graph.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

const failing = loops();
for (const loop of failing) {
  const edges = loop.flatMap((from) =>
    [...graph.get(from)].filter((to) => loop.includes(to)).map((to) => `src/${from} → src/${to}`),
  );
  console.error(
    `  error no-folder-cycles: ${loop.join(', ')} import each other:\n    ${edges.join('\n    ')}`,
  );
}
if (failing.length > 0) {
  console.error(`\nx ${failing.length} loop(s) between top-level folders of src/.`);
  process.exit(1);
}
console.log('✔ no loops between the top-level folders of src/.');
