import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Game } from '../app/game';

const GameContext = createContext<Game | null>(null);

/** Gives components the game's services and its translation instance. */
export function GameProvider({ game, children }: { game: Game; children: ReactNode }) {
  return (
    <GameContext.Provider value={game}>
      <I18nextProvider i18n={game.i18n}>{children}</I18nextProvider>
    </GameContext.Provider>
  );
}

export function useGame(): Game {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame needs a GameProvider above it');
  return game;
}
