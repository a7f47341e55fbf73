import { randomBytes } from 'node:crypto';
import { api, type PlayerDto } from '@heroroad/protocol';
import { STARTER_HEROES, stairOfCoordinate } from '@heroroad/rules';
import { finishBattle } from './battle.js';
import { dailyReward } from './care.js';
import { clanStep } from './clan.js';
import { ApiError, GameClient } from './client.js';
import { BotStop, emptyStats, type BotContext, type LogLevel } from './context.js';
import { Road } from './road.js';
import { buildReport, type BotReport } from './report.js';
import { claimTasks, followTutorial } from './story.js';
import { visitWorlds } from './worlds.js';

export interface BotOptions {
  /** The server, e.g. http://localhost:8080. */
  readonly url: string;
  /** Play until the gate of this stair is beaten (the next stair opens). */
  readonly stairs: number;
  /** Go on playing an existing session (its player keeps its progress) instead of a new guest. */
  readonly session?: string;
  /** Register under this nickname (keeping the guest's progress); a guest otherwise. */
  readonly name?: string;
  /** Password for the registered account; a random one otherwise. */
  readonly password?: string;
  /** The starter hero to pick (default Dobrynya Nikitich). */
  readonly heroId?: string;
  readonly lang?: 'RU' | 'EN';
  /** Stop once this many requests were sent (default 2000 per stair). */
  readonly maxRequests?: number;
  /** Stop rather than wait longer than this in total for health (default 2 hours). */
  readonly maxWaitSeconds?: number;
  /** How time passes while the bot waits for health: real sleep unless a test moves a clock. */
  readonly wait?: (ms: number) => Promise<void>;
  readonly log?: (line: string) => void;
  /** Print every battle and place, not only stairs and notices. */
  readonly verbose?: boolean;
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Plays one account up the road over HTTP and answers what it did. */
export class Bot {
  /** The client the bot plays with; its session stays open after run() for whoever goes on. */
  readonly client: GameClient;
  private readonly started = Date.now();
  private readonly stats = emptyStats();
  private readonly heroId: string;
  private readonly maxRequests: number;
  private readonly maxWaitSeconds: number;

  constructor(private readonly options: BotOptions) {
    if (!Number.isInteger(options.stairs) || options.stairs < 1)
      throw new Error(`stairs must be a whole number of at least 1, got ${options.stairs}`);
    this.client = new GameClient(options.url);
    this.heroId = options.heroId ?? STARTER_HEROES[0]!.id;
    this.maxRequests = options.maxRequests ?? 2000 * options.stairs;
    this.maxWaitSeconds = options.maxWaitSeconds ?? 2 * 3600;
  }

  async run(): Promise<BotReport> {
    const ctx = await this.start();
    let stopReason: string | null = null;
    try {
      const road = new Road(ctx);
      // One pass per stair; each pass either opens the next stair or throws BotStop.
      for (let pass = 0; this.frontier(ctx) <= this.options.stairs; pass++) {
        if (pass > this.options.stairs * 3) throw new BotStop('the road stopped opening');
        ctx.checkBudget();
        await road.playStair(this.frontier(ctx));
        await followTutorial(ctx);
        await claimTasks(ctx);
        await visitWorlds(ctx);
        await clanStep(ctx);
      }
      // A run that starts past its target still looks in on the worlds once.
      await visitWorlds(ctx);
    } catch (e) {
      if (!(e instanceof BotStop) && !(e instanceof ApiError)) throw e;
      stopReason = e.message;
      ctx.log('info', `stopped: ${e.message}`);
    }
    return buildReport(ctx, {
      targetStair: this.options.stairs,
      stopReason,
      requests: this.client.requests,
      elapsedMs: Date.now() - this.started,
    });
  }

  /** The stair the road is open to: beating its gate is the next goal. */
  private frontier(ctx: BotContext): number {
    return stairOfCoordinate(ctx.player.maxCoordinate);
  }

  /** Opens a session as a browser would, picks the first hero and takes the daily reward. */
  private async start(): Promise<BotContext> {
    const c = this.client;
    const lang = this.options.lang ?? 'EN';
    if (this.options.session) c.token = this.options.session;
    else await c.openSession(api.security.registerTrial, { body: { lang } });
    if (this.options.name) {
      const password = this.options.password ?? randomBytes(9).toString('base64url');
      await c.openSession(api.security.register, {
        body: {
          name: this.options.name,
          password,
          acceptPrivacy: true,
          acceptCookies: true,
          acceptAgreement: true,
          lang,
        },
      });
      if (!this.options.password)
        this.say('info', `registered as ${this.options.name}, password ${password}`);
    }
    let player: PlayerDto = await c.call(api.player.current);
    if (player.creatures.length === 0)
      player = await c.call(api.hero.choose, { body: { heroId: this.heroId } });
    const ctx = this.context(player);
    ctx.log(
      'info',
      `playing as ${player.name} (player ${player.id}) with ${player.creatures[0]?.name}`,
    );
    if (player.battleId !== null) {
      // A battle left open by an earlier run is finished first, as the client would.
      await finishBattle(ctx, await c.call(api.battle.movesEmpty), 'an unfinished battle');
    }
    await dailyReward(ctx);
    return ctx;
  }

  private say(level: LogLevel, line: string): void {
    if (level === 'detail' && !this.options.verbose) return;
    (this.options.log ?? console.log)(line);
  }

  private context(player: PlayerDto): BotContext {
    const stats = this.stats;
    return {
      client: this.client,
      player,
      stats,
      log: (level, line) => this.say(level, line),
      checkBudget: () => {
        if (this.client.requests >= this.maxRequests)
          throw new BotStop(`request budget of ${this.maxRequests} spent`);
      },
      waitSeconds: async (seconds, why, what) => {
        const s = Math.max(1, Math.ceil(seconds));
        if (stats.waitedSeconds + s > this.maxWaitSeconds)
          throw new BotStop(`would wait past ${this.maxWaitSeconds} s in total (${why})`);
        this.say('info', `  waiting ${s} s: ${why}`);
        stats.waits++;
        stats.waitedSeconds += s;
        stats.playSeconds += s;
        stats.current.waited[what] += s;
        await (this.options.wait ?? sleep)(s * 1000);
      },
    };
  }
}

/** Runs one bot to the end. */
export function runBot(options: BotOptions): Promise<BotReport> {
  return new Bot(options).run();
}
