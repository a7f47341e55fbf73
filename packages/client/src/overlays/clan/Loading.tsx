import { useTranslation } from 'react-i18next';

/** A tab's spinner, or the network failure. */
export function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <p className="form-note">{t('errors.network')}</p>
  ) : (
    <span className="spinner" role="status" aria-label={t('common.busy')} />
  );
}
