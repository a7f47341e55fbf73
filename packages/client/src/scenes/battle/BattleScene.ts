import type { BattleStatusDto } from '@heroroad/protocol';
import { ABILITY_DEFS, creatureName, monsterDef, pickText } from '@heroroad/rules';
import type { IconName } from '../../assets/iconNames';
import { Container, Graphics, type Texture } from 'pixi.js';
import type { BattleState } from '../../stores/battleStore';
import { ridge, sky } from '../common/backdrop';
import { titleBanner } from '../common/banner';
import { heroFace } from '../common/faces';
import { IconCache } from '../common/iconCache';
import { PALETTE } from '../common/palette';
import type { SceneParams } from '../../model/scenes';
import { Scene, type View } from '../Scene';
import { Director, type BattleStage } from './director';
import { Fx } from './fx';
import {
  FAST_REPLAY,
  canAttack,
  canBeHit,
  canTarget,
  moveMs,
  rewind,
  unitOf,
  type Unit,
} from '../../model/battle';
import { arena } from './arena';
import { rowLayout } from './slots';
import { UnitToken, type Mark } from './token';
import { PAGE_HOOKS, exposeToPage } from '../pageHooks';

/** A long replay shows only its last moves; the earlier ones are applied at once. */
const REPLAY_TAIL = 12;

/**
 * The hand-back never waits on frames for long: moves not shown this long after they would
 * have ended at full frame rate are shown at once (a stalled or throttled page).
 */
const HAND_BACK_SLACK = 2;
const HAND_BACK_GRACE_MS = 1500;

/**
 * The battle: the foe's row above, the player's squad below, the turning team's row lit. Taps
 * on creatures go to the battle controller; the chosen attacker, defender and the preview's
 * ghost on the health bar come back through the battle store, as do the moves each command
 * answered, which the director plays in order before the scene reports itself idle.
 */
export class BattleScene extends Scene<SceneParams['battle']> {
  private seq = 0;
  private battleId: number | null = null;
  private units: Unit[] = [];
  private final: Unit[] | null = null;
  private pendingSeq: number | null = null;
  private director: Director | null = null;
  private readonly tokens = new Map<number, UnitToken>();
  private readonly faces = new Map<number, Texture | null>();
  private readonly icons = new IconCache(
    (n, c, s) => this.ctx.icon(n, c, s),
    32,
    () => this.rebuild(),
  );
  private readonly fx = new Fx();
  private readonly field = new Container();
  private readonly lights: Graphics[] = [new Graphics(), new Graphics()];
  private litTeam = -1;
  private mounted = false;
  /** Real time the pending moves need at full frame rate. */
  private pendingMs = 0;
  private watchdog: ReturnType<typeof setTimeout> | null = null;

  override async prepare(): Promise<void> {
    this.listen(this.ctx.battle.subscribe((s) => this.onStore(s)));
    this.listen(exposeToPage(PAGE_HOOKS.squadBottom, () => this.squadBottom()));
    // A tab shown again gets the battle as it stands now, not a replay of what it missed.
    if (typeof document !== 'undefined') {
      const onVisible = () => {
        if (document.visibilityState === 'visible') this.showAllNow();
      };
      document.addEventListener('visibilitychange', onVisible);
      this.listen(() => document.removeEventListener('visibilitychange', onVisible));
    }
    this.listen(() => this.stopWatchdog());
    const s = this.ctx.battle.getState();
    if (s.status) await this.loadFaces(s.status);
    this.onStore(s);
  }

  private async loadFaces(status: BattleStatusDto): Promise<void> {
    await Promise.all(
      status.battle.creatures.map(async (c) => {
        if (this.faces.has(c.id)) return;
        const face = monsterDef(c.identifier)
          ? await this.ctx.portrait(c.identifier, 'monster').catch(() => null)
          : await heroFace(this.ctx, c.identifier);
        this.faces.set(c.id, face);
      }),
    );
  }

  private onStore(s: BattleState): void {
    if (s.seq !== this.seq) {
      this.seq = s.seq;
      if (s.status) this.accept(s.status, s);
    }
    this.refreshMarks(s);
  }

