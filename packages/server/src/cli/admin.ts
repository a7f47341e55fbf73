import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { serverMigrations } from '../migrations.js';
import { moderationServices } from '../moderation/module.js';
import { AdminError, SETTABLE_RESOURCES } from '../moderation/service.js';
import { PlayerKernel } from '../player/unit.js';
import * as sessionRepo from '../auth/session-repository.js';
import { ConfigError, configuredClock, loadConfig } from '../core/config.js';
import { openDatabase } from '../db/database.js';
import { BAN_USAGE, banCommand, unbanCommand } from './bans.js';
import { PROMO_USAGE, promoCommand } from './promo.js';
import { BackupError, backup } from './backup.js';

const USAGE = `Hero Road operator commands (work on the database DATABASE_URL points to):

  npm run admin -- grant <player> <TRIAL|PLAYER|MODERATOR|ADMIN|GOD> --reason "why"
  npm run admin -- set-level <player> <level> --reason "why"
  npm run admin -- set-resource <player> <${SETTABLE_RESOURCES.join('|')}> <amount> --reason "why"
${BAN_USAGE}
${PROMO_USAGE}
  npm run admin -- show <player>
  npm run admin -- audit [<player>] [--limit N]
  npm run admin -- backup <file>        (a consistent copy while the game runs; npm run backup)

<player> is a nickname or an id (123 or #123). Every change is written to the audit log.`;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      limit: { type: 'string' },
      expires: { type: 'string' },
      uses: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await db.migrate(serverMigrations());
    const clock = configuredClock(config);
    const players = new PlayerKernel(db, clock);
    const { audit, admin, bans } = moderationServices({ db, players, clock });
    // Ends the banned player's sessions in the database; each running instance drops them from
    // memory within its remembering time (5 s) and closes their sockets at its next check (30 s).
    bans.onGameBan = (playerId) => sessionRepo.revokeAllFor(db.kysely, playerId, clock());
    const actor = `operator:${userInfo().username}`;
    const reason = values.reason ?? '';
    const need = (n: number) => {
      if (rest.length !== n)
        throw new AdminError(`"${command}" takes ${n} argument(s)\n\n${USAGE}`);
    };
    switch (command) {
      case 'grant': {
        need(2);
        const p = await admin.grantAccess(rest[0]!, rest[1]!.toUpperCase(), reason, actor);
        console.log(`${p.name} (#${p.id}) now has access ${p.access_level}`);
        return 0;
      }
      case 'set-level': {
        need(2);
        const p = await admin.setLevel(rest[0]!, Number(rest[1]), reason, actor);
        console.log(`${p.name} (#${p.id}) is now level ${p.level}`);
        return 0;
      }
      case 'set-resource': {
        need(3);
        const resource = rest[1]!.toUpperCase();
        const p = await admin.setResource(rest[0]!, resource, Number(rest[2]), reason, actor);
        console.log(`${p.name} (#${p.id}) ${resource} set to ${rest[2]}`);
        return 0;
      }
      case 'ban': {
        need(4);
        console.log(await banCommand(rest, { admin, bans, actor }));
        return 0;
      }
      case 'unban': {
        need(2);
        console.log(await unbanCommand(rest, { admin, bans, actor, reason }));
        return 0;
      }
      case 'promo': {
        need(3);
        console.log(await promoCommand(rest, values, db, clock()));
        return 0;
      }
      case 'show': {
        need(1);
        const p = await admin.findPlayer(rest[0]!);
        const { password_hash: _hidden, ...visible } = p;
        console.log(JSON.stringify(visible, null, 2));
        return 0;
      }
      case 'audit': {
        const playerId = rest[0] ? (await admin.findPlayer(rest[0])).id : null;
        const limit = values.limit ? Number(values.limit) : 50;
        for (const e of await audit.list(playerId, limit)) {
          console.log(
            `${new Date(e.at).toISOString()} ${e.actor} ${e.action} player=${e.playerId ?? '-'} ${JSON.stringify(e.details)} reason="${e.reason}"`,
          );
        }
        return 0;
      }
      case 'backup': {
        need(1);
        await backup(config.databaseUrl, rest[0]!);
        console.log(`Backup written to ${rest[0]}`);
        return 0;
      }
      default:
        console.error(`Unknown command "${command}"\n\n${USAGE}`);
        return 2;
    }
  } finally {
    await db.close();
  }
}

run(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (
      error instanceof AdminError ||
      error instanceof ConfigError ||
      error instanceof BackupError
    ) {
      console.error(`admin: ${error.message}`);
      process.exit(2);
    }
    console.error('admin: failed:', error);
    process.exit(1);
  });
