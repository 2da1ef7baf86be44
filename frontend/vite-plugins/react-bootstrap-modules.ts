import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const importOf = /from 'react-bootstrap(?:\/(\w+))?'/g;
const siblingImport = /from '\.\/(\w+)(?:\.js)?'/g;

/**
 * The files of react-bootstrap's ES build that sources under `sourceDirs` import (`react-bootstrap/Form`
 * and what it imports in turn): the library's class names a page can show. A source importing the
 * package's index gets all of them.
 */
export function reactBootstrapModules(sourceDirs: string[], esmDir: string): string[] {
  const pending: string[] = [];
  for (const dir of sourceDirs) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.spec\.tsx?$/.test(file)) continue;
      for (const [, name] of readFileSync(resolve(dir, file), 'utf8').matchAll(importOf)) {
        if (!name) return [`${esmDir}/**/*.js`];
        pending.push(name);
      }
    }
  }
  const found = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    const code = readFileSync(resolve(esmDir, `${name}.js`), 'utf8');
    for (const [, sibling] of code.matchAll(siblingImport)) if (sibling) pending.push(sibling);
  }
  return [...found].map((name) => resolve(esmDir, `${name}.js`));
}
