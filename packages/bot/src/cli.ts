// `npm run bot`: plays against --url, or against a server started here on a temporary SQLite
// database. Exits 0 when the target stair was reached, 1 when the run stopped early, 2 on bad
// arguments.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, loadConfig } from '@heroroad/server';
import { USAGE, parseCliArgs, type CliArgs } from './args.js';
import { runBot } from './bot.js';
import { formatReport, type BotReport } from './report.js';

async function play(args: CliArgs, url: string): Promise<BotReport> {
  return runBot({
    url,
    stairs: args.stairs,
    verbose: args.verbose,
    ...(args.name !== undefined ? { name: args.name } : {}),
    ...(args.password !== undefined ? { password: args.password } : {}),
    ...(args.heroId !== undefined ? { heroId: args.heroId } : {}),
    ...(args.maxRequests !== undefined ? { maxRequests: args.maxRequests } : {}),
    ...(args.maxWaitSeconds !== undefined ? { maxWaitSeconds: args.maxWaitSeconds } : {}),
  });
}

/** A server of its own for one run: a temporary SQLite file, no rate limits, no client. */
async function playInProcess(args: CliArgs): Promise<BotReport> {
  const dir = mkdtempSync(join(tmpdir(), 'heroroad-bot-'));
  const config = loadConfig(
    { DATABASE_URL: `sqlite:${join(dir, 'bot.db')}` },
    { rateLimit: false, clientDir: null, logLevel: 'warn' },
  );
  const server = await buildApp(config, { logger: false });
  try {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    console.log(`started a server at http://127.0.0.1:${port} on ${dir}`);
    return await play(args, `http://127.0.0.1:${port}`);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const report = args.url ? await play(args, args.url) : await playInProcess(args);
  console.log(`\nBot report\n${formatReport(report)}`);
  return report.reached ? 0 : 1;
}

process.exitCode = await main();
