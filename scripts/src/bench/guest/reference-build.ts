import { execFile } from 'node:child_process';
import {
  cp,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..', '..');

/** Workspaces that may hold node_modules of their own besides the root's. */
const WORKSPACES = ['contracts', 'backend', 'frontend', 'scripts'];

/** A frontend build in a folder of its own; `remove` deletes it and whatever made it. */
export interface FrontendBuild {
  readonly dir: string;
  /** What it is a build of, for the tables. */
  readonly label: string;
  remove(): Promise<void>;
}

/** `vite build` of this working tree's frontend into a temporary folder. */
export async function buildProject(): Promise<FrontendBuild> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-guest-project-'));
  await viteBuild(REPOSITORY_ROOT, outDir);
  const head = await gitOutput(REPOSITORY_ROOT, ['rev-parse', '--short', 'HEAD']);
  const dirty = await gitOutput(REPOSITORY_ROOT, ['status', '--porcelain', '--', 'frontend']);
  return {
    dir: outDir,
    label: `this tree (${head}${dirty ? ', frontend changed' : ''})`,
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}

/**
 * The frontend of git ref `ref` built in a temporary worktree under the system's temp folder.
 * When the ref's package-lock.json is this tree's, its node_modules are links to this tree's
 * packages (each workspace's own link points into the temporary worktree, so the ref's contracts
 * are built in, not this tree's); else `npm ci` installs them. The worktree goes with `remove`.
 */
export async function buildReference(ref: string): Promise<FrontendBuild> {
  const commit = await gitOutput(REPOSITORY_ROOT, ['rev-parse', '--short', `${ref}^{commit}`]);
  const base = await mkdtemp(join(tmpdir(), 'bench-guest-reference-'));
  const worktree = join(base, 'tree');
  const outDir = join(base, 'dist');
  const remove = async () => {
    await run('git', ['worktree', 'remove', '--force', worktree], { cwd: REPOSITORY_ROOT }).catch(
      () => undefined,
    );
    await rm(base, { recursive: true, force: true });
    await run('git', ['worktree', 'prune'], { cwd: REPOSITORY_ROOT });
  };
  try {
    await run('git', ['worktree', 'add', '--detach', worktree, commit], { cwd: REPOSITORY_ROOT });
    const sameLock = await sameFile(
      join(REPOSITORY_ROOT, 'package-lock.json'),
      join(worktree, 'package-lock.json'),
    );
    if (sameLock) {
      for (const folder of ['', ...WORKSPACES]) {
        await linkNodeModules(join(REPOSITORY_ROOT, folder), join(worktree, folder));
      }
    } else {
      console.log(
        `${commit}'s package-lock.json differs from this tree's: npm ci in its worktree…`,
      );
      await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree });
    }
    await viteBuild(worktree, outDir);
    const how = sameLock ? "this tree's packages" : 'npm ci';
    const name = commit.startsWith(ref) ? commit : `${ref} ${commit}`;
    return { dir: outDir, label: `${name} (${how})`, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/**
 * The frontend's own build script (since issue 32 two vite builds: the staff app, then the guest
 * page into the same folder; arguments would reach the last one only), copied to `outDir`.
 */
async function viteBuild(root: string, outDir: string): Promise<void> {
  await run('npm', ['run', 'build', '-w', 'frontend', '--silent'], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  await rm(outDir, { recursive: true, force: true });
  await cp(join(root, 'frontend', 'dist'), outDir, { recursive: true });
}

/**
 * `to/node_modules` as a folder of links to `from/node_modules`'s packages (scopes one level
 * down). A link already there (a workspace's, relative: `../../contracts`) is copied as it is, so
 * it names the workspace beside the new node_modules.
 */
async function linkNodeModules(from: string, to: string): Promise<void> {
  const source = join(from, 'node_modules');
  if (!(await exists(source))) return;
  const target = join(to, 'node_modules');
  await linkEntries(source, target, true);
}

async function linkEntries(source: string, target: string, scopes: boolean): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const name of await readdir(source)) {
    const entry = join(source, name);
    const stat = await lstat(entry);
    if (stat.isSymbolicLink()) await symlink(await readlink(entry), join(target, name));
    else if (scopes && name.startsWith('@') && stat.isDirectory())
      await linkEntries(entry, join(target, name), false);
    else await symlink(entry, join(target, name));
  }
}

async function sameFile(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([readFile(a), readFile(b).catch(() => undefined)]);
  return right !== undefined && left.equals(right);
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

async function gitOutput(cwd: string, args: string[]): Promise<string> {
  return (await run('git', args, { cwd })).stdout.trim();
}
