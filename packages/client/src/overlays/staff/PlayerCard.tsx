import type { SocialBanKind, StaffPlayerCardDto } from '@heroroad/protocol';
import { hasAdminAccess } from '@heroroad/rules';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { banPlayer, mayRefundTelegram, playerCard, unbanPlayer } from '../../app/staff';
import { enterView } from '../../app/staffView';
import { Button } from '../../ui/Button';
import { Confirm } from '../../ui/Confirm';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { AccessForm } from './AccessForm';
import { BanForm, type BanChoice } from './BanForm';
import { CardHistory } from './CardHistory';
import { TextArea, when } from './controls';

/** A player's card: who they are, what they did, their bans, and what staff can do about it. */
export function PlayerCard({ playerId, onBack }: { playerId: number; onBack: () => void }) {
  const game = useGame();
  const { t } = useTranslation();
  const me = useStore(game.player, (s) => s.player);
  const [card, setCard] = useState<StaffPlayerCardDto | null>(null);
  const [lifting, setLifting] = useState<SocialBanKind | null>(null);
  const [liftReason, setLiftReason] = useState('');
  const load = useCallback(() => {
    playerCard(game, playerId).then(setCard, () => onBack());
  }, [game, playerId, onBack]);
  useEffect(load, [load]);
  const ban = useAction(async (c: BanChoice) => {
    await banPlayer(game, playerId, c.scope, c.reason, c.duration);
    load();
  });
  const lift = useAction(async () => {
    if (!lifting) return;
    await unbanPlayer(game, playerId, lifting, liftReason);
    setLifting(null);
    setLiftReason('');
    load();
  });
  const view = useAction(() => enterView(game, playerId));
  if (!card) return <p className="form-note">{t('staff.card.loading')}</p>;
  const p = card.player;
  return (
    <div className="stack staff-card">
      <Button variant="secondary" icon="return-arrow" onClick={onBack}>
        {t('staff.card.back')}
      </Button>
      <div className="staff-head">
        <p className="profile-name">
          {p.name} <span className="staff-id">{t('staff.card.id', { id: p.id })}</span>
        </p>
        <p className="profile-meta">
          <span>{t('staff.card.level', { level: p.level })}</span>
          <span className={`role-badge role-${p.role}`}>{t(`profile.roles.${p.role}`)}</span>
          <span>
            {t('staff.card.accessLevel', { level: t(`staff.access.levels.${p.accessLevel}`) })}
          </span>
        </p>
        <p className="task-meta">
          {t('staff.card.stair', { stair: card.stair, best: card.bestVictoryStair })}
        </p>
        <p className="task-meta">
          {t('staff.card.created', { date: when(p.createdAt, game.lang) })}
        </p>
        <p className="task-meta">{t('staff.card.sources', { list: card.sources.join(', ') })}</p>
        <p className="task-meta">
          {card.mailOrPhone
            ? t('staff.card.contact', { value: card.mailOrPhone })
            : t('staff.card.noContact')}
        </p>
        {card.renameRequired && <p className="form-error">{t('staff.card.renameRequired')}</p>}
      </div>
      <h3>{t('staff.card.activeBans')}</h3>
      {card.activeBans.length === 0 && <p className="form-note">{t('staff.card.noActiveBans')}</p>}
      <div className="staff-actions">
        {card.activeBans.map((scope) => (
          <Button key={scope} variant="secondary" icon="cycle" onClick={() => setLifting(scope)}>
            {t('staff.unban.button', { scope: t(`staff.scope.${scope}`) })}
          </Button>
        ))}
      </div>
      {lifting && (
        <div className="stack">
          <TextArea
            label={t('staff.unban.reason')}
            value={liftReason}
            onChange={setLiftReason}
            maxLength={500}
          />
          <Confirm
            question={t('staff.unban.question', {
              name: p.name,
              scope: t(`staff.scope.${lifting}`),
            })}
            confirmLabel={t('staff.unban.confirm')}
            busy={lift.busy}
            onConfirm={() => void lift.run()}
            onCancel={() => setLifting(null)}
          />
        </div>
      )}
      <h3>{t('staff.ban.title')}</h3>
      <BanForm busy={ban.busy} onBan={(c) => void ban.run(c)} />
      <Button
        variant="secondary"
        icon="eye-target"
        busy={view.busy}
        onClick={() => void view.run()}
      >
        {t('staff.card.loginAs')}
      </Button>
      {me && hasAdminAccess(me.accessLevel) && (
        <AccessForm playerId={p.id} current={p.accessLevel} onDone={load} />
      )}
      <CardHistory
        card={card}
        canRefund={!!me && mayRefundTelegram(me.accessLevel)}
        onChanged={load}
      />
    </div>
  );
}
