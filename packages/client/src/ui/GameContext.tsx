import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { GameServices } from '../app/ports';

const GameContext = createContext<GameServices | null>(null);

/** Gives components the game's services and its translation instance. */
export function GameProvider({ game, children }: { game: GameServices; children: ReactNode }) {
  return (
    <GameContext.Provider value={game}>
      <I18nextProvider i18n={game.i18n}>{children}</I18nextProvider>
    </GameContext.Provider>
  );
}

export function useGame(): GameServices {
  const game = useContext(GameContext);
  if (!game) throw new Error('useGame needs a GameProvider above it');
  return game;
}
