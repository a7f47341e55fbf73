import type { BattleStatusDto } from '@heroroad/protocol';
import {
  abbreviateNumber,
  abilityOfClass,
  ABILITY_DEFS,
  consumableDef,
  creatureName,
  pickText,
} from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { giveUp, hint, hit, setSpeed, skip, toggleAbility } from '../../app/battle/flows';
import { consumableIcon } from '../../scenes/common/iconMaps';
import type { BattleSpeed, Preview } from '../../stores/battleStore';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';
import { DuelHeader } from './DuelHeader';
import { ReplayBar } from './ReplayBar';
import { ResultPanel } from './ResultPanel';
import '../../styles/battle.css';

const SPEEDS: readonly BattleSpeed[] = [1, 2, 4];

/**
 * The consumables bar: what is left in the bag, and a ward worn by a hero even when none is
 * left, so it can be armed to take it off again.
 */
function stockWithWards(status: BattleStatusDto) {
  const stock = [...status.consumables];
  for (const c of status.battle.creatures) {
    if (c.team === 0 && c.ward && !stock.some((s) => s.consumableId === c.ward)) {
      stock.push({ consumableId: c.ward, count: 0 });
    }
  }
  return stock;
}

/** What the player should do now, in one line. */
function useTurnText(): string {
  const game = useGame();
  const { t } = useTranslation();
  const s = useStore(game.battle, (x) => x);
  const status = s.status;
  if (!status) return t('battle.turn.loading');
  if (status.battleState === 'COMPLETED') return t('battle.turn.over');
  if (s.seq !== s.shownSeq || s.busy) return t('battle.turn.watch');
  if (status.turningTeam !== 0) return t('battle.turn.foe');
  if (s.armed) return t('battle.turn.target');
  if (s.attackerId === null) return t('battle.turn.attacker');
  if (s.preview) return t('battle.turn.strike');
  const attacker = status.battle.creatures.find((c) => c.id === s.attackerId);
  if (s.ability && attacker && abilityOfClass(attacker.warriorClass)?.target === 'ALLY')
    return t('battle.turn.ally');
  return t('battle.turn.defender');
}

/** Creatures as buttons, for keyboards and screen readers (the canvas cannot be tabbed). */
function CreatureButtons() {
  const game = useGame();
  const { t } = useTranslation();
  const creatures = useStore(game.battle, (s) => s.status?.battle.creatures ?? []);
  return (
    <nav className="canvas-access" aria-label={t('battle.creatures')}>
      {creatures.map((c) => (
        <button
          key={c.id}
          type="button"
          onClick={() => game.bus.emit('battle:tap', { creatureId: c.id })}
        >
          {t(c.team === 0 ? 'battle.ally' : 'battle.foe', {
            name: creatureName(c.identifier, game.lang),
            health: abbreviateNumber(c.health),
            max: abbreviateNumber(c.maxHealth),
          })}
        </button>
      ))}
    </nav>
  );
}

/**
 * What the chosen move will do, in words: the blow or the ability, the damage on the target and
 * on every foe, who falls, what is healed or shielded, and who strikes back after the turn.
 */
function PreviewText({ preview, name }: { preview: Preview; name: (id: number) => string }) {
  const game = useGame();
  const { t } = useTranslation();
  const attacker = name(preview.attackerId);
  const defender = name(preview.defenderId);
  const lines: string[] = [];
  if (preview.ability === null) {
    lines.push(
      t(preview.kills ? 'battle.previewKills' : 'battle.preview', {
        attacker,
        defender,
        damage: abbreviateNumber(preview.damage),
      }),
    );
  } else {
    const ability = pickText(ABILITY_DEFS[preview.ability].name, game.lang);
    if (preview.healed > 0)
      lines.push(
        t('battle.previewHeal', {
          attacker,
          ability,
          defender,
          amount: abbreviateNumber(preview.healed),
        }),
      );
    else if (preview.shield > 0)
      lines.push(
        t('battle.previewShield', { attacker, ability, amount: abbreviateNumber(preview.shield) }),
      );
    else
      lines.push(
        t('battle.previewAbility', {
          attacker,
          ability,
          damage: abbreviateNumber(preview.totalDamage),
        }),
      );
    if (preview.killed.length > 0)
      lines.push(t('battle.previewFells', { names: preview.killed.map(name).join(', ') }));
  }
  if (preview.answer)
    lines.push(
      t('battle.previewAnswer', {
        attacker: name(preview.answer.attackerId),
        defender: name(preview.answer.defenderId),
      }),
    );
  return <p className="battle-preview">{lines.join(' · ')}</p>;
}

/** The chosen hero's ability: on or off, or resting with the turns until it is ready. */
function AbilityButton({ playing }: { playing: boolean }) {
  const game = useGame();
  const { t } = useTranslation();
  const s = useStore(game.battle, (x) => x);
  const toggle = useAction(() => toggleAbility(game));
  const attacker = s.status?.battle.creatures.find((c) => c.id === s.attackerId);
  const def = attacker ? abilityOfClass(attacker.warriorClass) : null;
  if (!attacker || def === null) return null;
  const name = pickText(def.name, game.lang);
  const resting = attacker.cooldown ?? 0;
  return (
    <Button
      variant={s.ability ? 'primary' : 'secondary'}
      icon="sparkles"
      aria-pressed={s.ability}
      title={pickText(def.description, game.lang)}
      disabled={!playing || resting > 0}
      busy={toggle.busy}
      onClick={() => void toggle.run()}
    >
      {resting > 0 ? t('battle.abilityResting', { name, count: resting }) : name}
    </Button>
  );
}

