import type { MoveDto } from '@heroroad/protocol';
import { abbreviateNumber, attackSound, hitPower, type AbilityId } from '@heroroad/rules';
import type { SoundEffect } from '../../events/gameEvents';
import type { Fx } from './fx';
import { applyMove, moveMs, type Unit } from '../../model/battle';
import type { UnitToken } from './token';

/** What the director draws on: tokens by creature id, effects, sound and words. */
export interface BattleStage {
  token(id: number | null): UnitToken | undefined;
  readonly fx: Fx;
  sound(name: SoundEffect): void;
  lightRow(team: number): void;
  rowCentre(team: number): { x: number; y: number };
  word(key: 'skip' | 'frozen' | 'blocked' | 'crushing' | 'saved' | 'gaveUp' | 'ward'): string;
  /** An ability's name in the player's language. */
  abilityName(id: AbilityId): string;
  /** The state after each shown move (the tokens' effects, wards, deaths). */
  unitsChanged(units: readonly Unit[]): void;
}

/** The lunge of a hit: 120 ms out and 180 ms back (art direction), shortened by the speed. */
const LUNGE_OUT = 120;
const LUNGE_BACK = 180;
const HIT_KINDS = new Set(['HIT', 'BLOCK', 'HAMMER']);

const ease = (t: number) => 1 - (1 - t) * (1 - t);

interface Step {
  readonly move: MoveDto;
  readonly duration: number;
  readonly impactAt: number;
  readonly quiet: boolean;
  elapsed: number;
  impacted: boolean;
}

/**
 * Plays moves one after another: a hit's attacker lunges at its target and the blow lands at the
 * turn of the lunge (number, bar, sound, shake for big hits); effects frost, flicker, drip or
 * rise with light; health bars slide to what each move left. `speed` scales every duration.
 */
export class Director {
  private readonly queue: Array<{ move: MoveDto; speed: number; quiet: boolean }> = [];
  private step: Step | null = null;
  private readonly targets = new Map<number, number>();

  constructor(
    private readonly stage: BattleStage,
    public units: Unit[],
  ) {}

  enqueue(moves: readonly MoveDto[], speed: number, quiet = false): void {
    for (const move of moves) this.queue.push({ move, speed, quiet });
  }

  get idle(): boolean {
    return this.step === null && this.queue.length === 0;
  }

  /** Shows moves at once, without animation (the start of a long replay). */
  skip(moves: readonly MoveDto[]): void {
    for (const m of moves) this.units = applyMove(this.units, m);
    for (const u of this.units) this.targets.set(u.id, u.health);
    this.stage.unitsChanged(this.units);
  }

  /**
   * Advances by `deltaMs` of real time. A long frame (a slow device) runs through as many moves
   * as fit in it, so the battle keeps the pace of the clock rather than of the frame rate.
   */
  update(deltaMs: number): void {
    this.slideBars(deltaMs);
    let left = deltaMs;
    for (;;) {
      if (!this.step) {
        const next = this.queue.shift();
        if (!next) return;
        const hit = HIT_KINDS.has(next.move.kind);
        this.step = {
          move: next.move,
          duration: moveMs(next.move.kind, next.speed),
          impactAt: hit ? LUNGE_OUT / next.speed : 0,
          quiet: next.quiet,
          elapsed: 0,
          impacted: false,
        };
        this.lungeSpeed = next.speed;
      }
      const step = this.step;
      const used = Math.min(left, step.duration - step.elapsed);
      step.elapsed += used;
      left -= used;
      if (HIT_KINDS.has(step.move.kind)) this.lunge(step);
      if (!step.impacted && step.elapsed >= step.impactAt) {
        step.impacted = true;
        this.impact(step.move, step.quiet);
      }
      if (step.elapsed < step.duration) return;
      this.endStep(step);
      if (left <= 0) return;
    }
  }

  /**
   * Shows at once every move still waiting (the page was hidden, or frames stopped coming):
   * the units stand where the moves leave them, without effects or sound.
   */
  finish(): void {
    const step = this.step;
    if (step) {
      if (!step.impacted) this.units = applyMove(this.units, step.move);
      this.endStep(step);
    }
    this.skip(this.queue.splice(0).map((q) => q.move));
  }

  private endStep(step: Step): void {
    const actor = this.stage.token(step.move.actorId);
    if (actor) actor.body.position.set(0, 0);
    this.step = null;
  }

  private lungeSpeed = 1;

  private lunge(step: Step): void {
    const actor = this.stage.token(step.move.actorId);
    const target = this.stage.token(step.move.targetId);
    if (!actor || !target) return;
    const out = LUNGE_OUT / this.lungeSpeed;
    const back = LUNGE_BACK / this.lungeSpeed;
    const dx = target.x - actor.x;
    const dy = target.y - actor.y;
    const length = Math.hypot(dx, dy) || 1;
    const reach = Math.min(110, length * 0.45);
    const t = step.elapsed;
    const f = t < out ? ease(t / out) : Math.max(0, 1 - ease(Math.min(1, (t - out) / back)));
    actor.body.position.set((dx / length) * reach * f, (dy / length) * reach * f);
  }

  private slideBars(deltaMs: number): void {
    const k = Math.min(1, deltaMs / 90);
    for (const [id, health] of this.targets) {
      const token = this.stage.token(id);
      if (!token) continue;
      const shown = token.shownHealth;
      if (Math.abs(shown - health) < health * 0.001 + 1e-9) {
        token.setHealth(health);
        this.targets.delete(id);
      } else token.setHealth(shown + (health - shown) * k);
    }
  }

