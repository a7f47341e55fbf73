import '@fontsource/ruslan-display/400.css';
import '@fontsource/philosopher/400.css';
import '@fontsource/philosopher/700.css';
import '@fontsource/pt-serif/400.css';
import '@fontsource/pt-serif/700.css';
import './styles/game.css';
import './styles/buttons.css';
import './styles/cards.css';
import './styles/fields.css';
import './styles/controls.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Game } from './app/game';
import { waitForStyles } from './app/pageStyles';
import { handOverSplash } from './app/splash';
import { startBenchmark, startGame } from './app/start';
import { App } from './ui/App';

const game = await Game.create({ window });
game.install();
handOverSplash(game, document);
// Loading starts before React renders: the API calls need no component.
const started = game.entry.bench ? startBenchmark(game, game.entry.bench) : startGame(game);
void started.catch((error: unknown) => game.reporter.report(error));

await waitForStyles(document);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App game={game} />
  </StrictMode>,
);