  /** Takes a status: its moves go to the director; its creatures are where the replay ends. */
  private accept(status: BattleStatusDto, s: BattleState): void {
    const final = status.battle.creatures.map(unitOf);
    if (status.battle.id !== this.battleId || !this.director) {
      this.battleId = status.battle.id;
      this.units = rewind(final, status.moves);
      this.director = new Director(this.stage(), this.units);
      this.litTeam = -1;
      void this.loadFaces(status).then(() => this.rebuild());
      this.rebuild();
    }
    const moves = status.moves;
    const speed = s.replay === 'fast' ? FAST_REPLAY : s.speed;
    let shown = moves;
    if (s.replay === 'fast' && moves.length > REPLAY_TAIL * 2) {
      this.director.skip(moves.slice(0, -REPLAY_TAIL));
      shown = moves.slice(-REPLAY_TAIL);
    }
    this.director.enqueue(shown, speed, s.replay === 'fast');
    this.pendingMs += shown.reduce((sum, m) => sum + moveMs(m.kind, speed), 0);
    this.final = final;
    this.pendingSeq = s.seq;
    if (this.mounted) this.startWatchdog();
  }

  override mount(view: View): void {
    super.mount(view);
    this.mounted = true;
    if (this.pendingSeq !== null) this.startWatchdog();
  }

  private startWatchdog(): void {
    this.stopWatchdog();
    const ms = this.pendingMs * HAND_BACK_SLACK + HAND_BACK_GRACE_MS;
    this.watchdog = setTimeout(() => {
      this.watchdog = null;
      this.showAllNow();
    }, ms);
  }

  private stopWatchdog(): void {
    if (this.watchdog !== null) clearTimeout(this.watchdog);
    this.watchdog = null;
  }

  /** Every move still waiting is shown at once and the battle handed back to the player. */
  private showAllNow(): void {
    if (this.pendingSeq === null || !this.director || this.root.destroyed) return;
    this.director.finish();
    this.handBack();
  }

  /** The replay is over: stand exactly where the server says the battle is. */
  private handBack(): void {
    if (this.pendingSeq === null || !this.final || !this.director) return;
    this.stopWatchdog();
    this.director.units = this.final;
    this.units = this.final;
    for (const u of this.final) {
      const token = this.tokens.get(u.id);
      token?.setUnit(u);
      token?.setHealth(u.health);
    }
    const seq = this.pendingSeq;
    this.pendingSeq = null;
    this.pendingMs = 0;
    this.refreshMarks(this.ctx.battle.getState());
    this.ctx.bus.emit('battle:idle', { seq });
  }

  private stage(): BattleStage {
    const t = this.ctx.t;
    return {
      token: (id) => (id === null ? undefined : this.tokens.get(id)),
      fx: this.fx,
      sound: (name) => this.ctx.bus.emit('sound:effect', { name }),
      lightRow: (team) => this.light(team),
      rowCentre: (team) => ({ x: this.view.width / 2, y: this.rowY(team) }),
      word: (key) => t(`scenes.battle.words.${key}`),
      abilityName: (id) => pickText(ABILITY_DEFS[id].name, this.ctx.lang()),
      unitsChanged: (units) => {
        const before = new Map(this.units.map((u) => [u.id, u]));
        this.units = [...units];
        // Only the creatures a move touched are redrawn.
        for (const u of units) if (before.get(u.id) !== u) this.tokens.get(u.id)?.setUnit(u);
      },
    };
  }

  /**
   * How low the squad's tokens, names and marks reach, in CSS pixels from the canvas's top (null
   * before they are drawn): the layout journey holds the battle's bar below it.
   */
  private squadBottom(): number | null {
    let bottom: number | null = null;
    for (const u of this.units) {
      const token = u.team === 0 ? this.tokens.get(u.id) : undefined;
      if (!token || token.destroyed) continue;
      const b = token.getBounds();
      bottom = Math.max(bottom ?? b.maxY, b.maxY);
    }
    return bottom;
  }

