import type { PlaceDto } from '@heroroad/protocol';
import {
  chapterLock,
  chapterMarker,
  pickText,
  speakerDef,
  stairOfCoordinate,
  storyChapter,
  STORY_CHAPTERS,
  TUTORIAL_DONE,
  type StoryChapter,
} from '@heroroad/rules';
import type { TFunction } from 'i18next';
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

const NO_MARKERS: readonly { playerMarker: string }[] = [];

/**
 * Why this chapter cannot be read yet, said before its scene plays (the server would refuse the
 * choice at its end): the tutorial comes first, an earlier chapter is unread, or its stair is
 * ahead. Null when it may be read.
 */
function lockText(
  chapter: StoryChapter,
  markers: readonly string[],
  maxCoordinate: number,
  t: TFunction,
  lang: 'RU' | 'EN',
): string | null {
  if (markers.includes(chapterMarker(chapter.id))) return null;
  if (chapter.id !== STORY_CHAPTERS[0]!.id && !markers.includes(TUTORIAL_DONE))
    return t('story.lockedTutorial');
  const lock = chapterLock(markers, chapter.id, stairOfCoordinate(maxCoordinate));
  if (!lock) return null;
  return lock.kind === 'STAIR'
    ? t('story.lockedStair', { stair: lock.stair })
    : t('story.lockedOrder', { title: pickText(lock.first.title, lang), stair: lock.first.stair });
}

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
  const markers = useStore(game.player, (s) => s.player?.playerMarkers ?? NO_MARKERS);
  const maxCoordinate = useStore(game.player, (s) => s.player?.maxCoordinate ?? 0);
  const [index, setIndex] = useState(0);
  const close = () => game.road.getState().select(null);
  const done = useAction(async (choice?: string) => {
    await finishChapter(game, chapter!.id, choice);
    close();
  });
  if (!chapter) return null;
  const locked = lockText(
    chapter,
    markers.map((m) => m.playerMarker),
    maxCoordinate,
    t,
    game.lang,
  );
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
      {locked ? (
        <>
          <p className="story-read" role="status">
            {locked}
          </p>
          <Button variant="secondary" onClick={close}>
            {t('story.later')}
          </Button>
        </>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
