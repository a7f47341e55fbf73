import { cleanup, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame } from '../testing/gameHarness';
import { GameProvider } from './GameContext';
import { useAction, useLoad } from './useAction';

afterEach(cleanup);

/** A button's action that knows an order only once the order has arrived. */
function PayButton(props: {
  order: number | null;
  paid: number[];
  expose: (run: () => Promise<boolean>) => void;
}) {
  const pay = useAction(async () => {
    if (props.order !== null) props.paid.push(props.order);
  });
  props.expose(pay.run);
  return null;
}

/**
 * Clicks as soon as the screen with the order is committed, before React's passive effects run:
 * a parent's layout effect runs after its child's and before any passive effect.
 */
function Checkout({ paid, clicked }: { paid: number[]; clicked: boolean[] }) {
  const [order, setOrder] = useState<number | null>(null);
  const run = useRef<() => Promise<boolean>>(async () => false);
  useLayoutEffect(() => {
    // The order arrives from the server a moment later, as a payment dialog's does.
    if (order === null) void Promise.resolve(41).then(setOrder);
    else void run.current().then((ran) => clicked.push(ran));
  }, [order, clicked]);
  return <PayButton order={order} paid={paid} expose={(r) => (run.current = r)} />;
}

describe('useAction', () => {
  it('runs the action of the screen just committed, not the one before it', async () => {
    const { game } = createTestGame();
    const paid: number[] = [];
    const clicked: boolean[] = [];
    renderWithGame(game, <Checkout paid={paid} clicked={clicked} />);
    await waitFor(() => expect(clicked).toEqual([true]));
    expect(paid).toEqual([41]);
  });
});

/** A screen that loads with `useLoad`, counting its loads; `when` comes from its parent. */
function Loader({ when, loads }: { when?: boolean; loads: string[] }) {
  const [shown, setShown] = useState(0);
  const load = useAction(async () => {
    loads.push(`load ${loads.length + 1}`);
    setShown((n) => n + 1);
  });
  useLoad(load.run, when);
  return <p>{`loaded ${shown}`}</p>;
}

describe('useLoad', () => {
  it('loads once when the screen mounts, however often it renders after', async () => {
    const { game } = createTestGame();
    const loads: string[] = [];
    const view = renderWithGame(game, <Loader loads={loads} />);
    await view.findByText('loaded 1');
    const again = () =>
      view.rerender(<GameProvider game={game}>{<Loader loads={loads} />}</GameProvider>);
    again();
    again();
    await view.findByText('loaded 1');
    expect(loads).toEqual(['load 1']);
  });

  it('loads each time its condition turns true, never while it is false', async () => {
    const { game } = createTestGame();
    const loads: string[] = [];
    const view = renderWithGame(game, <Loader when={false} loads={loads} />);
    const again = (when: boolean) =>
      view.rerender(
        <GameProvider game={game}>{<Loader when={when} loads={loads} />}</GameProvider>,
      );
    await view.findByText('loaded 0');
    expect(loads).toEqual([]);
    again(true);
    await view.findByText('loaded 1');
    again(true);
    again(false);
    again(true);
    await view.findByText('loaded 2');
    expect(loads).toEqual(['load 1', 'load 2']);
  });
});
