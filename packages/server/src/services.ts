import type { Config } from './core/config.js';
import type { Clock } from './core/clock.js';
import type { Db } from './db/database.js';
import { AuditLog } from './moderation/audit.js';
import { AdminService } from './moderation/service.js';
import { SocialBans } from './moderation/bans.js';
import { ChatRepository } from './social/chat/repository.js';
import { ChatService } from './social/chat/service.js';
import { ForumRepository } from './social/forum/repository.js';
import { ForumService, memberByClanId } from './social/forum/service.js';
import { Blacklist } from './social/mail/blacklist.js';
import { MailRepository } from './social/mail/repository.js';
import { MailService } from './social/mail/service.js';
import { NotificationService } from './player/notifications.js';
import { PlayerRepository } from './player/repository.js';
import { PlayerService } from './player/service.js';
import type { BusLog } from './realtime/bus.js';
import { Realtime } from './realtime/service.js';
import type { PasswordHasher } from './security/passwords.js';
import { SessionRepository } from './security/session-repository.js';
import { AccountService } from './security/service.js';
import { SessionService } from './security/sessions.js';
import { BattleService } from './battle/service.js';
import { CreatureRepository } from './hero/creature-repository.js';
import { EquipmentService } from './hero/equipment.js';
import { HeroService } from './hero/service.js';
import { MarkerService } from './road/markers.js';
import { RoadService } from './road/service.js';
import { StoryService } from './road/story.js';
import { Metrics } from './tech/metrics.js';
import { toWireCreature, type Lang } from '@heroroad/rules';
import type { CreatureDto } from '@heroroad/protocol';
import { TechService } from './tech/service.js';

/** Every service of one server instance, wired once; routes and tests take them from here. */
export interface Services {
  readonly playerRepo: PlayerRepository;
  readonly sessions: SessionService;
  readonly accounts: AccountService;
  readonly players: PlayerService;
  readonly notifications: NotificationService;
  readonly audit: AuditLog;
  readonly admin: AdminService;
  readonly tech: TechService;
  readonly metrics: Metrics;
  readonly heroes: HeroService;
  readonly equipment: EquipmentService;
  readonly road: RoadService;
  readonly story: StoryService;
  readonly markers: MarkerService;
  readonly battles: BattleService;
  /** Pushes STOMP notifications; its broker is mounted at /api/websocket by buildApp. */
  readonly realtime: Realtime;
  /** Chat bans and forum blocks (the moderator panel sets them). */
  readonly bans: SocialBans;
  readonly blacklist: Blacklist;
  readonly chat: ChatService;
  readonly mail: MailService;
  readonly forum: ForumService;
  /** Stops timers the services started. */
  stop(): void;
}

const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export function createServices(
  db: Db,
  config: Config,
  clock: Clock,
  hasher: PasswordHasher,
  log: BusLog,
): Services {
  const k = db.kysely;
  const playerRepo = new PlayerRepository(k);
  const sessionRepo = new SessionRepository(k);
  const sessions = new SessionService(
    sessionRepo,
    clock,
    config.sessionSecret,
    config.sessionTtlMs,
  );
  const purge = setInterval(() => {
    // Keep ended sessions a day for support questions, then drop them.
    sessionRepo.purge(clock() - 24 * 3600 * 1000).catch(() => undefined);
  }, SESSION_PURGE_INTERVAL_MS);
  purge.unref();
  const audit = new AuditLog(k, clock);
  const players = new PlayerService(playerRepo, clock, (id) => sessions.forgetPlayer(id));
  // The player's heroes, markers and offers travel with the player.
  players.addContributor(async (row) => {
    const [creatures, extras] = await Promise.all([
      new CreatureRepository(k).list(row.id, clock()),
      MarkerService.extras(k, row, clock()),
    ]);
    return {
      ...extras,
      creatures: creatures.map((s) => toWireCreature(s.creature, row.lang as Lang) as CreatureDto),
    };
  });
  const heroes = new HeroService(db, players, clock);
  const road = new RoadService(db, players, heroes, clock);
  const metrics = new Metrics();
  const realtime = new Realtime({
    sessions,
    db: k,
    clock,
    registry: metrics.registry,
    log,
    redisUrl: config.redisUrl,
    channel: config.redisChannel,
  });
  // Revocations reach every instance's remembered sessions through the realtime bus.
  sessions.shareForgetting((change) => realtime.announceForget(change));
  realtime.onPeerForget = (change) => sessions.forgetFromPeer(change);
  const bans = new SocialBans(k, audit, clock);
  const blacklist = new Blacklist(k, clock);
  return {
    playerRepo,
    sessions,
    accounts: new AccountService(playerRepo, sessions, hasher, clock),
    players,
    heroes,
    equipment: new EquipmentService(db, heroes),
    road,
    story: new StoryService(heroes),
    markers: new MarkerService(db, players, clock),
    battles: new BattleService(db, heroes, clock),
    notifications: new NotificationService(k, clock),
    audit,
    admin: new AdminService(k, audit, clock),
    tech: new TechService(k, clock),
    metrics,
    realtime,
    bans,
    blacklist,
    chat: new ChatService(new ChatRepository(k), playerRepo, bans, blacklist, realtime, clock),
    mail: new MailService(new MailRepository(k), playerRepo, blacklist, realtime, clock),
    forum: new ForumService(new ForumRepository(k), playerRepo, bans, memberByClanId, clock),
    stop: () => clearInterval(purge),
  };
}
