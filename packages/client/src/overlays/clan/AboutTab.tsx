import {
  CLAN_RANK_NAMES,
  CLAN_THEMES,
  FREE_THEME_CHANGES,
  TEXT_LIMITS,
  THEME_CHANGE_GEMS,
  pickText,
} from '@heroroad/rules';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  leaveClan,
  markAdvertisementSeen,
  resign,
  restoreAbout,
  setAbout,
  setAdvertisement,
  setTheme,
} from '../../app/clan/clan';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import type { ClanTabProps } from './types';
import { amountText } from '../../i18n/words';

/** About, the advertisement, the theme, and leaving or resigning, each as the rank allows. */
export function AboutTab({ my, onChange }: ClanTabProps) {
  const game = useGame();
  const { t } = useTranslation();
  const clan = my.clan;
  const may = (a: (typeof my.rights)[number]) => my.rights.includes(a);
  const [about, setAboutText] = useState(clan.about);
  const [ad, setAd] = useState(clan.advertisement);
  useEffect(() => {
    if (!my.advertisementSeen) void markAdvertisementSeen(game).catch(() => undefined);
  }, [game, my.advertisementSeen]);
  const saveAbout = useAction(async () => onChange(await setAbout(game, about)));
  const restore = useAction(async () => {
    const next = await restoreAbout(game);
    setAboutText(next.clan?.about ?? '');
    onChange(next);
  });
  const saveAd = useAction(async () => onChange(await setAdvertisement(game, ad)));
  const theme = useAction(async (n: number) => onChange(await setTheme(game, n)));
  const leave = useAction(async () => {
    if (window.confirm(t('clan.leaveConfirm'))) onChange(await leaveClan(game));
  });
  const handOver = useAction(async () => {
    if (window.confirm(t('clan.resignConfirm'))) onChange(await resign(game));
  });
  const paid = clan.themeChanges >= FREE_THEME_CHANGES;
  return (
    <div className="clan-about">
      <p className="clan-note">
        {t('clan.yourRank', { rank: my.rank ? pickText(CLAN_RANK_NAMES[my.rank], game.lang) : '' })}
        {clan.leaderName && ` · ${t('clan.leader', { name: clan.leaderName })}`}
      </p>
      <section>
        <h3>{t('clan.tabs.about')}</h3>
        {may('EDIT_ABOUT') ? (
          <>
            <textarea
              className="clan-text"
              aria-label={t('clan.tabs.about')}
              value={about}
              maxLength={TEXT_LIMITS.clanAbout}
              onChange={(e) => setAboutText(e.target.value)}
            />
            <div className="clan-actions">
              <Button busy={saveAbout.busy} onClick={() => void saveAbout.run()}>
                {t('clan.save')}
              </Button>
              <Button variant="ghost" busy={restore.busy} onClick={() => void restore.run()}>
                {t('clan.restore')}
              </Button>
            </div>
          </>
        ) : (
          <p className="clan-prose">{clan.about}</p>
        )}
      </section>
      <section>
        <h3>{t('clan.advertisement')}</h3>
        {may('EDIT_ADVERTISEMENT') ? (
          <>
            <textarea
              className="clan-text clan-text-short"
              aria-label={t('clan.advertisement')}
              value={ad}
              maxLength={TEXT_LIMITS.clanAdvertisement}
              onChange={(e) => setAd(e.target.value)}
            />
            <div className="clan-actions">
              <small>{t('clan.chars', { n: ad.length, max: TEXT_LIMITS.clanAdvertisement })}</small>
              <Button busy={saveAd.busy} onClick={() => void saveAd.run()}>
                {t('clan.save')}
              </Button>
            </div>
          </>
        ) : (
          <p className="clan-prose">{clan.advertisement || t('clan.noAdvertisement')}</p>
        )}
      </section>
      {may('CHANGE_THEME') && (
        <section>
          <h3>{t('clan.theme')}</h3>
          <p className="clan-note">
            {paid
              ? t('clan.themePaid', { gems: amountText(THEME_CHANGE_GEMS, 'MITHRIL', game.lang) })
              : t('clan.themeFree', { n: FREE_THEME_CHANGES - clan.themeChanges })}
          </p>
          <div className="clan-themes" role="radiogroup" aria-label={t('clan.theme')}>
            {Array.from({ length: CLAN_THEMES }, (_, n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={clan.theme === n}
                aria-label={t('clan.themeN', { n: n + 1 })}
                className={`clan-swatch clan-theme-${n}`}
                disabled={theme.busy || clan.theme === n}
                onClick={() => void theme.run(n)}
              />
            ))}
          </div>
        </section>
      )}
      <div className="clan-actions">
        {may('RESIGN') && clan.membersCurr > 1 && (
          <Button variant="secondary" busy={handOver.busy} onClick={() => void handOver.run()}>
            {t('clan.resign')}
          </Button>
        )}
        {may('LEAVE_CLAN') && (my.rank !== 'LEADER' || clan.membersCurr === 1) && (
          <Button variant="danger" busy={leave.busy} onClick={() => void leave.run()}>
            {my.rank === 'LEADER' ? t('clan.disband') : t('clan.leave')}
          </Button>
        )}
      </div>
    </div>
  );
}
