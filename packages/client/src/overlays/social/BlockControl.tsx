import { SUPPORT_PARTNER_ID } from '@heroroad/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlocked, setBlocked } from '../../app/social/mail';
import type { PlayerRef } from '../../stores/socialStore';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Confirm } from '../../ui/Confirm';

/**
 * Whether the player has blacklisted `person` (null until known), and the action that turns it
 * over. The blacklist keeps a player's letters and whispers away (SPEC §4).
 */
export function useBlockState(person: PlayerRef) {
  const game = useGame();
  const [known, setKnown] = useState<{ id: number; blocked: boolean } | null>(null);
  useEffect(() => {
    if (person.id === SUPPORT_PARTNER_ID) return;
    let live = true;
    isBlocked(game, person.id).then(
      (blocked) => live && setKnown({ id: person.id, blocked }),
      // Block and unblock both answer the resulting state, so a guess is set right by either.
      () => live && setKnown({ id: person.id, blocked: false }),
    );
    return () => {
      live = false;
    };
  }, [game, person.id]);
  const blocked = known?.id === person.id ? known.blocked : null;
  const toggle = useAction(async () => {
    setKnown({ id: person.id, blocked: await setBlocked(game, person, !blocked) });
  });
  return { blocked, toggle };
}

/** Block or unblock, each asked once more before it is done. */
export function BlockControl({
  person,
  state,
}: {
  person: PlayerRef;
  state: ReturnType<typeof useBlockState>;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { blocked, toggle } = state;
  if (person.id === SUPPORT_PARTNER_ID) return null;
  if (asking) {
    return (
      <Confirm
        question={t(blocked ? 'mail.unblockConfirm' : 'mail.blockConfirm', { name: person.name })}
        confirmLabel={t(blocked ? 'mail.unblock' : 'mail.block')}
        busy={toggle.busy}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (await toggle.run()) setAsking(false);
        }}
      />
    );
  }
  return (
    <Button
      variant="secondary"
      className="btn-small"
      icon={blocked ? 'padlock-open' : 'silenced'}
      busy={blocked === null}
      onClick={() => setAsking(true)}
    >
      {t(blocked ? 'mail.unblock' : 'mail.block')}
    </Button>
  );
}
