import type { MyClanDto } from '@heroroad/protocol';

/** What a tab gets: the player's clan screen and a way to replace it after a change. */
export interface ClanTabProps {
  readonly my: MyClanDto & { clan: NonNullable<MyClanDto['clan']> };
  readonly onChange: (my: MyClanDto) => void;
}
