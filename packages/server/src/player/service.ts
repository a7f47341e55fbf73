import { ARTIFACT_IMAGE_LOOKAHEAD, hasAdminAccess, type Lang } from '@heroroad/rules';
import { CLIENT_VERSION, type PlayerDto, type PlayerInfoDto } from '@heroroad/protocol';
import { AppError } from '../core/errors.js';
import type { Clock } from '../core/clock.js';
import { bit } from '../db/errors.js';
import { siteFooter, siteHeader } from './site-texts.js';
import { toPlayerDto, type PlayerExtras } from './mapper.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Executor } from '../db/tx.js';
import * as playerRepo from './repository.js';
import type { PlayerPatch, PlayerRow } from './repository.js';
import type { ChangeLocks, PlayerKernel, PlayerUnit, PlayerView } from './unit.js';

/**
 * Another domain's share of the player (creatures, markers…), loaded beside the row. The parts
 * of one answer read through one view, so heroes and markers several parts need are read once.
 */
export type PlayerContributor = (player: PlayerRow, view: PlayerView) => Promise<PlayerExtras>;
/** Another domain's share of the player info response (tiles, hammers, campaigns…). */
export type InfoContributor = (player: PlayerRow) => Promise<Partial<PlayerInfoDto>>;

export class PlayerService {
  private readonly contributors: PlayerContributor[] = [];
  private readonly infoContributors: InfoContributor[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly kernel: PlayerKernel,
    private readonly clock: Clock,
    /** Told when the language sessions carry changed, so remembered sessions are dropped. */
    private readonly onLangChange: (playerId: number) => void = () => undefined,
  ) {}

  addContributor(c: PlayerContributor): void {
    this.contributors.push(c);
  }

  addInfoContributor(c: InfoContributor): void {
    this.infoContributors.push(c);
  }

