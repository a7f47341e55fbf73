import { errorMessage } from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { serverErrors, type FormErrors } from '../formErrors';
import { Modal } from '../Modal';

type F = 'name' | 'password';

/** Log in by nickname and password. A guest is reminded that its progress stays with it. */
export default function LoginOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const guest = game.player.getState().player?.accessLevel === 'TRIAL';
  const action = useAction(login, {
    // A wrong nickname or password is about the pair, not one field.
    onError: (text, e) => setErrors({ ...serverErrors<F>(e, text), form: text }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FormErrors<F> = {};
    if (name.trim() === '') found.name = errorMessage('NICKNAME_EMPTY', game.lang);
    if (password === '') found.password = errorMessage('PASSWORD_EMPTY', game.lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await action.run(game, name.trim(), password)) game.ui.getState().closeAll();
  };

  return (
    <Modal id="login" title={t('login.title')} icon="key">
      <form className="form" onSubmit={submit} noValidate>
        {guest && <p className="form-note">{t('login.guestWarning')}</p>}
        <Field
          label={t('form.nickname')}
          value={name}
          onChange={setName}
          error={errors.name}
          autoComplete="username"
          name="name"
        />
        <Field
          label={t('form.password')}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          name="password"
        />
        {errors.form && !errors.name && !errors.password && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" icon="key" busy={action.busy}>
          {t('login.submit')}
        </Button>
        <Button variant="ghost" onClick={() => game.ui.getState().open('register')}>
          {t('login.toRegister')}
        </Button>
      </form>
    </Modal>
  );
}
