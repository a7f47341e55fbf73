import { validateMailOrPhone } from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMailOrPhone } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Field } from '../fields';
import { collect, serverErrors, type FormErrors } from '../formErrors';
import { Modal } from '../Modal';

/** Change the mail or phone; here it may not be empty (SPEC §5). */
export default function MailOrPhoneOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [value, setValue] = useState(game.player.getState().player?.mailOrPhone ?? '');
  const [errors, setErrors] = useState<FormErrors<'mail'>>({});
  const action = useAction(changeMailOrPhone, {
    onError: (text, e) => setErrors(serverErrors(e, text)),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FormErrors<'mail'> = {};
    const checked = collect(found, validateMailOrPhone(value), game.lang, 'mail');
    setErrors(found);
    if (checked === undefined) return;
    if (await action.run(game, checked)) game.ui.getState().close('mailOrPhone');
  };

  return (
    <Modal id="mailOrPhone" title={t('mailOrPhone.title')} icon="envelope">
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('form.mailOrPhone')}
          value={value}
          onChange={setValue}
          error={errors.mail ?? errors.form}
          hint={t('form.mailOrPhoneHint')}
          autoComplete="email"
          name="mailOrPhone"
        />
        <Button type="submit" icon="envelope" busy={action.busy}>
          {t('mailOrPhone.submit')}
        </Button>
      </form>
    </Modal>
  );
}
