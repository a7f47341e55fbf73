import { cleanup, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame } from '../testing/gameHarness';
import { useAction } from './useAction';

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
