import { STORY_PARTS, abbreviateNumber, pickText, storyProgress } from '@heroroad/rules';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useGame } from '../GameContext';
import { Icon } from '../Icon';
import './story.css';

/** The player's place in the story: the part, chapters read, the next chapter, the points. */
export function StoryProgress() {
  const game = useGame();
  const { t } = useTranslation();
  const player = useStore(game.player, (s) => s.player);
  if (!player) return null;
  const p = storyProgress(player.playerMarkers.map((m) => m.playerMarker));
  const part = STORY_PARTS[p.part - 1]!;
  return (
    <section className="story-progress" aria-labelledby="story-progress-title">
      <h3 id="story-progress-title">
        <Icon name="scroll-quill" size={18} /> {t('story.progress')}
      </h3>
      <p>{t('story.part', { part: p.part, title: pickText(part.title, game.lang) })}</p>
      <progress max={p.total} value={p.done} aria-label={t('story.progress')} />
      <p>{t('story.chapters', { done: p.done, total: p.total })}</p>
      <p>
        {p.next
          ? t('story.nextChapter', {
              title: pickText(p.next.title, game.lang),
              stair: p.next.stair,
            })
          : t('story.finished')}
      </p>
      <p>
        {t('story.points', {
          order: abbreviateNumber(player.goodPoints),
          shadow: abbreviateNumber(player.evilPoints),
        })}
      </p>
    </section>
  );
}
