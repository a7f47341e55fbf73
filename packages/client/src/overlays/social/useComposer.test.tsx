import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { createTestGame, renderWithGame } from '../../testing/gameHarness';
import { Composer } from './Composer';
import { useComposer } from './useComposer';

afterEach(cleanup);

function Harness(props: {
  post: (text: string) => Promise<string>;
  onSent: (result: string) => void;
  refuse?: () => 'CHAT_TOO_FAST' | null;
}) {
  const composer = useComposer({ max: 10, ...props });
  return <Composer {...composer} label="Text" placeholder="…" sendLabel="Send" />;
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const post = vi.fn(async (text: string) => `sent:${text}`);
  const onSent = vi.fn();
  const { game } = createTestGame();
  renderWithGame(game, <Harness post={post} onSent={onSent} {...props} />);
  const box = screen.getByLabelText('Text') as HTMLTextAreaElement;
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  return { post, onSent, box, type, send };
}

describe('useComposer', () => {
  it('posts the trimmed text, hands on the answer and clears the box', async () => {
    const { post, onSent, box, type, send } = setup();
    type('  hello  ');
    send();
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('sent:hello'));
    expect(post).toHaveBeenCalledWith('hello');
    expect(box.value).toBe('');
  });

  it('keeps a refused text and shows why, until the player types again', async () => {
    const { post, box, type, send } = setup({ refuse: () => 'CHAT_TOO_FAST' });
    type('hello');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Not so fast! Wait a second');
    expect(post).not.toHaveBeenCalled();
    expect(box.value).toBe('hello');
    type('hello!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message and keeps the text when posting fails", async () => {
    const post = vi.fn(async () => {
      throw new ApiError('http', 403, 'BLACKLISTED', 'This player has blocked you', '/api/mail');
    });
    const { onSent, box, type, send } = setup({ post });
    type('hello');
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('This player has blocked you');
    expect(onSent).not.toHaveBeenCalled();
    expect(box.value).toBe('hello');
  });
});
