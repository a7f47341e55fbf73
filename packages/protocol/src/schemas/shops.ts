import { Type } from 'typebox';
import { CardState } from './cards.js';
import { Player } from './player.js';

/** A card purchase or use: the player anew and the cards held. */
export const PlayerWithCards = Type.Object({ player: Player, cardState: CardState });