/**
 * The battle's controls under the rows: what to do now, the preview of the chosen hit, the
 * consumables bar, Hint, Hit, Skip, the speed toggle and Give up (asked twice); the result panel
 * once the battle is closed.
 */
export default function BattleChrome() {
  const game = useGame();
  const { t } = useTranslation();
  const s = useStore(game.battle, (x) => x);
  const [confirm, setConfirm] = useState(false);
  const doHit = useAction(() => hit(game));
  const doHint = useAction(() => hint(game));
  const doSkip = useAction(() => skip(game));
  const doGiveUp = useAction(() => giveUp(game));
  const turn = useTurnText();
  const status = s.status;
  const noBattle =
    useStore(game.player, (p) => p.player?.battleId == null) && !status && !s.completed;

  if (s.watching)
    return (
      <>
        <DuelHeader />
        <ReplayBar />
      </>
    );
  if (s.completed) return <ResultPanel status={s.completed.status} />;
  if (noBattle) {
    return (
      <section className="battle-none card">
        <p>{t('scenes.battle.none')}</p>
        <Button
          icon="path-distance"
          onClick={() => game.bus.emit('scene:go', { key: 'road', params: undefined })}
        >
          {t('menu.road')}
        </Button>
      </section>
    );
  }
  const playing =
    status?.battleState === 'IN_PROGRESS' &&
    status.turningTeam === 0 &&
    s.seq === s.shownSeq &&
    !s.busy;
  const preview = s.preview;
  const name = (id: number) => {
    const c = status?.battle.creatures.find((x) => x.id === id);
    return c ? creatureName(c.identifier, game.lang) : '';
  };
  return (
    <>
      <p className="battle-turn" role="status">
        {turn}
      </p>
      <DuelHeader />
      <CreatureButtons />
      <div className="battle-bar">
        {preview && <PreviewText preview={preview} name={name} />}
        {status && stockWithWards(status).length > 0 && (
          <div className="battle-consumables" role="group" aria-label={t('battle.consumables')}>
            {stockWithWards(status).map((c) => {
              const def = consumableDef(c.consumableId);
              const label = def ? pickText(def.name, game.lang) : c.consumableId;
              const armed = s.armed === c.consumableId;
              return (
                <button
                  key={c.consumableId}
                  type="button"
                  className={armed ? 'consumable consumable-armed' : 'consumable'}
                  aria-pressed={armed}
                  aria-label={t('battle.useConsumable', { name: label, count: c.count })}
                  title={def ? pickText(def.description, game.lang) : undefined}
                  disabled={!playing}
                  onClick={() =>
                    s.choose({
                      armed: armed ? null : c.consumableId,
                      defenderId: null,
                      preview: null,
                    })
                  }
                >
                  <Icon name={consumableIcon(c.consumableId)} size={24} />
                  <span>{c.count}</span>
                </button>
              );
            })}
          </div>
        )}
        {confirm ? (
          <div className="battle-actions">
            <p className="battle-confirm">{t('battle.giveUpAsk')}</p>
            <Button
              variant="danger"
              icon="flying-flag"
              busy={doGiveUp.busy}
              onClick={() => void doGiveUp.run().then(() => setConfirm(false))}
            >
              {t('battle.giveUp')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              {t('battle.keepFighting')}
            </Button>
          </div>
        ) : (
          <div className="battle-actions">
            <Button
              variant="secondary"
              icon="light-bulb"
              disabled={!playing}
              busy={doHint.busy}
              onClick={() => void doHint.run()}
            >
              {t('battle.hint')}
            </Button>
            <AbilityButton playing={playing} />
            <Button
              icon="crossed-swords"
              disabled={!playing || !preview}
              busy={doHit.busy}
              onClick={() => void doHit.run()}
            >
              {t('battle.hit')}
            </Button>
            <Button
              variant="secondary"
              icon="sands-of-time"
              disabled={!playing}
              busy={doSkip.busy}
              onClick={() => void doSkip.run()}
            >
              {t('battle.skip')}
            </Button>
            <button
              type="button"
              className="battle-speed"
              aria-label={t('battle.speed', { speed: s.speed })}
              onClick={() => setSpeed(game, SPEEDS[(SPEEDS.indexOf(s.speed) + 1) % SPEEDS.length]!)}
            >
              <Icon name="fast-forward-button" size={20} />
              {t('battle.speedShort', { speed: s.speed })}
            </button>
            <button
              type="button"
              className="battle-flag"
              aria-label={t('battle.giveUp')}
              disabled={status?.battleState !== 'IN_PROGRESS'}
              onClick={() => setConfirm(true)}
            >
              <Icon name="flying-flag" size={22} />
            </button>
          </div>
        )}
      </div>
    </>
  );
}
