import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../app/game';
import type { loadCanvas } from '../pixi/loadCanvas';
import { CanvasSlot } from './CanvasSlot';

type Chunk = Awaited<ReturnType<typeof loadCanvas>>;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CanvasSlot', () => {
  it('shows nothing until the chunk arrives, then the canvas at once, with no timer to wait for', async () => {
    vi.useFakeTimers();
    let arrive!: (chunk: Chunk) => void;
    const load = vi.fn(() => new Promise<Chunk>((resolve) => (arrive = resolve)));
    const game = { id: 'the game' } as unknown as Game;
    const GameCanvas = ({ game: given }: { game: Game }) => (
      <div data-testid="canvas">{(given as unknown as { id: string }).id}</div>
    );
    const view = render(<CanvasSlot game={game} load={load} />);
    expect(view.queryByTestId('canvas')).toBeNull();
    // No clock moves below: a Suspense boundary would hold the canvas back on a timer.
    await act(async () => arrive({ GameCanvas } as unknown as Chunk));
    expect(view.getByTestId('canvas').textContent).toBe('the game');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
