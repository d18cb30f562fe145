#!/usr/bin/env node
// Records a release's database for the upgrade test: `node scripts/upgrade-fixture.mjs v0.1.0`.
//
// Checks the tag out in a git worktree under the temp directory, links this checkout's
// node_modules into it (the tag's own workspace packages in place of @faktura/*), and runs
// apps/server/test/upgrade/record-release.ts there: the release's own migrations, demo seed and
// API write the rows. Writes apps/server/test/upgrade/fixtures/<tag>/ (the release's migrations
// folder, manifest.json, data.ndjson.gz, files/) and removes the worktree. See docs/architecture.md
// "Upgrades and migrations" for when to run it.
//
// --npm-ci installs the tag's own dependencies in the worktree instead of linking (needed when
// its package-lock.json pins other versions of what the server uses; this takes minutes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const npmCi = args.includes('--npm-ci');
const tag = args.find((a) => !a.startsWith('--'));
if (!tag) {
  console.error('usage: node scripts/upgrade-fixture.mjs <release tag, e.g. v0.1.0> [--npm-ci]');
  process.exit(2);
}

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (${result.status})`);
  return (result.stdout ?? '').trim();
}

const commit = run('git', ['rev-parse', '--verify', `${tag}^{commit}`]);
const out = path.join(root, 'apps/server/test/upgrade/fixtures', tag);
const worktree = fs.mkdtempSync(path.join(os.tmpdir(), `faktura-${tag}-`));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `faktura-${tag}-out-`));

/** node_modules of this checkout, except that @faktura/* must be the release's own packages. */
function linkNodeModules() {
  const modules = path.join(worktree, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@faktura') continue;
    fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  fs.mkdirSync(path.join(modules, '@faktura'));
  for (const [name, dir] of [
    ['domain', 'packages/domain'],
    ['server', 'apps/server'],
    ['web', 'apps/web'],
    ['bench', 'bench'],
  ]) {
    if (fs.existsSync(path.join(worktree, dir))) fs.symlinkSync(path.join(worktree, dir), path.join(modules, '@faktura', name));
  }
  // Versions hoisting could not share sit in a workspace's own node_modules.
  for (const dir of ['apps/server', 'apps/web', 'packages/domain', 'bench']) {
    const own = path.join(root, dir, 'node_modules');
    if (fs.existsSync(own) && fs.existsSync(path.join(worktree, dir))) fs.symlinkSync(own, path.join(worktree, dir, 'node_modules'));
  }
}

try {
  console.log(`${tag} is ${commit}; checking it out in ${worktree}`);
  run('git', ['worktree', 'add', '--detach', worktree, commit]);
  if (npmCi) run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: worktree, stdio: 'inherit' });
  else {
    const lockThen = run('git', ['show', `${commit}:package-lock.json`]);
    if (lockThen !== fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8').trim()) {
      console.log(`Note: ${tag}'s package-lock.json differs from this checkout's; linking this node_modules anyway (--npm-ci installs the tag's own).`);
    }
    linkNodeModules();
  }
  // The recorder of this checkout, run against the release's code.
  const recorder = 'apps/server/test/upgrade/record-release.ts';
  fs.mkdirSync(path.dirname(path.join(worktree, recorder)), { recursive: true });
  fs.copyFileSync(path.join(root, recorder), path.join(worktree, recorder));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  run(path.join(worktree, 'node_modules/.bin/tsx'), [recorder, scratch], { cwd: worktree, env, stdio: 'inherit' });

  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  fs.cpSync(path.join(worktree, 'apps/server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  fs.cpSync(path.join(scratch, 'files'), path.join(out, 'files'), { recursive: true });
  fs.copyFileSync(path.join(scratch, 'data.ndjson.gz'), path.join(out, 'data.ndjson.gz'));
  const manifest = JSON.parse(fs.readFileSync(path.join(scratch, 'manifest.json'), 'utf8'));
  const recorded = { release: tag, commit, recordedWith: 'node scripts/upgrade-fixture.mjs', ...manifest };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, out)}/`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', worktree], { cwd: root, stdio: 'inherit' });
  fs.rmSync(worktree, { recursive: true, force: true });
  fs.rmSync(scratch, { recursive: true, force: true });
}
