import { validateNickname } from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { rename } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { collect, serverErrors, type FormErrors } from '../formErrors';
import { Modal } from '../Modal';

/** A new nickname: the rules refuse an empty, short, long, odd or unchanged one. */
export default function RenameOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const current = game.player.getState().player?.name ?? '';
  const [name, setName] = useState(current);
  const [errors, setErrors] = useState<FormErrors<'name'>>({});
  const required = useStore(game.player, (s) => s.info?.renameRequired === true);
  const action = useAction(rename, { onError: (text, e) => setErrors(serverErrors(e, text)) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FormErrors<'name'> = {};
    const value = collect(found, validateNickname(name, current), game.lang, 'name');
    setErrors(found);
    if (value === undefined) return;
    if (await action.run(game, value)) {
      const info = game.player.getState().info;
      if (info?.renameRequired) game.player.getState().setInfo({ ...info, renameRequired: false });
      game.ui.getState().close('rename');
    }
  };

  return (
    <Modal id="rename" title={t('rename.title')} icon="quill">
      <form className="form" onSubmit={submit} noValidate>
        {required && (
          <p className="form-error" role="alert">
            {t('rename.required')}
          </p>
        )}
        <Field
          label={t('form.nickname')}
          value={name}
          onChange={setName}
          error={errors.name ?? errors.form}
          autoComplete="username"
          name="name"
        />
        <Button type="submit" icon="quill" busy={action.busy}>
          {t('rename.submit')}
        </Button>
      </form>
    </Modal>
  );
}
