import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerRef } from '../../stores/socialStore';
import { useGame } from '../../ui/GameContext';
import { Modal } from '../Modal';
import { LinkNotice } from '../social/notices';
import '../social/social.css';
import './mail.css';
import { BlockedList } from './BlockedList';
import { MailDialog } from './MailDialog';
import { MailRooms } from './MailRooms';

type View = { kind: 'rooms' } | { kind: 'dialog'; partner: PlayerRef } | { kind: 'blocked' };

/** Mail and dialogs (SPEC §2): the dialog list, one dialog, or the blacklist. */
export default function MailOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [view, setView] = useState<View>(() => {
    const start = game.social.getState().mailStart;
    return start ? { kind: 'dialog', partner: start } : { kind: 'rooms' };
  });
  useEffect(() => game.social.getState().setMailStart(null), [game]);
  const rooms = () => setView({ kind: 'rooms' });

  return (
    <Modal id="mail" title={t('mail.title')} icon="envelope" size="tall">
      <div className="social">
        <LinkNotice />
        {view.kind === 'rooms' && (
          <MailRooms
            onOpen={(partner) => setView({ kind: 'dialog', partner })}
            onBlockedList={() => setView({ kind: 'blocked' })}
          />
        )}
        {view.kind === 'dialog' && (
          <MailDialog key={view.partner.id} partner={view.partner} onBack={rooms} />
        )}
        {view.kind === 'blocked' && <BlockedList onBack={rooms} />}
      </div>
    </Modal>
  );
}
