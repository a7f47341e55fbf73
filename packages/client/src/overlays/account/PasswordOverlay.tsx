import { errorMessage, validatePassword } from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { collect, serverErrors, type FormErrors } from '../formErrors';
import { Modal } from '../Modal';

type F = 'current' | 'password' | 'repeat';

/** Change the password: every field is needed, the current password and the new one twice. */
export default function PasswordOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const action = useAction(changePassword, {
    onError: (text, e) => setErrors(serverErrors<F>(e, text)),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FormErrors<F> = {};
    if (current === '') found.current = errorMessage('PASSWORD_CURRENT_EMPTY', game.lang);
    collect(found, validatePassword(password, repeat), game.lang);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await action.run(game, current, password, repeat)) game.ui.getState().close('password');
  };

  return (
    <Modal id="password" title={t('password.title')} icon="padlock">
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('form.currentPassword')}
          type="password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
          autoComplete="current-password"
          name="currentPassword"
        />
        <Field
          label={t('form.newPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="new-password"
          name="password"
        />
        <Field
          label={t('form.passwordRepeat')}
          type="password"
          value={repeat}
          onChange={setRepeat}
          error={errors.repeat}
          autoComplete="new-password"
          name="passwordRepeat"
        />
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" icon="padlock" busy={action.busy}>
          {t('password.submit')}
        </Button>
      </form>
    </Modal>
  );
}
