import type { BattleStatusDto } from '@heroroad/protocol';
import { abbreviateNumber, creatureName } from '@heroroad/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { leaveBattle } from '../../app/battle/flows';
import { goHeal } from '../../app/heroes';
import { afterVictory } from '../../app/road/actions';
import { amountText } from '../../i18n/words';
import { ArenaResult } from '../arena/ArenaResult';
import { RaidResult } from '../clan/RaidResult';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';

/** The lines of a closed battle: what was won or lost, and what it cost the heroes. */
export function resultLines(status: BattleStatusDto, t: TFunction, lang: 'RU' | 'EN'): string[] {
  const lines: string[] = [];
  // A raid battle pays by its damage (RaidResult says what), not by the boss's worth.
  const reward = status.battle.kind === 'MULTI' ? null : status.winnerReward;
  if (reward) {
    lines.push(t('battle.result.gold', { amount: abbreviateNumber(reward.gold) }));
    if (status.battleBonus)
      lines.push(t('battle.result.bonus', { amount: abbreviateNumber(status.battleBonus.gold) }));
    lines.push(t('battle.result.exp', { amount: abbreviateNumber(reward.exp) }));
    for (const [resource, amount] of Object.entries(reward.resources)) {
      if (amount > 0)
        lines.push(t('battle.result.resource', { what: amountText(amount, resource, lang) }));
    }
    if (status.chestBonus)
      lines.push(
        t('battle.result.chest', { chest: t(`battle.chests.${status.chestBonus as 'silver'}`) }),
      );
  } else if (
    status.battle.kind !== 'MULTI' &&
    status.looserPenalty &&
    status.looserPenalty.gold > 0
  ) {
    lines.push(t('battle.result.penalty', { amount: abbreviateNumber(status.looserPenalty.gold) }));
  }
  for (const hp of status.healthPenalty) {
    if (hp.lost <= 0) continue;
    const c = status.battle.creatures.find((x) => x.id === hp.creatureId);
    const name = c ? creatureName(c.identifier, lang) : '';
    lines.push(
      hp.health <= 0
        ? t('battle.result.fell', { name })
        : t('battle.result.wounded', {
            name,
            lost: abbreviateNumber(hp.lost),
            health: abbreviateNumber(hp.health),
            max: abbreviateNumber(hp.maxHealth),
          }),
    );
  }
  return lines;
}

/** Victory or defeat, the rewards (gold, bonus, experience, resources, chest) and the wounds. */
export function ResultPanel({ status }: { status: BattleStatusDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const leave = useAction(async () => {
    const wonPlace = await leaveBattle(game);
    if (wonPlace !== null) await afterVictory(game, wonPlace);
  });
  // After a defeat: straight to the heroes' hall's health tab instead of the road.
  const heal = useAction(async () => {
    game.battle.getState().clear();
    await goHeal(game);
  });
  const won = status.winnerReward !== null;
  return (
    <section
      className={`battle-result card ${won ? 'battle-won' : 'battle-lost'}`}
      aria-labelledby="battle-result-title"
      role="dialog"
    >
      <header className="card-title">
        <Icon name={won ? 'laurels-trophy' : 'broken-heart'} size={28} />
        <h2 id="battle-result-title">
          {t(won ? 'battle.result.victory' : 'battle.result.defeat')}
        </h2>
      </header>
      <div className="card-body">
        <ul className="battle-result-lines">
          {resultLines(status, t, game.lang).map((line) => (
            <li key={line}>{line}</li>
          ))}
          {status.battle.kind === 'ARENA' && <ArenaResult />}
          {status.battle.kind === 'MULTI' && <RaidResult />}
        </ul>
        {!won && <p className="battle-result-advice">{t('battle.result.advice')}</p>}
        <div className="battle-result-buttons">
          {!won && (
            <Button icon="heart-plus" busy={heal.busy} onClick={() => void heal.run()}>
              {t('wounds.heal')}
            </Button>
          )}
          <Button
            icon="path-distance"
            variant={won ? 'primary' : 'secondary'}
            busy={leave.busy}
            onClick={() => void leave.run()}
          >
            {status.battle.kind === 'ARENA'
              ? t('arena.backToArena')
              : status.battle.kind === 'MULTI'
                ? t('clan.raid.backToClan')
                : t(won ? 'battle.result.collect' : 'battle.result.back')}
          </Button>
        </div>
      </div>
    </section>
  );
}
