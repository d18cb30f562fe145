#!/usr/bin/env node
// Records new migrations in apps/server/src/db/migration-hashes.json (run after
// `npm run db:generate`, commit the list with the migration). It only ever adds: a recorded
// file whose bytes changed, or a journal entry that changed, is refused, because databases
// that ran the old text will never run the new one (docs/architecture.md "Upgrades and migrations").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'apps/server/src/db/migrations');
const listFile = path.join(root, 'apps/server/src/db/migration-hashes.json');

/** Every file the migrator or drizzle-kit reads back: the SQL and the schema snapshots (the journal is checked entry by entry). */
function migrationFiles(dir) {
  const sql = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const snapshots = fs.readdirSync(path.join(dir, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
  return [...sql, ...snapshots.map((f) => `meta/${f}`)].sort();
}

const sha256 = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const list = fs.existsSync(listFile) ? JSON.parse(fs.readFileSync(listFile, 'utf8')) : { files: {}, journal: [] };
const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')).entries;

const refusals = [];
for (const [file, hash] of Object.entries(list.files)) {
  if (!fs.existsSync(path.join(folder, file))) refusals.push(`${file} was deleted`);
  else if (sha256(path.join(folder, file)) !== hash) refusals.push(`${file} was edited`);
}
list.journal.forEach((entry, i) => {
  if (JSON.stringify(journal[i]) !== JSON.stringify(entry)) refusals.push(`journal entry ${i} (${entry.tag}) was changed or removed`);
});
if (refusals.length > 0) {
  console.error(
    `Refusing to record: ${refusals.join('; ')}.\nRestore the committed migrations (git checkout HEAD -- apps/server/src/db/migrations) and add a new one instead.`,
  );
  process.exit(1);
}

const added = [];
for (const file of migrationFiles(folder)) {
  if (list.files[file]) continue;
  list.files[file] = sha256(path.join(folder, file));
  added.push(file);
}
for (const entry of journal.slice(list.journal.length)) {
  list.journal.push(entry);
  added.push(`journal ${entry.tag}`);
}
fs.writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`);
console.log(added.length > 0 ? `Recorded ${added.join(', ')}.` : 'Nothing new to record.');