  private impact(m: MoveDto, quiet: boolean): void {
    const { fx } = this.stage;
    const target = this.stage.token(m.targetId);
    const sound = (name: SoundEffect) => {
      if (!quiet) this.stage.sound(name);
    };
    const at = target
      ? { x: target.x, y: target.y - target.radius * 0.4 }
      : this.stage.rowCentre(m.team);
    this.units = applyMove(this.units, m);
    if (m.targetId !== null) {
      const u = this.units.find((x) => x.id === m.targetId);
      if (u) this.targets.set(u.id, u.health);
    }
    const maxHealth = this.units.find((x) => x.id === m.targetId)?.maxHealth ?? 1;
    const power = hitPower(m.amount, maxHealth);
    switch (m.kind) {
      case 'TURN':
        this.stage.lightRow(m.team);
        break;
      case 'HIT':
      case 'BLOCK':
      case 'HAMMER':
      case 'CONSUMABLE': {
        const big = m.kind === 'HAMMER' || power >= 100;
        fx.float(
          `-${abbreviateNumber(m.amount)}`,
          at.x,
          at.y,
          m.kind === 'HAMMER' ? 0xffa040 : 0xff5a4a,
          big ? 40 : 30,
        );
        if (m.kind === 'BLOCK') fx.float(this.stage.word('blocked'), at.x, at.y - 34, 0xcfe3ff, 17);
        if (m.kind === 'HAMMER')
          fx.float(this.stage.word('crushing'), at.x, at.y - 36, 0xffd05a, 18);
        if (m.kind === 'CONSUMABLE') fx.burst('light', at.x, at.y, 20);
        fx.burst('spark', at.x, at.y, 14);
        if (big) fx.shake(m.kind === 'HAMMER' ? 9 : 6);
        sound(m.kind === 'BLOCK' ? 'block' : m.kind === 'HAMMER' ? 'hit_big' : attackSound(power));
        break;
      }
      case 'FREEZE':
        fx.burst('frost', at.x, at.y);
        sound('freeze');
        break;
      case 'FIRE':
        fx.burst('fire', at.x, at.y);
        sound('fire');
        break;
      case 'POISON':
        fx.burst('poison', at.x, at.y - 10);
        sound('poison');
        break;
      case 'BURN_TICK':
        fx.float(`-${abbreviateNumber(m.amount)}`, at.x, at.y, 0xffab40, 24);
        fx.burst('fire', at.x, at.y, 18);
        break;
      case 'POISON_TICK':
        fx.float(`-${abbreviateNumber(m.amount)}`, at.x, at.y, 0x8cff6b, 24);
        fx.burst('poison', at.x, at.y - 10, 18);
        break;
      case 'LIFESTEAL':
      case 'HEAL':
        fx.float(`+${abbreviateNumber(m.amount)}`, at.x, at.y, 0x7dff9a, 28);
        fx.burst('heal', at.x, at.y);
        // The nun's heal has her own voice (SPEC §9 nun sounds).
        sound(
          m.kind === 'HEAL' && this.units.find((u) => u.id === m.actorId)?.warriorClass === 'nun'
            ? 'nun_blessing'
            : 'heal',
        );
        break;
      case 'IMMORTALITY':
      case 'WARD':
        fx.float(
          this.stage.word(m.kind === 'WARD' ? 'ward' : 'saved'),
          at.x,
          at.y - 30,
          0xf1cf6b,
          20,
        );
        fx.burst('light', at.x, at.y);
        sound('resurrection');
        break;
      case 'DEATH':
        fx.burst('spark', at.x, at.y, 24);
        sound('death');
        break;
      case 'RESURRECTION':
        fx.burst('light', at.x, at.y + 30, 24);
        fx.float(`+${abbreviateNumber(m.amount)}`, at.x, at.y, 0xfff6c8, 24);
        sound('resurrection');
        break;
      case 'WARD_SET':
        fx.burst('light', at.x, at.y, 16);
        break;
      case 'ABILITY': {
        // The ability's name over its user; an aimed one lights its target too.
        const user = this.stage.token(m.actorId);
        const from = user ? { x: user.x, y: user.y - user.radius } : at;
        if (m.ability)
          fx.float(this.stage.abilityName(m.ability), from.x, from.y - 30, 0xf1cf6b, 20, 560);
        fx.burst('light', from.x, from.y, 18);
        if (target) fx.burst('light', at.x, at.y, 14);
        break;
      }
      case 'SHIELD':
        fx.float(`(${abbreviateNumber(m.amount)})`, at.x, at.y - 20, 0xcfe3ff, 22);
        fx.burst('light', at.x, at.y, 10);
        sound('block');
        break;
      case 'SKIP':
      case 'FROZEN_SKIP': {
        const c = this.stage.rowCentre(m.team);
        fx.float(
          this.stage.word(m.kind === 'SKIP' ? 'skip' : 'frozen'),
          c.x,
          c.y - 60,
          0xcfe3ff,
          22,
          560,
        );
        break;
      }
      case 'GIVE_UP': {
        const c = this.stage.rowCentre(m.team);
        fx.float(this.stage.word('gaveUp'), c.x, c.y - 60, 0xffffff, 24, 560);
        break;
      }
      default:
        break;
    }
    this.stage.unitsChanged(this.units);
  }
}
