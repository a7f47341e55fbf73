import {
  errorMessage,
  optionalMailOrPhone,
  validateMailOrPhone,
  validateNickname,
  validatePassword,
} from '@heroroad/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from '../../app/account';
import { Button } from '../../ui/Button';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';
import { Consent, Field } from '../fields';
import { collect, serverErrors, type FormErrors } from '../formErrors';
import { Modal } from '../Modal';
import { legalHref } from './legal';

type F = 'name' | 'password' | 'repeat' | 'mail' | 'consents';

/** SPEC §2, §5: nickname, password, repeat, optional mail or phone and the three consents. */
export default function RegisterOverlay() {
  const game = useGame();
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mail, setMail] = useState('');
  const [consents, setConsents] = useState({ privacy: false, cookies: false, agreement: false });
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const guest = game.player.getState().player?.accessLevel === 'TRIAL';
  const action = useAction(register, { onError: (text, e) => setErrors(serverErrors<F>(e, text)) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lang = game.lang;
    const found: FormErrors<F> = {};
    const nickname = collect(found, validateNickname(name), lang);
    collect(found, validatePassword(password, repeat), lang);
    const contact = optionalMailOrPhone(mail);
    const mailOrPhone =
      contact === undefined ? undefined : collect(found, validateMailOrPhone(contact), lang);
    if (!consents.privacy || !consents.cookies || !consents.agreement) {
      found.consents = errorMessage('CONSENT_REQUIRED', lang);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || nickname === undefined) return;
    const ok = await action.run(game, {
      name: nickname,
      password,
      passwordRepeat: repeat,
      mailOrPhone,
      acceptPrivacy: consents.privacy,
      acceptCookies: consents.cookies,
      acceptAgreement: consents.agreement,
    });
    if (ok) game.ui.getState().closeAll();
  };

  const lang = game.lang;
  return (
    <Modal id="register" title={t('register.title')} icon="quill-ink">
      <form className="form" onSubmit={submit} noValidate>
        {guest && <p className="form-note">{t('register.keepsProgress')}</p>}
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
        <Field
          label={`${t('form.mailOrPhone')} (${t('common.optional')})`}
          value={mail}
          onChange={setMail}
          error={errors.mail}
          hint={t('form.mailOrPhoneHint')}
          autoComplete="email"
          name="mailOrPhone"
        />
        <fieldset className="consents" aria-invalid={errors.consents ? true : undefined}>
          <Consent
            i18nKey="form.acceptPrivacy"
            href={legalHref('privacy', lang)}
            checked={consents.privacy}
            onChange={(privacy) => setConsents((c) => ({ ...c, privacy }))}
            invalid={Boolean(errors.consents)}
          />
          <Consent
            i18nKey="form.acceptCookies"
            href={legalHref('cookies', lang)}
            checked={consents.cookies}
            onChange={(cookies) => setConsents((c) => ({ ...c, cookies }))}
            invalid={Boolean(errors.consents)}
          />
          <Consent
            i18nKey="form.acceptAgreement"
            href={legalHref('agreement', lang)}
            checked={consents.agreement}
            onChange={(agreement) => setConsents((c) => ({ ...c, agreement }))}
            invalid={Boolean(errors.consents)}
          />
          {errors.consents && (
            <p className="field-error" role="alert">
              {errors.consents}
            </p>
          )}
        </fieldset>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" icon="quill-ink" busy={action.busy}>
          {t('register.submit')}
        </Button>
        <Button variant="ghost" onClick={() => game.ui.getState().open('login')}>
          {t('register.toLogin')}
        </Button>
      </form>
    </Modal>
  );
}
