import { consumableDef, itemDef, pickText } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { type Backpack, applyRoadMarker } from '../../app/heroes';
import { consumableIcon } from '../../scenes/common/iconMaps';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { ArtifactLine } from '../../ui/heroes/HeroTab';
import { Icon } from '../../ui/Icon';
import { useAction } from '../../ui/useAction';

/** What the player carries: artifacts (given to heroes in the heroes' hall) and consumables. */
export function ItemsTab({ bag }: { bag: Backpack }) {
  const game = useGame();
  const { t } = useTranslation();
  const use = useAction(async (id: string) => {
    await applyRoadMarker(game, id);
    game.ui.getState().close('backpack');
  });
  return (
    <div>
      <h4>{t('bag.artifacts')}</h4>
      {bag.artifacts.length === 0 ? (
        <p className="hall-soft">{t('bag.noArtifacts')}</p>
      ) : (
        <ul className="hall-list">
          {bag.artifacts.map((a) => {
            const def = itemDef(a.artifactId);
            return (
              <li key={a.id}>
                <ArtifactLine artifactId={a.artifactId} level={a.level} />
                <span className="hall-soft">{def ? pickText(def.description, game.lang) : ''}</span>
              </li>
            );
          })}
        </ul>
      )}
      <p className="hall-note">{t('bag.giveHint')}</p>
      <h4>{t('bag.consumables')}</h4>
      {bag.consumables.length === 0 ? (
        <p className="hall-soft">{t('bag.noConsumables')}</p>
      ) : (
        <ul className="hall-list">
          {bag.consumables.map((c) => {
            const def = consumableDef(c.consumableId);
            return (
              <li key={c.consumableId}>
                <span className="artifact">
                  <Icon name={consumableIcon(c.consumableId)} size={22} />
                  <span>
                    <b>{def ? pickText(def.name, game.lang) : c.consumableId}</b>{' '}
                    {t('bag.count', { count: c.count })}
                    <span className="hall-soft">
                      {def ? pickText(def.description, game.lang) : ''}
                    </span>
                  </span>
                </span>
                {def?.kind === 'MARKER' && (
                  <Button busy={use.busy} onClick={() => void use.run(c.consumableId)}>
                    {t('bag.use')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
