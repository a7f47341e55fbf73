import { errorMessage } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { PlayerRef } from '../../stores/socialStore';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { StoryProgress } from '../../ui/story/StoryProgress';
import { Icon } from '../../ui/Icon';
import { Modal } from '../Modal';
import { chatWriteBlock, isStaff } from '../social/access';
import { ReportForm } from '../social/ReportControl';
import { BlockControl, useBlockState } from '../social/BlockControl';
import { openChat, openMail, openStaffPanel } from '../../app/social/navigate';
import '../social/social.css';
import './profile.css';

/**
 * A player's card, opened from a name in the chat or the mail (which close, SPEC §2): name,
 * level and role, and what can be done with them — a letter, a whisper, the blacklist.
 */
export default function ProfileOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [person] = useState(() => game.social.getState().profile);
  return (
    <Modal id="profile" title={t('profile.title')} icon="person">
      {person && <ProfileCard person={person} />}
    </Modal>
  );
}

function ProfileCard({ person }: { person: PlayerRef }) {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  const block = useBlockState(person);
  const self = player?.id === person.id;
  const guest = !player || player.accessLevel === 'TRIAL';
  const chatBlock = chatWriteBlock(player);
  const [reporting, setReporting] = useState(false);

  return (
    <div className="stack profile">
      <div className="profile-head">
        <Icon name="person" size={44} />
        <div>
          <p className="profile-name">{person.name}</p>
          <p className="profile-meta">
            {person.level !== null && <span>{t('profile.level', { level: person.level })}</span>}
            {person.role !== null && (
              <span className={`role-badge role-${person.role}`}>
                {t(`profile.roles.${person.role}`)}
              </span>
            )}
          </p>
        </div>
      </div>
      {self ? (
        <>
          <p className="form-note">{t('profile.you')}</p>
          <StoryProgress />
        </>
      ) : (
        <>
          {block.blocked && <p className="form-note">{t('profile.blockedNote')}</p>}
          <Button icon="envelope" disabled={guest} onClick={() => openMail(game, person)}>
            {t('profile.writeMail')}
          </Button>
          {guest && (
            <p className="composer-hint">{errorMessage('MAIL_REGISTER_FIRST', game.lang)}</p>
          )}
          <Button
            variant="secondary"
            icon="thought-bubble"
            disabled={chatBlock !== null}
            onClick={() => openChat(game, { room: 'PRIVAT', whisperTo: person })}
          >
            {t('profile.whisper')}
          </Button>
          {chatBlock?.kind === 'rule' && (
            <p className="composer-hint">{errorMessage(chatBlock.code, game.lang)}</p>
          )}
          <Button
            variant="secondary"
            icon="present"
            onClick={() => game.ui.getState().open('sendGift')}
          >
            {t('gifts.sendButton')}
          </Button>
          <div className="profile-block">
            <BlockControl person={person} state={block} />
          </div>
          {!guest && (
            <Button
              variant="secondary"
              icon="flag-objective"
              onClick={() => setReporting((r) => !r)}
            >
              {t('report.nickname')}
            </Button>
          )}
          {reporting && (
            <ReportForm kind="NICKNAME" targetId={person.id} onDone={() => setReporting(false)} />
          )}
          {isStaff(player) && (
            <Button
              variant="secondary"
              icon="gavel"
              onClick={() => openStaffPanel(game, person.id)}
            >
              {t('staff.open')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
