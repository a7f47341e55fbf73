import { heroLevelCap } from '@heroroad/rules';
import { api, type PlaceDto } from '@heroroad/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestGame,
  json,
  renderWithGame,
  testInfo,
  testPlayer,
} from '../../testing/gameHarness';
import { testHero, testPlace, testStatus } from '../../testing/roadFixtures';
import { afterVictory } from '../../app/road/actions';
import { PlaceCard } from './PlaceCard';

afterEach(cleanup);

/** A take the test answers by hand: the place comes back used, with 36 gold. */
function heldTake(place: PlaceDto) {
  let answer!: (response: Response) => void;
  const taken = new Promise<Response>((resolve) => (answer = resolve));
  const gained = { resources: { GOLD: 36 } };
  return {
    taken,
    answer: () =>
      answer(json(200, { place: { ...place, used: true }, player: testPlayer(), gained })),
  };
}

describe('the place card', () => {
  it('says what the place is, who guards it, how dangerous it is, and offers to fight', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    renderWithGame(game, <PlaceCard place={testPlace()} />);
    expect(screen.getByRole('heading', { name: 'Gold cache' })).toBeTruthy();
    expect(screen.getByText('Gives 36 gold.')).toBeTruthy();
    expect(screen.getByText('Guards: Grey Wolf (lv 1)')).toBeTruthy();
    expect(screen.getByText('Safe for your squad')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fight' })).toBeTruthy();
  });

  it('sets the coordinate before attacking, then enters the battle', async () => {
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.road.coordinateSet.url)
        return json(200, testPlayer({ maxCoordinate: 99, coordinate: 10 }));
      if (req.path === api.battle.placeAttack.url) return json(200, testStatus());
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    renderWithGame(game, <PlaceCard place={testPlace()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fight' }));
    await waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(9));
    expect(requests.map((r) => r.path)).toEqual([
      api.road.coordinateSet.url,
      api.battle.placeAttack.url,
    ]);
    expect(requests[0]!.body).toEqual({ coordinate: 10, contextId: 0 });
    expect(requests[1]!.body).toEqual({ placeId: testPlace().id });
  });

  it('asks a badly hurt squad before a fight, and offers healing first', async () => {
    const hurt = testHero({
      skills: [
        { skillType: 'ATTACK', valueCurrent: 11, valueTotal: 11 },
        { skillType: 'DEFENCE', valueCurrent: 7, valueTotal: 7 },
        { skillType: 'HEALTH', valueCurrent: 9, valueTotal: 130 },
      ],
    });
    const { game, requests } = createTestGame((req) =>
      req.path === api.road.coordinateSet.url
        ? json(200, testPlayer({ maxCoordinate: 99, creatures: [hurt] }))
        : req.path === api.battle.placeAttack.url
          ? json(200, testStatus())
          : undefined,
    );
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99, battleStair: 3, creatures: [hurt] })));
    renderWithGame(game, <PlaceCard place={testPlace()} />);
    // Rested, this squad would be safe here; with 9 of 130 health it is not.
    expect(screen.queryByText('Safe for your squad')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fight' }));
    expect(requests).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('6% of its health');
    expect(screen.getByRole('button', { name: 'Heal the heroes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fight anyway' }));
    await waitFor(() => expect(game.battle.getState().status?.battle.id).toBe(9));
  });

  it('takes a place once, though its card is closed and opened again while the take runs', async () => {
    const free = testPlace({ guard: null });
    const { taken, answer } = heldTake(free);
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.road.coordinateSet.url)
        return json(200, testPlayer({ maxCoordinate: 99, coordinate: 10 }));
      if (req.path.endsWith('/take')) return taken;
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    const first = renderWithGame(game, <PlaceCard place={free} />);
    fireEvent.click(screen.getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/take'))).toBe(true));
    // Closed and opened again: a new card, with the take still on its way.
    first.unmount();
    renderWithGame(game, <PlaceCard place={free} />);
    // Its button says it is busy (the spinner names itself) and takes no press.
    const again = screen.getByRole('button', { name: /Take/ }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
    expect(again.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(again);
    answer();
    await waitFor(() => expect(game.road.getState().acting).toBeNull());
    expect(requests.filter((r) => r.path.endsWith('/take'))).toHaveLength(1);
  });

  it("opens a won place's card busy while its gift is taken, and takes it once", async () => {
    const won = testPlace({ guard: null });
    const { taken, answer } = heldTake(won);
    const { game, requests } = createTestGame((req) => {
      if (req.path === api.road.ensure.url)
        return json(200, { places: [won], educations: [], minCoordinate: 0, maxCoordinate: 99 });
      if (req.path.endsWith('/take')) return taken;
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    const collecting = afterVictory(game, won.id);
    await waitFor(() => expect(game.road.getState().selectedId).toBe(won.id));
    renderWithGame(game, <PlaceCard place={won} />);
    const take = screen.getByRole('button', { name: /Take/ }) as HTMLButtonElement;
    expect(take.disabled).toBe(true);
    fireEvent.click(take);
    answer();
    await collecting;
    expect(requests.filter((r) => r.path.endsWith('/take'))).toHaveLength(1);
    expect(game.road.getState().acting).toBeNull();
  });

  it('shows a locked place beyond the walked road without an action', () => {
    const { game } = createTestGame();
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    renderWithGame(game, <PlaceCard place={testPlace({ coordinate: 150, stair: 2 })} />);
    expect(
      screen.getByText('Beyond your road: win the gate of stair 1 to come here.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Locked' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('takes a free place and shows what it gave', async () => {
    const taken = testPlace({ guard: null, creatureId: null, used: true });
    const { game } = createTestGame((req) => {
      if (req.path === api.road.coordinateSet.url)
        return json(200, testPlayer({ maxCoordinate: 99, coordinate: 10 }));
      if (req.path === api.road.resourceTake.url.replace(':id', String(taken.id))) {
        return json(200, {
          player: testPlayer({ maxCoordinate: 99, gold: 136 }),
          place: taken,
          gained: { resources: { GOLD: 36 } },
        });
      }
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99 })));
    game.road.getState().select(taken.id);
    renderWithGame(game, <PlaceCard place={testPlace({ guard: null, creatureId: null })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Take' }));
    await screen.findByText('You got 36 gold.');
    expect(game.player.getState().player?.gold).toBe(136);
  });

  it('asks which hero learns a rune', () => {
    const { game } = createTestGame();
    const first = testHero({ name: 'Dobrynya' });
    const second = testHero({ id: 2, name: 'Halfdan', identifier: 'hero_halfdan', order: 1 });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99, creatures: [first, second] })));
    const rune = testPlace({
      placeType: 'RUNE',
      guard: null,
      gift: { kind: 'RUNE', warriorClass: 'beast' },
    });
    renderWithGame(game, <PlaceCard place={rune} />);
    const learn = screen.getByRole('button', { name: 'Learn' }) as HTMLButtonElement;
    expect(learn.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Halfdan, level 1' }));
    expect(learn.disabled).toBe(false);
  });
  it('says before anything is spent that a stone of strength cannot lift heroes at the cap', () => {
    const { game } = createTestGame();
    const cap = heroLevelCap(1);
    const hero = testHero({ name: 'Dobrynya', level: cap });
    game.applyInfo(testInfo(testPlayer({ maxCoordinate: 99, level: 1, creatures: [hero] })));
    const stone = testPlace({
      placeType: 'SKILL',
      guard: null,
      gift: { kind: 'SKILL', levels: 2 },
    });
    renderWithGame(game, <PlaceCard place={stone} />);
    expect(
      (
        screen.getByRole('radio', {
          name: `Dobrynya, level ${cap}: at the cap`,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(screen.getByRole('note').textContent).toContain('player experience');
    const take = screen.getAllByRole('button').at(-1) as HTMLButtonElement;
    expect(take.disabled).toBe(true);
  });
});
