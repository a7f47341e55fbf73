import type { PlaceDto } from '@heroroad/protocol';
import { chapterMarker, pickText, speakerDef, storyChapter } from '@heroroad/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { finishChapter } from '../../app/story/actions';
import { Button } from '../Button';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import { Portrait } from '../heroes/Portrait';
import { useAction } from '../useAction';
import './story.css';

/**
 * A story chapter told on the road: the speaker's portrait and name, one line at a time, then the
 * chapter's choice (or its end). Finishing it tells the server, which keeps the order.
 */
export function StoryDialogue({ place }: { place: PlaceDto }) {
  const game = useGame();
  const { t } = useTranslation();
  const chapter = storyChapter(place.gift.chapter ?? '');
  const read = useStore(game.player, (s) =>
    (s.player?.playerMarkers ?? []).some(
      (m) => m.playerMarker === chapterMarker(chapter?.id ?? ''),
    ),
  );
  const [index, setIndex] = useState(0);
  const close = () => game.road.getState().select(null);
  const done = useAction(async (choice?: string) => {
    await finishChapter(game, chapter!.id, choice);
    close();
  });
  if (!chapter) return null;
  const line = chapter.lines[Math.min(index, chapter.lines.length - 1)]!;
  const speaker = speakerDef(line.speaker);
  const last = index >= chapter.lines.length - 1;
  return (
    <section className="place-card story-dialogue card" aria-labelledby="story-title" role="dialog">
      <header className="story-head">
        <Icon name="scroll-quill" size={22} />
        <h2 id="story-title">{pickText(chapter.title, game.lang)}</h2>
        <button type="button" className="modal-close" aria-label={t('road.close')} onClick={close}>
          <Icon name="cancel" size={18} />
        </button>
      </header>
      <div className="story-line">
        <Portrait identifier={line.speaker} size={72} />
        <div>
          <p className="story-speaker">{speaker ? pickText(speaker.name, game.lang) : ''}</p>
          <p className="story-text">{pickText(line.text, game.lang)}</p>
        </div>
      </div>
      <p className="story-count">
        {t('story.lineOf', { n: index + 1, total: chapter.lines.length })}
      </p>
      {read ? (
        <p className="story-read">{t('story.alreadyRead')}</p>
      ) : !last ? (
        <Button icon="open-book" onClick={() => setIndex(index + 1)}>
          {t('story.next')}
        </Button>
      ) : chapter.choices.length > 0 ? (
        <div className="story-choices" role="group" aria-label={t('story.choose')}>
          {chapter.choices.map((c) => (
            <Button
              key={c.id}
              icon={c.order > 0 ? 'check-mark' : 'spectre'}
              variant={c.order > 0 ? 'primary' : 'secondary'}
              busy={done.busy}
              onClick={() => void done.run(c.id)}
            >
              {t(c.order > 0 ? 'story.choiceOrder' : 'story.choiceShadow', {
                text: pickText(c.text, game.lang),
                n: c.order > 0 ? c.order : c.shadow,
              })}
            </Button>
          ))}
        </div>
      ) : (
        <Button icon="check-mark" busy={done.busy} onClick={() => void done.run()}>
          {t('story.finish')}
        </Button>
      )}
    </section>
  );
}
