import { stairStart, TUTORIAL_DONE } from '@heroroad/rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestGame, renderWithGame, testInfo, testPlayer } from '../../testing/gameHarness';
import { testPlace } from '../../testing/roadFixtures';
import { StoryDialogue } from './StoryDialogue';

afterEach(cleanup);

const elder = testPlace({ gift: { kind: 'TALKER', chapter: 'p1c2' }, stair: 3 });
const marker = (playerMarker: string) => ({ playerMarker });

function open(maxCoordinate: number, markers: string[]) {
  const { game, requests } = createTestGame();
  game.applyInfo(testInfo(testPlayer({ maxCoordinate, playerMarkers: markers.map(marker) })));
  renderWithGame(game, <StoryDialogue place={elder} />);
  return requests;
}

describe('a story talker', () => {
  it('on a stair not yet reached says so before the scene, and plays no line', () => {
    const requests = open(stairStart(2), [TUTORIAL_DONE, 'story_p1c1']);
    expect(screen.getByRole('status').textContent).toBe(
      'This chapter is told on stair 3: come back when you reach it.',
    );
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByText(/Line 1 of/)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('ahead of an unread chapter names the chapter to read first', () => {
    open(stairStart(3), [TUTORIAL_DONE]);
    expect(screen.getByRole('status').textContent).toBe(
      'First read «The pilgrim at the stone» on stair 1: the story goes in order.',
    );
  });

  it('on a reached stair, in order, plays the scene', () => {
    open(stairStart(3), [TUTORIAL_DONE, 'story_p1c1']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
