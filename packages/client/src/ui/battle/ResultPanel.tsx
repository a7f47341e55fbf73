import type { BattleStatusDto } from '@heroroad/protocol';
import { abbreviateNumber, creatureGender, creatureName } from '@heroroad/rules';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { leaveBattle } from '../../app/battle/flows';
import { goHeal } from '../../app/heroes';
import { afterVictory } from '../../app/road/actions';
import { amountText, cardName } from '../../i18n/words';
import { ArenaResult } from '../arena/ArenaResult';
import { RaidResult } from '../clan/RaidResult';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { useAction } from '../useAction';

/** A clan raid's fight: a MULTI battle against the boss the AI plays (a duel has a player). */
function isRaid(status: BattleStatusDto): boolean {
  return status.battle.kind === 'MULTI' && !status.battle.versusPlayer;
}

/** The lines of a closed battle: what was won or lost, and what it cost the heroes. */
export function resultLines(status: BattleStatusDto, t: TFunction, lang: 'RU' | 'EN'): string[] {
  const lines: string[] = [];
  // A raid battle pays by its damage (RaidResult says what), not by the boss's worth.
  const reward = isRaid(status) ? null : status.winnerReward;
  if (reward) {
    lines.push(t('battle.result.gold', { amount: abbreviateNumber(reward.gold) }));
    if (status.battleBonus)
      lines.push(
        t('battle.result.bonus', { what: amountText(status.battleBonus.gold, 'GOLD', lang) }),
      );
    lines.push(t('battle.result.exp', { amount: abbreviateNumber(reward.exp) }));
    for (const [resource, amount] of Object.entries(reward.resources)) {
      if (amount > 0)
        lines.push(t('battle.result.resource', { what: amountText(amount, resource, lang) }));
    }
    if (status.chestBonus)
      lines.push(
        t('battle.result.chest', { chest: t(`battle.chests.${status.chestBonus as 'silver'}`) }),
      );
    if (status.cardBonus)
      lines.push(t('battle.result.card', { name: cardName(status.cardBonus, lang) }));
  } else if (status.battle.versusPlayer) {
    lines.push(t('battle.result.duelFree'));
  } else if (!isRaid(status) && status.looserPenalty && status.looserPenalty.gold > 0) {
    lines.push(t('battle.result.penalty', { amount: abbreviateNumber(status.looserPenalty.gold) }));
  }
  for (const hp of status.healthPenalty) {
    if (hp.lost <= 0) continue;
    const c = status.battle.creatures.find((x) => x.id === hp.creatureId);
    const name = c ? creatureName(c.identifier, lang) : '';
    lines.push(
      hp.health <= 0
        ? t('battle.result.fell', { name, context: c ? creatureGender(c.identifier) : 'male' })
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
  // A lost duel costs nothing and wounds no one: no advice to rest, no way to the healer.
  const hurt = !won && !status.battle.versusPlayer;
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
          {isRaid(status) && <RaidResult />}
        </ul>
        {hurt && <p className="battle-result-advice">{t('battle.result.advice')}</p>}
        <div className="battle-result-buttons">
          {hurt && (
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
            {status.battle.kind === 'ARENA' || status.battle.versusPlayer
              ? t('arena.backToArena')
              : isRaid(status)
                ? t('clan.raid.backToClan')
                : t(won ? 'battle.result.collect' : 'battle.result.back')}
          </Button>
        </div>
      </div>
    </section>
  );
}
