import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Id } from '../schemas/common.js';
import { literalUnion } from '../schemas/enums.js';
import {
  ChestOpened,
  DelayedChest,
  SPIN_PAYMENTS,
  WheelSpin,
  WheelStatus,
} from '../schemas/fortune.js';
import { Player } from '../schemas/player.js';

const tags = ['campaign'];
const ChestParams = Type.Object({ id: Id });

/** SPEC §7 Campaigns: the wheel of fortune and delayed chests. */
export const fortune = {
  wheelStatus: endpoint({
    method: 'GET',
    url: '/api/campaign/wheel/status',
    access: 'TRIAL',
    summary:
      "The wheel's sectors at the player's stair, the free spin, prices and a prize not taken",
    tags,
    response: WheelStatus,
  }),
  spin: endpoint({
    method: 'POST',
    url: '/api/campaign/spin/wheel',
    access: 'TRIAL',
    summary:
      'Spin the wheel (the daily free spin, a ticket or emeralds); the server draws the sector',
    tags,
    body: Type.Object({ pay: literalUnion(SPIN_PAYMENTS) }),
    response: WheelSpin,
  }),
  take: endpoint({
    method: 'POST',
    url: '/api/campaign/wheel/take/reward',
    access: 'TRIAL',
    summary: 'Take the prize of the last spin',
    tags,
    response: Player,
  }),
  chests: endpoint({
    method: 'GET',
    url: '/api/campaign/chest/delayed/ensure',
    access: 'TRIAL',
    summary: "The player's delayed chests not opened yet, with their timers",
    tags,
    response: Type.Array(DelayedChest),
  }),
  speedUp: endpoint({
    method: 'POST',
    url: '/api/campaign/chest/delayed/:id/speedup',
    access: 'TRIAL',
    summary: 'Open a delayed chest now for emeralds (one per started ten minutes left)',
    tags,
    params: ChestParams,
    response: DelayedChest,
  }),
  takeChest: endpoint({
    method: 'POST',
    url: '/api/campaign/chest/delayed/:id/take',
    access: 'TRIAL',
    summary: 'Take what an opened delayed chest holds',
    tags,
    params: ChestParams,
    response: ChestOpened,
  }),
};