  private rowY(team: number): number {
    const { height, battleInset } = this.view;
    // The squad's tokens and names stand clear above the battle's bar.
    return team === 1 ? Math.max(230, height * 0.3) : height - battleInset - 96;
  }

  protected build(): void {
    const { width, height } = this.view;
    this.root.addChild(sky(width, height, 0x2c3446, 0x8c6a4a));
    this.root.addChild(ridge(width, height * 0.3, height, height * 0.08, 0x3d3a44, 31, 7));
    this.root.addChild(arena(width, this.rowY(1), this.rowY(0)));
    this.field.removeChildren();
    this.root.addChild(this.persistent(this.field));
    this.tokens.clear();
    for (const team of [1, 0]) {
      const light = this.lights[team]!;
      light.clear();
      for (let r = 0; r < 5; r++) {
        light
          .ellipse(width / 2, this.rowY(team), width * (0.5 - r * 0.06), 70 - r * 10)
          .fill({ color: PALETTE.goldLight, alpha: 0.07 });
      }
      light.alpha = this.litTeam === team ? 1 : 0;
      this.field.addChild(light);
      const row = this.units.filter((u) => u.team === team).sort((a, b) => a.order - b.order);
      const { radius, xs, nameWidth } = rowLayout(row.length, width);
      row.forEach((u, i) => {
        const name = creatureName(u.identifier, this.ctx.lang());
        const icons = (n: IconName, c: string) => this.icons.get(n, c);
        const token = new UnitToken(
          u,
          this.faces.get(u.id) ?? null,
          radius,
          icons,
          monsterDef(u.identifier) !== undefined,
          name,
          nameWidth,
        );
        token.position.set(xs[i]!, this.rowY(team));
        token.label = `creature-${u.id}`;
        token.on('pointertap', () => this.ctx.bus.emit('battle:tap', { creatureId: u.id }));
        this.tokens.set(u.id, token);
        this.field.addChild(token);
      });
    }
    this.field.addChild(this.persistent(this.fx));
    this.root.addChild(titleBanner(width, this.ctx.t('scenes.battle.title'), null));
    this.refreshMarks(this.ctx.battle.getState());
  }

  private light(team: number): void {
    this.litTeam = team;
    this.lights.forEach((l, i) => (l.alpha = i === team ? 1 : 0));
  }

  /** The chosen attacker and defender, the preview's ghost, and who may be chosen now. */
  private refreshMarks(s: BattleState): void {
    const current = s.status;
    const ours = current?.battleState === 'IN_PROGRESS' && current.turningTeam === 0 && !s.busy;
    for (const token of this.tokens.values()) {
      const u = token.unit;
      let mark: Mark = null;
      if (u.id === s.attackerId) mark = 'attacker';
      else if (u.id === s.defenderId) mark = 'defender';
      else if (ours && s.armed && (canTarget(s.armed, u) || this.wears(u.id, s.armed)))
        mark = 'target';
      else if (ours && !s.armed && (s.attackerId === null ? canAttack(u) : canBeHit(u)))
        mark = 'ready';
      token.setMark(mark);
      const p = s.preview;
      token.setGhost(
        p && u.id === p.defenderId
          ? p.defenderHealthAfter
          : p && u.id === p.attackerId && p.attackerHealthAfter < u.health
            ? p.attackerHealthAfter
            : null,
      );
    }
  }

  /** Whether a hero wears this ward (armed again, it can be taken off). */
  private wears(id: number, consumableId: string): boolean {
    const c = this.ctx.battle.getState().status?.battle.creatures.find((x) => x.id === id);
    return c?.team === 0 && c.ward === consumableId;
  }

  /** At rest while no move plays and no effect fades: only the rings and bars blink. */
  override atRest(): boolean {
    return (this.director?.idle ?? true) && !this.fx.busy;
  }

  override update(deltaMs: number): void {
    this.director?.update(deltaMs);
    for (const token of this.tokens.values()) token.tick(deltaMs);
    const shake = this.fx.update(deltaMs);
    this.field.position.set(shake.x, shake.y);
    if (this.director?.idle) this.handBack();
  }
}
