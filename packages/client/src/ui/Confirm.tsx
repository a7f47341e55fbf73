import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import './confirm.css';

/** An in-place question before something that cannot be undone (remove, block). */
export function Confirm({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="confirm" role="group" aria-label={question}>
      <p>{question}</p>
      <div className="confirm-actions">
        <Button variant="danger" busy={busy} onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
