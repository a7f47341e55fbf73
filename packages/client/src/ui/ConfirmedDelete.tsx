import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Confirm } from './Confirm';
import { Icon } from './Icon';
import { useAction } from './useAction';

/**
 * A removal asked once more: `ask` shows the question (`question` is it, or null), confirming
 * runs `onDelete` with a busy button, and the question closes once it is done. A failure is told
 * as any action's is and leaves the question open for another try.
 */
export function useConfirmedDelete({
  question,
  confirmLabel,
  onDelete,
}: {
  question: string;
  confirmLabel: string;
  onDelete: () => Promise<void>;
}): { asking: boolean; ask: () => void; question: ReactNode } {
  const [asking, setAsking] = useState(false);
  const remove = useAction(onDelete);
  return {
    asking,
    ask: () => setAsking(true),
    question: asking ? (
      <Confirm
        question={question}
        confirmLabel={confirmLabel}
        busy={remove.busy}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (await remove.run()) setAsking(false);
        }}
      />
    ) : null,
  };
}

/** The button that asks for a removal: a bin icon in a line's head, or a labelled button. */
export function DeleteButton({
  label,
  onClick,
  look = 'icon',
  className,
}: {
  label: string;
  onClick: () => void;
  look?: 'icon' | 'button';
  className?: string;
}) {
  if (look === 'button') {
    return (
      <Button variant="danger" className={className} icon="trash-can" onClick={onClick}>
        {label}
      </Button>
    );
  }
  return (
    <button
      type="button"
      className={`icon-button icon-danger${className ? ` ${className}` : ''}`}
      title={label}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name="trash-can" size={18} />
    </button>
  );
}