  async row(playerId: number): Promise<PlayerRow> {
    const row = await playerRepo.findById(this.db, playerId);
    // The session outlived its player (deleted by an operator): treat as logged out.
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  /** Another player's row (an arena opponent), read on `db` inside the caller's change. */
  findRow(playerId: number, db: Executor): Promise<PlayerRow | undefined> {
    return playerRepo.findById(db, playerId);
  }

  async toDto(row: PlayerRow): Promise<PlayerDto> {
    if (this.contributors.length === 0) return toPlayerDto(row);
    const view = this.kernel.view(row.id);
    const parts = await Promise.all(this.contributors.map((c) => c(row, view)));
    return toPlayerDto(row, Object.assign({}, ...parts) as PlayerExtras);
  }

  async current(playerId: number): Promise<PlayerDto> {
    return this.toDto(await this.row(playerId));
  }

  /** The player as asked for on its own (GET): waits that have ended complete first. */
  async load(playerId: number): Promise<PlayerDto> {
    await this.kernel.settle(playerId);
    return this.current(playerId);
  }

  /**
   * One change to the player (a purchase, a place taken, a battle closed) answered with the
   * player anew. Refused while a battle runs, which would undo it, unless `duringBattle`.
   */
  async change(
    playerId: number,
    fn: (unit: PlayerUnit) => Promise<void>,
    options: { duringBattle?: boolean } & ChangeLocks = {},
  ): Promise<PlayerDto> {
    await this.changeOnly(playerId, fn, options);
    return this.current(playerId);
  }

  /**
   * The same change for a caller that answers something else (a battle status): the player is
   * not loaded again afterwards, which would cost its heroes, markers and offers.
   */
  changeOnly<T>(
    playerId: number,
    fn: (unit: PlayerUnit) => Promise<T>,
    options: { duringBattle?: boolean } & ChangeLocks = {},
  ): Promise<T> {
    return this.kernel.withPlayer(
      playerId,
      (unit) => {
        if (!options.duringBattle && unit.row.battle_id !== null)
          throw new AppError('BATTLE_IN_PROGRESS');
        return fn(unit);
      },
      options,
    );
  }

  async info(
    playerId: number,
    query: { frontVersion?: number; init?: boolean },
  ): Promise<PlayerInfoDto> {
    await this.kernel.settle(playerId);
    let row = await this.row(playerId);
    if (query.frontVersion !== undefined && query.frontVersion !== row.client_version) {
      row = await this.patch(playerId, { client_version: query.frontVersion });
    }
    const lang = row.lang as Lang;
    const base: PlayerInfoDto = {
      player: await this.toDto(row),
      header: siteHeader(lang),
      footer: siteFooter(lang),
      quality: row.quality as PlayerInfoDto['quality'],
      campaignTypes: [],
      openCampaigns: [],
      optionalUnseenCampaign: null,
      referralBonus: { startBonus: 0, refClanBonus: 0, refBonus: 0 },
      hammerDto: { current: 0, max: 0 },
      cardState: null,
      sale: null,
      idToStore: null,
      maxLevelAmongAccs: row.level,
      serverTimeMs: this.clock(),
      clientUuid: row.client_uuid,
      admined: hasAdminAccess(row.access_level as PlayerDto['accessLevel']),
      version: CLIENT_VERSION,
      artifactIdsToLoad: [],
      artifactImageMaxStair: row.best_victory_stair + ARTIFACT_IMAGE_LOOKAHEAD,
      tiles: [],
    };
    if (this.infoContributors.length === 0) return base;
    const parts = await Promise.all(this.infoContributors.map((c) => c(row)));
    return Object.assign(base, ...parts) as PlayerInfoDto;
  }

  /** Applies a settings change and answers the updated player. */
  async update(playerId: number, patch: PlayerPatch): Promise<PlayerDto> {
    return this.toDto(await this.patch(playerId, patch));
  }

  private async patch(playerId: number, patch: PlayerPatch): Promise<PlayerRow> {
    const row = await playerRepo.update(this.db, playerId, { ...patch, updated_at: this.clock() });
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  setMoveSpeedMode(playerId: number, mode: number): Promise<PlayerDto> {
    return this.update(playerId, { move_speed_mode: mode });
  }

  /**
   * SPEC §7 player/set/rated: the player rated the game in its store, so the rate prompt is not
   * offered again. The first time is kept; calling again changes nothing.
   */
  async setRated(playerId: number): Promise<PlayerDto> {
    await playerRepo.markRated(this.db, playerId, this.clock());
    return this.current(playerId);
  }

  setSoundMute(playerId: number, mute: boolean): Promise<PlayerDto> {
    return this.update(playerId, { sound_mute: bit(mute) });
  }

  async switchUi(playerId: number, mode?: 'ORIGINAL' | 'MODERN'): Promise<PlayerDto> {
    const next =
      mode ?? ((await this.row(playerId)).interface_mode === 'MODERN' ? 'ORIGINAL' : 'MODERN');
    return this.update(playerId, { interface_mode: next });
  }

  async switchPush(playerId: number, enabled?: boolean): Promise<PlayerDto> {
    const next = enabled ?? (await this.row(playerId)).push_enabled !== 1;
    return this.update(playerId, { push_enabled: bit(next) });
  }

  /** SPEC §2 settings: what is given is saved, what is left out stays. */
  saveSettings(
    playerId: number,
    s: Partial<Pick<PlayerDto, 'levelingPreference' | 'paymentMethod'>>,
  ): Promise<PlayerDto> {
    return this.update(playerId, {
      ...(s.levelingPreference === undefined ? {} : { leveling_preference: s.levelingPreference }),
      ...(s.paymentMethod === undefined ? {} : { payment_method: s.paymentMethod }),
    });
  }

  setQuality(playerId: number, quality: PlayerDto['quality']): Promise<PlayerDto> {
    return this.update(playerId, { quality });
  }

  async switchLang(playerId: number, code?: string): Promise<PlayerDto> {
    const next = code ? code.toUpperCase() : (await this.row(playerId)).lang === 'RU' ? 'EN' : 'RU';
    const player = await this.update(playerId, { lang: next });
    this.onLangChange(playerId);
    return player;
  }

  async updateVersion(playerId: number, version: number): Promise<void> {
    await this.patch(playerId, { client_version: version });
  }
}
