import { errorMessage, validateText, type ErrorCode } from '@heroroad/rules';
import { useState } from 'react';
import { useGame } from '../../ui/GameContext';
import { useAction } from '../../ui/useAction';

/**
 * The state behind a Composer: its text, the error under it and the send. A text is checked
 * against its limit (and `refuse`, for rules like the chat's pace) before it is posted; a sent
 * text clears the box, a refused one stays with the server's message under it.
 */
export function useComposer<R>({
  max,
  post,
  onSent,
  refuse,
}: {
  max: number;
  post: (text: string) => Promise<R>;
  onSent: (result: R) => void;
  refuse?: () => ErrorCode | null;
}) {
  const game = useGame();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useAction(
    async (value: string) => {
      const result = await post(value);
      setText('');
      onSent(result);
    },
    { onError: (message) => setError(message) },
  );
  return {
    value: text,
    max,
    busy: send.busy,
    error,
    onChange: (value: string) => {
      setText(value);
      if (error) setError(null);
    },
    onSend: (value: string) => {
      const checked = validateText(value, max);
      if (!checked.ok) return setError(errorMessage(checked.code, game.lang));
      const refused = refuse?.();
      if (refused) return setError(errorMessage(refused, game.lang));
      setError(null);
      void send.run(checked.value);
    },
  };
}
