import type { GameServices } from '../app/ports';
import { cannedBattle } from './cannedBattle';

/** The battle it shows, the scene it shows it in, and the start it stands in for. */
type BenchPorts = Pick<GameServices, 'assets' | 'battle' | 'bus' | 'go' | 'lang' | 'ui'>;

/**
 * The battle scene playing a canned 6-against-6 battle with every effect, command after command,
 * starting over when it has been shown: what `npm run bench:battle` measures the frame rate of.
 * Reached only through the `?bench=battle` entry parameter; no server is involved.
 */
async function runBattleBench(game: BenchPorts): Promise<void> {
  let round = 0;
  let chunks: ReturnType<typeof cannedBattle>['chunks'] = [];
  let next = 0;
  const store = game.battle.getState;
  const begin = () => {
    const battle = cannedBattle(1000 + round++);
    chunks = battle.chunks;
    next = 0;
    store().clear();
    store().show(battle.start, 'animate');
  };
  game.bus.on('battle:idle', ({ seq }) => {
    if (seq !== store().seq) return;
    const chunk = chunks[next++];
    if (chunk) store().show(chunk.status, 'animate');
    else begin();
  });
  begin();
  await game.go({
    key: 'battle',
    params: { battleId: store().status?.battle.id ?? null },
    transition: 'none',
  });
}

/**
 * The frame-rate benchmark (a test hook, `?bench=`): no start-up and no server; the canned
 * battle, or the boot frame alone as the baseline.
 */
export async function startBenchmark(game: BenchPorts, kind: 'battle' | 'empty'): Promise<void> {
  game.ui.getState().setGameStarted();
  await game.assets.fonts(game.lang);
  if (kind === 'empty') return;
  await runBattleBench(game);
}
