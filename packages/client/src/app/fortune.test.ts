import { describe, expect, it, vi } from 'vitest';
import { createTestGame, json, testInfo, testPlayer } from '../testing/gameHarness';
import { restingAngle } from '../overlays/fortune/Wheel';
import { spinWheel, takeWheelPrize } from './fortune';

describe('wheel flows', () => {
  it('logs a spin or reward reply lacking creatures and gives nothing (SPEC §7)', async () => {
    const { game } = createTestGame((req) => {
      if (req.path === '/api/campaign/spin/wheel')
        return json(200, {
          sector: 1,
          prize: { kind: 'GEMS', amount: 5, chest: null },
          player: { id: 7 },
        });
      if (req.path === '/api/campaign/wheel/take/reward') return json(200, { id: 7 });
      return undefined;
    });
    game.applyInfo(testInfo(testPlayer({ mithril: 3 })));
    const report = vi.spyOn(game.reporter, 'report').mockImplementation(() => true);
    expect(await spinWheel(game, 'FREE')).toBeNull();
    expect(await takeWheelPrize(game)).toBe(false);
    expect(report.mock.calls.map(([e]) => (e as Error).message)).toEqual([
      'Wheel spin reply lacks creatures',
      'Wheel reward reply lacks creatures',
    ]);
    expect(game.player.getState().player?.mithril).toBe(3);
  });

  it("turns the wheel so the drawn sector's middle stops under the pointer", () => {
    expect(restingAngle(0, 12)).toBe(345);
    expect(restingAngle(11, 12)).toBe(15);
    expect(restingAngle(6, 12)).toBe(165);
  });
});
