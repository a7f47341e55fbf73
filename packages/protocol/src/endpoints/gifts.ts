import { Type } from 'typebox';
import { endpoint } from '../endpoint.js';
import { Id } from '../schemas/common.js';
import { Gift, GiftInbox, ReferralStatus } from '../schemas/gifts.js';
import { Player } from '../schemas/player.js';

const tags = ['gift'];

/** A caller's key for one operation: the same key again repeats nothing. */
export const RequestKey = Type.String({ pattern: '^[\\w-]{8,64}$' });

/** Gifts between players (from level 15, SPEC §9) and the referral program. */
export const gifts = {
  inbox: endpoint({
    method: 'GET',
    url: '/api/gift/list',
    access: 'TRIAL',
    summary: 'Gifts received: those waiting first, then those accepted in the last 30 days',
    tags,
    response: GiftInbox,
  }),
  seen: endpoint({
    method: 'POST',
    url: '/api/gift/seen',
    access: 'TRIAL',
    summary: 'The inbox was opened: its gifts are no longer news',
    tags,
    response: Player,
  }),
  send: endpoint({
    method: 'POST',
    url: '/api/gift/send',
    access: 'TRIAL',
    summary: 'Buy a gift for another player (from level 15); the same key sends once',
    tags,
    body: Type.Object({
      receiverId: Id,
      giftId: Type.String({ minLength: 1, maxLength: 40 }),
      key: RequestKey,
    }),
    response: Type.Object({ gift: Gift, player: Player }),
    ratePerMinute: 30,
  }),
  accept: endpoint({
    method: 'POST',
    url: '/api/gift/:id/accept',
    access: 'TRIAL',
    summary: 'Accept a gift received: its reward is granted once',
    tags,
    params: Type.Object({ id: Id }),
    response: Type.Object({ gift: Gift, player: Player }),
  }),
  referral: endpoint({
    method: 'GET',
    url: '/api/referral/my',
    access: 'TRIAL',
    summary: "The player's referral code and link, friends bound to it and the bonus waiting",
    tags: ['referral'],
    response: ReferralStatus,
  }),
  takeReferral: endpoint({
    method: 'POST',
    url: '/api/referral/bonus/take',
    access: 'TRIAL',
    summary: 'Take the referral bonus waiting (start bonus and the shares of friends’ purchases)',
    tags: ['referral'],
    response: Type.Object({ taken: Type.Integer(), player: Player }),
  }),
};
