/**
 * `npm run staff:reset-link -- EMAIL`: prints a link that sets the staff user's password (1 hour,
 * single use). An operator passes it on; the key is shown only here.
 */
import { readConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { resetKeysRepo } from './reset-keys.repo.ts';
import { staffUsersRepo } from './staff-users.repo.ts';
import { passwordResetService } from './password-reset.service.ts';
import { serverClock } from '../../platform/clock.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MailOutbox } from '../../platform/mail/index.ts';
import { customersRepo } from '../customers/customers.repo.ts';
import { sitesRepo } from '../sites/sites.repo.ts';

/** Staff links are printed, never mailed. */
const NO_MAIL: MailOutbox = {
  inTransaction: () => Promise.reject(new Error('The staff reset link command sends no mail.')),
};

async function main(argv: readonly string[]): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || argv.length > 1) {
    console.error('Usage: npm run staff:reset-link -- EMAIL');
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const db = database.db;
    const resets = passwordResetService({
      db,
      mail: NO_MAIL,
      keys: resetKeysRepo(db),
      customers: customersRepo(db),
      staff: staffUsersRepo(db),
      sites: sitesRepo(db),
      countAttempt: async () => undefined,
      clock: serverClock(config.CLOCK_START),
      publicBaseUrl: config.PUBLIC_BASE_URL,
    });
    console.log(await resets.staffResetLink(email));
    console.error('The link sets a new password once, within an hour.');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
