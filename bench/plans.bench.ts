/**
 * The hot queries' plans at scale (ARCHITECTURE.md "The soak", "Query plans at ten million rows").
 * A bot plays the first stairs on a PostgreSQL server while every statement the server sends is
 * recorded; two players then chat, write mail and read their notifications. Then the tables that
 * only grow (the ledger and its operations, chat lines, battles, notifications, mail) get
 * PLANS_ROWS rows (10,000,000) spread over PLANS_PLAYERS seeded players (100,000), and every
 * recorded statement that touches them is explained with its own parameters inside a transaction
 * that is rolled back. Prints each statement's time and plan beside its time on the small tables
 * of the same run (the baseline), and fails (exit 1) when a statement reads more than WIDE_READ
 * rows of a grown table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Bot } from '@heroroad/bot';
import { api } from '@heroroad/protocol';
import {
  PostgresQueryCompiler,
  sql,
  type CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import pg from 'pg';
import { pruneBattles } from '../packages/server/src/battle/retention.js';
import type { PruneHost } from '../packages/server/src/jobs/retention.js';
import { prunePlayer } from '../packages/server/src/player/retention.js';
import { pruneSocial } from '../packages/server/src/social/retention.js';
import { createTestDb } from '../packages/server/test/db.js';
import { startTestServer } from '../packages/server/test/harness.js';

const ROWS = Number(process.env.PLANS_ROWS ?? 10_000_000);
const PLAYERS = Number(process.env.PLANS_PLAYERS ?? 100_000);

/** Each grown table's share of the rows, roughly as the soak saw them pile up per player-hour. */
const SHARES: Record<string, number> = {
  currency_ledger: 0.35,
  ledger_operation: 0.2,
  chat_message: 0.15,
  battle: 0.12,
  notification: 0.12,
  mail_message: 0.06,
};
/** Grown with the mail: one row per player and partner. */
const DERIVED = ['mail_dialog'];
const GROWN = [...Object.keys(SHARES), ...DERIVED];

// --- recording -------------------------------------------------------------------------------

const recorded = new Map<string, CompiledQuery>();
const compiler = new PostgresQueryCompiler();
let recording = true;

/** Keeps the first parameters of every distinct statement text the server sends. */
const recorder: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs) {
    if (recording) {
      const compiled = compiler.compileQuery(args.node, args.queryId);
      if (!recorded.has(compiled.sql)) recorded.set(compiled.sql, compiled);
    }
    return args.node;
  },
  transformResult: (args: PluginTransformResultArgs) => Promise.resolve(args.result),
};

const testDb = await createTestDb('postgres');
const recordedDb = testDb.db.kysely.withPlugin(recorder);
const s = await startTestServer({
  testDb: { ...testDb, db: { ...testDb.db, kysely: recordedDb } },
});

/** The daily prunes' statements, recorded by running each once. */
async function prune(): Promise<void> {
  const jobs: Parameters<PruneHost['jobs']['register']>[0][] = [];
  const host: PruneHost = {
    jobs: { register: (job) => void jobs.push(job) },
    pruned: () => undefined,
  };
  for (const register of [pruneBattles, prunePlayer, pruneSocial]) register(host, recordedDb);
  for (const job of jobs) await job.run(s.clock());
}

