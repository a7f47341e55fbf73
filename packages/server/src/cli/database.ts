import { loadConfig } from '../core/config.js';
import { BackupError, backup, copySqliteToPostgres, restore } from './backup.js';

const USAGE = `Backups of the game's database (the one DATABASE_URL names):

  npm run backup -- <file>                 a consistent copy while the game runs
                                           (SQLite: online backup; PostgreSQL: pg_dump -Fc)
  npm run restore -- <file>                put a backup in place (stop the server first)
  npm run move-to-postgres -- <postgres-url>
                                           copy everything from the SQLite database into an
                                           empty PostgreSQL one; then start with that URL`;

async function run(argv: string[]): Promise<number> {
  const [command, target] = argv;
  if (!command || !target || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const { databaseUrl } = loadConfig();
  switch (command) {
    case 'backup':
      await backup(databaseUrl, target);
      console.log(`Backup written to ${target}`);
      return 0;
    case 'restore':
      await restore(databaseUrl, target);
      console.log(`Restored ${target}`);
      return 0;
    case 'move-to-postgres': {
      const counts = await copySqliteToPostgres(databaseUrl, target);
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(`Copied ${rows} rows in ${Object.keys(counts).length} tables to PostgreSQL.`);
      console.log('Start the server with DATABASE_URL set to that address.');
      return 0;
    }
    default:
      console.error(`Unknown command "${command}"\n\n${USAGE}`);
      return 2;
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
