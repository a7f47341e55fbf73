import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { useAction } from '../../ui/useAction';
import type { Identified } from '../../app/social/feed';

interface Anchor {
  readonly firstId: number;
  /** Distance from the reader's view to the bottom of the list. */
  readonly fromBottom: number;
  readonly atBottom: boolean;
}

const BOTTOM_SLACK_PX = 48;

function anchorOf(el: HTMLElement, firstId: number): Anchor {
  const fromBottom = el.scrollHeight - el.scrollTop;
  return { firstId, fromBottom, atBottom: fromBottom - el.clientHeight < BOTTOM_SLACK_PX };
}

/**
 * A scrolling list of messages, the newest at the bottom. A reader at the bottom follows new
 * messages; one who scrolled up stays where they are; older pages appear above without moving
 * what the reader was looking at.
 */
export function MessageList<T extends Identified>({
  label,
  items,
  more,
  status,
  texts,
  onOlder,
  onRetry,
  render,
}: {
  label: string;
  items: readonly T[];
  more: boolean;
  status: 'loading' | 'ready' | 'failed';
  texts: { empty: string; older: string; failed: string; retry: string };
  onOlder: () => Promise<void>;
  onRetry: () => void;
  render: (item: T) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<Anchor | null>(null);
  const older = useAction(onOlder);
  const firstId = items[0]?.id ?? 0;

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = anchor.current;
    if (!before || before.atBottom) el.scrollTop = el.scrollHeight;
    else if (before.firstId !== firstId) el.scrollTop = el.scrollHeight - before.fromBottom;
    anchor.current = anchorOf(el, firstId);
  }, [items, firstId]);

  return (
    <div
      ref={box}
      className="feed"
      onScroll={(e) => {
        anchor.current = anchorOf(e.currentTarget, firstId);
      }}
    >
      {status === 'loading' && (
        <div className="feed-state">
          <span className="spinner spinner-large" aria-hidden="true" />
        </div>
      )}
      {status === 'failed' && (
        <div className="feed-state" role="alert">
          <p>{texts.failed}</p>
          <Button variant="secondary" icon="cycle" onClick={onRetry}>
            {texts.retry}
          </Button>
        </div>
      )}
      {status === 'ready' && items.length === 0 && <p className="feed-state">{texts.empty}</p>}
      {status === 'ready' && more && (
        <Button
          variant="ghost"
          className="feed-older"
          icon="hourglass"
          busy={older.busy}
          onClick={() => void older.run()}
        >
          {texts.older}
        </Button>
      )}
      {items.length > 0 && (
        <ol className="feed-list" aria-label={label}>
          {items.map((item) => (
            <li key={item.id}>{render(item)}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
