import { FORUM_THEMES, type ForumTheme } from '@heroroad/protocol';
import { TEXT_LIMITS, errorMessage, textLength } from '@heroroad/rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createTopic } from '../../app/social/forum';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { checkTopic, type TopicErrors } from './topicRules';

/**
 * A new topic: title (40), section, tags, text (20,000) with counters, private to the clan for
 * members, readable by guests when public. Opens the new topic once it is published.
 */
export function TopicForm({
  theme: initialTheme,
  onCancel,
  onCreated,
}: {
  theme: ForumTheme | null;
  onCancel: () => void;
  onCreated: (id: number) => void;
}) {
  const game = useGame();
  const { t } = useTranslation();
  const id = useId();
  const clanId = useStore(game.player, (s) => s.player?.clanId ?? null);
  const [title, setTitle] = useState('');
  const [theme, setTheme] = useState<ForumTheme>(initialTheme ?? 'GENERAL');
  const [tags, setTags] = useState('');
  const [text, setText] = useState('');
  const [clan, setClan] = useState(false);
  const [guest, setGuest] = useState(true);
  const [errors, setErrors] = useState<TopicErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useAction(
    async (body: { title: string; text: string; tags: string[] }) => {
      onCreated(await createTopic(game, { ...body, theme, clan, guest: clan ? false : guest }));
    },
    { onError: (message) => setFormError(message) },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkTopic({ title, tags, text });
    setErrors(checked.errors);
    setFormError(null);
    if (checked.value) void create.run(checked.value);
  };
  const error = (field: keyof TopicErrors) => {
    const code = errors[field];
    return code ? (
      <p id={`${id}-${field}-error`} className="field-error" role="alert">
        {errorMessage(code, game.lang)}
      </p>
    ) : null;
  };
  const counter = (value: string, max: number) => {
    const count = textLength(value.trim());
    return (
      <span className={`composer-count${count > max ? ' composer-over' : ''}`}>
        {t('forum.counter', { count, max })}
      </span>
    );
  };

  return (
    <form className="forum-scroll form topic-form" onSubmit={submit} noValidate>
      <h3 className="topic-heading">{t('forum.create.title')}</h3>
      <div className={`field${errors.title ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-title`}>{t('forum.create.topicTitle')}</label>
        <div className="field-input">
          <input
            id={`${id}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={errors.title ? true : undefined}
          />
        </div>
        {counter(title, TEXT_LIMITS.topicTitle)}
        {error('title')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-theme`}>{t('forum.create.theme')}</label>
        <select
          id={`${id}-theme`}
          value={theme}
          onChange={(e) => setTheme(e.target.value as ForumTheme)}
        >
          {FORUM_THEMES.map((th) => (
            <option key={th} value={th}>
              {t(`forum.themes.${th}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={`field${errors.tags ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-tags`}>{t('forum.create.tags')}</label>
        <div className="field-input">
          <input
            id={`${id}-tags`}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            aria-invalid={errors.tags ? true : undefined}
          />
        </div>
        {error('tags') ?? <p className="field-hint">{t('forum.create.tagsHint')}</p>}
      </div>
      <div className={`field${errors.text ? ' field-invalid' : ''}`}>
        <label htmlFor={`${id}-text`}>{t('forum.create.text')}</label>
        <textarea
          id={`${id}-text`}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={errors.text ? true : undefined}
        />
        {counter(text, TEXT_LIMITS.topic)}
        {error('text')}
      </div>
      {clanId !== null && (
        <label className="check">
          <input type="checkbox" checked={clan} onChange={(e) => setClan(e.target.checked)} />
          <span>{t('forum.create.clan')}</span>
        </label>
      )}
      {!clan && (
        <label className="check">
          <input type="checkbox" checked={guest} onChange={(e) => setGuest(e.target.checked)} />
          <span>{t('forum.create.guest')}</span>
        </label>
      )}
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" icon="quill-ink" busy={create.busy}>
          {t('forum.create.submit')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.busy}>
          {t('forum.create.cancel')}
        </Button>
      </div>
    </form>
  );
}
