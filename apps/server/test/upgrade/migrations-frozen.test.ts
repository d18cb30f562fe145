import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A committed migration is frozen: databases that ran it record its hash and never run it again,
// so an edit reaches only new databases and an old one fails at start or silently differs
// (docs/architecture.md "Upgrades and migrations").
const dbDir = path.join(import.meta.dirname, '../../src/db');
const migrations = path.join(dbDir, 'migrations');
const fixtures = path.join(import.meta.dirname, 'fixtures');

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
const recorded = JSON.parse(fs.readFileSync(path.join(dbDir, 'migration-hashes.json'), 'utf8')) as { files: Record<string, string>; journal: JournalEntry[] };
const journalOf = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
const journal = journalOf(migrations);
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The migration SQL and drizzle-kit's schema snapshots of a migrations folder. */
function migrationFiles(dir: string): string[] {
  const sql = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const snapshots = fs.readdirSync(path.join(dir, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
  return [...sql, ...snapshots.map((f) => `meta/${f}`)].sort();
}

const EDITED = (file: string) =>
  `apps/server/src/db/migrations/${file} differs from the committed version recorded in apps/server/src/db/migration-hashes.json. ` +
  'Databases that already ran it will never run it again. Restore it (git checkout HEAD -- apps/server/src/db/migrations) ' +
  'and put the change in a new migration: npm run db:generate -- --name <what> (or add --custom for hand-written SQL), then node scripts/record-migrations.mjs.';
const UNRECORDED = (file: string) =>
  `apps/server/src/db/migrations/${file} is new: run node scripts/record-migrations.mjs and commit apps/server/src/db/migration-hashes.json with the migration.`;

describe('committed migrations', () => {
  it('are byte for byte as recorded', () => {
    for (const [file, hash] of Object.entries(recorded.files)) {
      expect(fs.existsSync(path.join(migrations, file)), EDITED(file)).toBe(true);
      expect(sha256(path.join(migrations, file)), EDITED(file)).toBe(hash);
    }
  });

  it('are all recorded', () => {
    for (const file of migrationFiles(migrations)) expect(recorded.files[file], UNRECORDED(file)).toBeDefined();
  });

  it('keep their journal entries; new ones are appended after them', () => {
    expect(journal.slice(0, recorded.journal.length), EDITED('meta/_journal.json')).toEqual(recorded.journal);
    for (const entry of journal.slice(recorded.journal.length)) expect(recorded.files[`${entry.tag}.sql`], UNRECORDED(`${entry.tag}.sql`)).toBeDefined();
  });

  it('run in journal order: each entry is later than the one before and names its SQL file', () => {
    // The migrator applies only entries whose `when` is after the last applied one: an entry dated
    // earlier (a branch generated before another landed) would be skipped on every upgraded database.
    journal.forEach((entry, i) => {
      expect(entry.idx, `journal entry ${i}`).toBe(i);
      expect(fs.existsSync(path.join(migrations, `${entry.tag}.sql`)), `${entry.tag}.sql`).toBe(true);
      if (i > 0) expect(entry.when, `${entry.tag} must be dated after ${journal[i - 1]!.tag}: regenerate it`).toBeGreaterThan(journal[i - 1]!.when);
    });
    expect(journal.map((e) => `${e.tag}.sql`).sort()).toEqual(migrationFiles(migrations).filter((f) => f.endsWith('.sql')));
  });

  it("are still, in this tree, every recorded release's migrations", () => {
    for (const release of fs.readdirSync(fixtures)) {
      const released = path.join(fixtures, release, 'migrations');
      expect(journal.slice(0, journalOf(released).length), `${release}'s journal`).toEqual(journalOf(released));
      for (const file of migrationFiles(released))
        expect(sha256(path.join(migrations, file)), `${EDITED(file)} (released in ${release})`).toBe(sha256(path.join(released, file)));
    }
  });
});
