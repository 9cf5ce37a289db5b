/**
 * `npm run import:menus -- FILE [--dry-run]`: imports a menu file (docs/menu-import.md) into the
 * database the server uses (DATABASE_URL, else PGlite in DATA_DIR). Prints every error, one per
 * line, and exits 1 when there is any; nothing is written then. Exits 0 after a successful import.
 */
import { readConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/client.ts';
import { formatError, type ImportError } from './import-errors.ts';
import { importMenus, type Tally } from './import-menus.ts';
import { readMenuFile } from './read-menu-file.ts';

const USAGE = 'Usage: npm run import:menus -- FILE [--dry-run]';

function printErrors(errors: readonly ImportError[]): void {
  for (const error of errors) console.error(formatError(error));
  console.error(`Nothing was imported: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'}.`);
}

const tally = (t: Tally): string => `${t.created} created, ${t.updated} updated, ${t.unchanged} unchanged`;

async function main(args: readonly string[]): Promise<number> {
  const dryRun = args.includes('--dry-run');
  const files = args.filter((arg) => arg !== '--dry-run');
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const unknown = files.filter((arg) => arg.startsWith('--'));
  const [file] = files;
  if (file === undefined || files.length > 1 || unknown.length > 0) {
    console.error(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}.` : files.length > 1 ? 'Give one file.' : 'Give the menu file to import.');
    console.error(USAGE);
    return 1;
  }
  const read = await readMenuFile(file);
  if (!read.ok) {
    printErrors(read.errors);
    return 1;
  }
  const config = readConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = await importMenus(database.db, read.document, { dryRun });
    if (!result.ok) {
      printErrors(result.errors);
      return 1;
    }
    const { counts } = result;
    console.log(`${dryRun ? 'Checked (dry run, nothing written)' : 'Imported'} ${file} into site '${result.site.slug}'.`);
    console.log(`items: ${tally(counts.items)}`);
    console.log(`days: ${tally(counts.days)}`);
    console.log(
      `periods: ${tally(counts.periods)}; filters created: ${counts.filtersCreated}; categories created: ${counts.categoriesCreated}; label exclusions created: ${counts.labelExclusionsCreated}`,
    );
    const changed = result.changedLocationIds;
    console.log(changed.length === 0 ? 'No menu changed.' : `Menus changed at locations ${changed.join(', ')}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Menu import failed:', error);
    process.exitCode = 1;
  },
);
