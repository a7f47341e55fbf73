import {
  api,
  type EventListDto,
  type NewsListDto,
  type SupportTicketDto,
  type TaskListDto,
} from '@heroroad/protocol';
import type { GameServices } from '../ports';

type Api = Pick<GameServices, 'api'>;

/** The player's tasks of every kind, with progress and what waits to be claimed. */
export const loadTasks = (game: Api): Promise<TaskListDto> => game.api.call(api.story.tasks);

/** The events on now (staff also see those ahead). */
export const loadEvents = (game: Api): Promise<EventListDto> => game.api.call(api.story.events);

/**
 * The latest news in the player's language; with `markSeen` the unseen marker is reset once
 * the list is shown.
 */
export async function loadNews(game: Api, markSeen: boolean): Promise<NewsListDto> {
  const answer = await game.api.call(api.news.last);
  if (markSeen && answer.unseen) await game.api.call(api.news.reset);
  return answer;
}

/** The player's own support requests, newest first. */
export const loadTickets = (game: Api): Promise<SupportTicketDto[]> =>
  game.api.call(api.news.ticketsMine);

/** Files a support request for staff to answer. */
export async function fileTicket(game: Api, subject: string, text: string): Promise<void> {
  await game.api.call(api.news.ticketCreate, { body: { subject, text } });
}

/** The player's notifications. */
export const loadNotifications = (game: Api) => game.api.call(api.player.notifList);

export async function removeNotification(game: Api, id: number): Promise<void> {
  await game.api.call(api.player.notifRemove, { params: { id } });
}

export async function resetNotifications(game: Api): Promise<void> {
  await game.api.call(api.player.notificationReset);
}