async function play(): Promise<void> {
  const bot = new Bot({ url: s.url, stairs: 3, maxWaitSeconds: 1, log: () => undefined });
  await bot.run().catch((e: unknown) => console.log(`the bot stopped: ${(e as Error).message}`));
  const a = await s.player('PLAYER', 'PlansA');
  const b = await s.player('PLAYER', 'PlansB');
  await sql`update player set level = 20 where id in (${a.playerId}, ${b.playerId})`.execute(
    testDb.db.kysely,
  );
  for (const [me, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const token = me.token;
    const must = async (result: Promise<{ status: number }>, what: string) => {
      const { status } = await result;
      if (status >= 300) throw new Error(`${what} answered ${status}`);
    };
    await must(
      s.call(api.chat.send, { token, params: { room: 'MAIN' }, body: { text: 'hi' } }),
      'chat',
    );
    await must(s.call(api.chat.list, { token, params: { room: 'MAIN' } }), 'chat list');
    await must(s.call(api.chat.rooms, { token }), 'chat rooms');
    await must(
      s.call(api.mail.send, {
        token,
        params: { partner: other.playerId },
        body: { text: 'hello' },
      }),
      'mail',
    );
    await must(s.call(api.mail.list, { token }), 'mail list');
    await must(
      s.call(api.mail.dialogList, { token, params: { partner: other.playerId } }),
      'dialog',
    );
    await must(s.call(api.player.notifList, { token }), 'notifications');
  }
}

// --- seeding ---------------------------------------------------------------------------------

const admin = new pg.Client({
  connectionString: testDb.url,
  options: `-c search_path=${testDb.pgSchema}`,
});

async function seed(): Promise<void> {
  const started = performance.now();
  // Players: copies of the last real one, with their own names.
  const columns = (
    await admin.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = $1 and table_name = 'player' and column_name <> 'id'
        order by ordinal_position`,
      [testDb.pgSchema],
    )
  ).rows.map((r) => r.column_name);
  const unique: Record<string, string> = {
    name: `'Plans' || g`,
    name_key: `'plans' || g`,
    client_uuid: `'plans-' || g`,
    mail_or_phone: 'null',
    clan_id: 'null',
    battle_id: 'null',
  };
  await admin.query(
    `insert into player (${columns.join(', ')})
     select ${columns.map((c) => unique[c] ?? `p.${c}`).join(', ')}
       from generate_series(1, ${PLAYERS}) g,
            (select * from player order by id desc limit 1) p`,
  );
  const { first, last } = (
    await admin.query<{ first: number; last: number }>(
      `select min(id)::int as first, max(id)::int as last from player where name_key like 'plans%'`,
    )
  ).rows[0]!;
  const who = (salt: number, plus = 0) =>
    `(${first} + (g::bigint * ${salt} + ${plus}) % ${last - first + 1})`;
  const count = (table: string) => Math.round(ROWS * SHARES[table]!);
  // Each table's rows spread evenly over the last 90 days, oldest first as they were written: a
  // third is past every retention.
  const span = 90 * 24 * 3600 * 1000;
  const ages: Record<string, string> = Object.fromEntries(
    Object.keys(SHARES).map((t) => [
      t,
      `(${s.clock()} - (${count(t)} - g::bigint) * ${Math.floor(span / count(t))})`,
    ]),
  );
  const inserts: Record<string, string> = {
    currency_ledger: `insert into currency_ledger (player_id, currency, delta, balance_after, reason, idempotency_key, created_at)
      select ${who(7919)}, (array['gold','crystal','elixir','mithril'])[1 + g % 4], 10, g % 100000, 'road.cache', 'plans:' || g, ${ages.currency_ledger}
        from generate_series(1, ${count('currency_ledger')}) g`,
    ledger_operation: `insert into ledger_operation (idempotency_key, player_id, reason, deltas, balances, created_at)
      select 'plans-op:' || g, ${who(104729)}, 'road.cache', '{"gold":10}', '{"gold":100}', ${ages.ledger_operation}
        from generate_series(1, ${count('ledger_operation')}) g`,
    chat_message: `insert into chat_message (room, clan_id, author_id, author_name, author_level, author_role, to_id, to_name, text, created_at)
      select (array['MAIN','MAIN','MAIN','TRADE','PRIVAT'])[1 + g % 5], null, ${who(31)}, 'Plans', 20, 'PLAYER',
             case when g % 5 = 4 then ${who(37)} end, case when g % 5 = 4 then 'Plans' end,
             'a line of about the length players write, ' || g, ${ages.chat_message}
        from generate_series(1, ${count('chat_message')}) g`,
    // A finished battle's state is its final picture; the plans do not depend on its size.
    battle: `insert into battle (player_id, kind, place_id, context_id, opponent_id, status, state, version, finalized, created_at, updated_at)
      select ${who(613)}, (array['MOB','MOB','MOB','DUEL','ARENA'])[1 + g % 5], null, 1, null, 'FINISHED', '{"finished":true}', 3, 1, ${ages.battle}, ${ages.battle}
        from generate_series(1, ${count('battle')}) g`,
    notification: `insert into notification (player_id, kind, text, created_at, read_at)
      select ${who(997)}, 'NEWS', 'plans ' || g, ${ages.notification}, case when g % 3 > 0 then ${ages.notification} end
        from generate_series(1, ${count('notification')}) g`,
    mail_message: `insert into mail_message (a_id, b_id, from_id, author_id, author_name, support, text, created_at)
      select least(${who(211)}, ${who(211, 1)}), greatest(${who(211)}, ${who(211, 1)}), ${who(211)}, ${who(211)}, 'Plans', 0, 'hello ' || g, ${ages.mail_message}
        from generate_series(1, ${count('mail_message')}) g`,
  };
  for (const table of Object.keys(SHARES)) {
    const t = performance.now();
    await admin.query(inserts[table]!);
    console.log(
      `  ${table}: ${count(table).toLocaleString('en')} rows in ${((performance.now() - t) / 1000).toFixed(0)} s`,
    );
  }
  for (const [me, partner] of [
    ['a_id', 'b_id'],
    ['b_id', 'a_id'],
  ]) {
    await admin.query(
      `insert into mail_dialog (player_id, partner_id, last_message_id, last_at, unread, read_id)
       select ${me}, ${partner}, max(id), max(created_at), 0, max(id) from mail_message
        group by ${me}, ${partner}
       on conflict do nothing`,
    );
  }
  // A live PostgreSQL has autovacuum's statistics and visibility map; fresh rows need them made.
  await admin.query('vacuum analyze');
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

// --- explaining ------------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/**
 * A statement that reads more rows than this from a grown table fails the check: a player's
 * page, a batch of a prune or one battle never needs as many.
 */
const WIDE_READ = 20_000;

/** Rows a scan node read: those it returned and those its filter threw away, in every loop. */
const rowsRead = (n: PlanNode) =>
  (n['Actual Rows'] +
    (n['Rows Removed by Filter'] ?? 0) +
    (n['Rows Removed by Index Recheck'] ?? 0)) *
  n['Actual Loops'];

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

interface Explained {
  ms: number;
  scans: string[];
  /** The grown tables it read more than WIDE_READ rows of, with the count. */
  wideReads: string[];
}

async function explain(query: CompiledQuery): Promise<Explained> {
  await admin.query('begin');
  try {
    const result = await admin.query<{
      'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }];
    }>(`explain (analyze, format json) ${query.sql}`, query.parameters as unknown[]);
    const [{ Plan, 'Execution Time': ms }] = result.rows[0]!['QUERY PLAN'];
    const all = nodes(Plan).filter((n) => n['Relation Name']);
    return {
      ms,
      scans: all.map(
        (n) => `${n['Node Type']} ${n['Index Name'] ?? n['Relation Name']} (${rowsRead(n)})`,
      ),
      wideReads: all
        .filter((n) => GROWN.includes(n['Relation Name']!) && rowsRead(n) > WIDE_READ)
        .map((n) => `${n['Relation Name']!} ${rowsRead(n)}`),
    };
  } finally {
    await admin.query('rollback');
  }
}

const touchesGrown = (text: string) =>
  GROWN.some((t) => new RegExp(`"${t}"`).test(text)) && !/^insert/i.test(text);

console.log(
  `plans: ${ROWS.toLocaleString('en')} rows over ${PLAYERS.toLocaleString('en')} players on PostgreSQL, load average ${loadavg()[0]!.toFixed(1)}`,
);
await play();
await prune();
recording = false;
await admin.connect();
const hot = [...recorded.values()].filter((q) => touchesGrown(q.sql));
console.log(
  `${recorded.size} distinct statements recorded, ${hot.length} read or change a grown table`,
);
const baseline = new Map<string, Explained>();
for (const q of hot) baseline.set(q.sql, await explain(q));
await seed();
const rows: ({ sql: string; baselineMs: number } & Explained)[] = [];
for (const q of hot) {
  const e = await explain(q);
  rows.push({ sql: q.sql, baselineMs: baseline.get(q.sql)!.ms, ...e });
}
rows.sort((a, b) => b.ms - a.ms);
console.log('\n  ms at scale | ms small | plan | statement');
for (const r of rows) {
  const flag = r.wideReads.length ? `  READS ${r.wideReads.join(', ')} ROWS` : '';
  console.log(
    `  ${r.ms.toFixed(2).padStart(11)} | ${r.baselineMs.toFixed(2).padStart(8)} | ${r.scans.join(', ')}${flag}\n      ${r.sql.replace(/\s+/g, ' ').slice(0, 160)}`,
  );
}
const wide = rows.filter((r) => r.wideReads.length);
const results = join(dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(results, { recursive: true });
const file = join(results, `plans-${new Date().toISOString().slice(0, 10)}-${ROWS}.json`);
writeFileSync(
  file,
  JSON.stringify({ rows: ROWS, players: PLAYERS, load: loadavg()[0], statements: rows }, null, 2),
);
console.log(
  `\n${rows.length} statements explained, ${wide.length} read more than ${WIDE_READ} rows of a grown table; ${file}`,
);
await admin.end();
await s.close();
await testDb.drop();
process.exit(wide.length ? 1 : 0);
