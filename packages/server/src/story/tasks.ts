import {
  DAILY_TASKS,
  SCENARIO_TASKS,
  SIDE_TASKS,
  STORY_PARTS,
  chapterMarker,
  nextTaskReset,
  openEvents,
  storyProgress,
  taskDay,
  taskDayStart,
  taskDef,
  taskState,
  type Lang,
  type TaskDef,
  type TaskState,
} from '@heroroad/rules';
import type { PlayerDto, TaskListDto, TaskTakenDto } from '@heroroad/protocol';
import type { Clock } from '../core/clock.js';
import { AppError } from '../core/errors.js';
import type { Executor } from '../db/tx.js';
import { ledgerKey } from '../economy/keys.js';
import type { PlayerRow } from '../player/repository.js';
import type { PlayerService } from '../player/service.js';
import type { PlayerKernel, PlayerView } from '../player/unit.js';
import {
  claimsOf,
  countsIn,
  dayBaseStair,
  gemsSpent,
  windowBaseStair,
  type Counts,
} from './counts.js';
import { requireTutorial } from './tutorial.js';

type TaskDto = PlayerDto['tasks'][number];

/** A task with the period its reward is taken in and its count so far. */
interface Live {
  readonly state: TaskState;
  readonly period: number;
}

const toDto = ({ state }: Live): TaskDto => ({
  id: state.def.id,
  taskType: state.def.key,
  progress: state.progress,
  goal: state.def.goal,
  completed: state.completed,
  kind: state.def.kind,
  taken: state.taken,
  reward: { ...state.def.reward } as Record<string, number>,
  eventId: state.def.eventId ?? null,
});

/**
 * Daily, scenario, side and event tasks (SPEC §2, §3): progress is counted from what the server
 * saw the player do; each reward is taken once per period (a task day from 05:00 Moscow time, an
 * event's window, or once ever).
 */
export class TaskService {
  constructor(
    private readonly db: Executor,
    private readonly players: PlayerService,
    private readonly kernel: PlayerKernel,
    private readonly clock: Clock,
  ) {}

  /**
   * Every task the player sees now, with its progress; `view` reads the player's heroes and
   * markers (a player answer passes the one its other parts read through too).
   */
  async live(
    db: Executor,
    row: PlayerRow,
    now: number,
    view: PlayerView = this.kernel.view(row.id, db),
  ): Promise<Live[]> {
    const lang = row.lang as Lang;
    const day = taskDay(now);
    const [markers, heroes, claims, daily, base] = await Promise.all([
      view.markers.list(),
      view.heroes.all(),
      claimsOf(db, row.id).then((r) => r.rows),
      countsIn(db, row.id, taskDayStart(day)),
      dayBaseStair(db, row.id, day, row.best_victory_stair),
    ]); // prettier-ignore
    const taken = new Set(claims.map((c) => `${c.task_id}:${c.period}`));
    const out: Live[] = [];
    const add = (def: TaskDef, period: number, count: number) =>
      out.push({ state: taskState(def, count, taken.has(`${def.id}:${period}`)), period });
    const climbed = row.best_victory_stair - base;
    for (const def of DAILY_TASKS) {
      add(def, day, def.counter === 'CLIMB_STAIRS' ? climbed : (daily[def.counter] ?? 0));
    }
    const have = new Set(markers);
    const current = storyProgress(have).part;
    for (const def of SCENARIO_TASKS) {
      const part = STORY_PARTS[def.part! - 1]!;
      if (part.part > current) continue;
      add(def, 0, part.chapters.filter((c) => have.has(chapterMarker(c.id))).length);
    }
    const spent = await gemsSpent(db, row.id);
    const side: Counts = {
      BEST_STAIR: row.best_victory_stair,
      HEROES: heroes.length,
      SPEND_GEMS: spent,
    };
    for (const def of SIDE_TASKS) add(def, 0, side[def.counter] ?? 0);
    for (const open of openEvents(now, lang)) {
      const counts = await countsIn(db, row.id, open.start);
      const climbs = open.event.tasks.some((t) => t.counter === 'CLIMB_STAIRS');
      const eventBase = climbs ? await windowBaseStair(db, row.id, open.start, row.best_victory_stair) : 0;
      for (const def of open.event.tasks) {
        const count = def.counter === 'CLIMB_STAIRS' ? row.best_victory_stair - eventBase : (counts[def.counter] ?? 0);
        add(def, open.start, count);
      }
    } // prettier-ignore
    return out;
  }

  /** The player's share of `tasks` (the contributor). */
  async forPlayer(row: PlayerRow, view: PlayerView): Promise<TaskDto[]> {
    return (await this.live(this.db, row, this.clock(), view)).map(toDto);
  }

  async list(playerId: number): Promise<TaskListDto> {
    const now = this.clock();
    const row = await this.players.row(playerId);
    return {
      tasks: (await this.live(this.db, row, now)).map(toDto),
      dailyResetAt: nextTaskReset(now),
    };
  }

  /** A completed task's reward, once: the claim row and the ledger key both name the period. */
  async take(playerId: number, taskId: number): Promise<TaskTakenDto> {
    if (!taskDef(taskId)) throw new AppError('TASK_UNKNOWN', 404);
    let reward: Record<string, number> = {};
    await this.players.changeOnly(
      playerId,
      async (p) => {
        requireTutorial(await p.markers.list());
        const task = (await this.live(p.trx, p.row, p.now)).find((t) => t.state.def.id === taskId);
        if (!task) throw new AppError('TASK_UNKNOWN', 404);
        if (task.state.taken) throw new AppError('TASK_TAKEN', 409);
        if (!task.state.completed) throw new AppError('TASK_NOT_COMPLETED');
        await p.trx
          .insertInto('task_claim')
          .values({ player_id: p.id, task_id: taskId, period: task.period, created_at: p.now })
          .execute();
        await p.wallet.grant(task.state.def.reward, {
          reason: `task:${task.state.def.key}`,
          key: ledgerKey('task', p.id, taskId, task.period),
        });
        reward = { ...task.state.def.reward } as Record<string, number>;
      },
      { duringBattle: true },
    );
    return { taskId, reward, player: await this.players.current(playerId) };
  }
}
