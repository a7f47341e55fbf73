import { createHash } from 'node:crypto';
import type { OkGroupSettings } from '../core/config.js';
import type { Db } from '../db/database.js';
import type { BusLog } from '../realtime/bus.js';

/** Whether a player belongs to the game's group, asked of the platform's server. */
export interface GroupMembership {
  isMember(playerId: number): Promise<boolean>;
}

/** The platform's server could not be asked: the campaign waits, nothing is paid. */
export class GroupCheckFailed extends Error {}

const MEMBER_STATUSES = new Set(['ACTIVE', 'ADMIN', 'MODERATOR']);
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * OK's REST API, `group.getUserGroupsByIds`, signed by the application (no user session): the
 * parameters sorted by name and written `name=value` one after another, then the secret (with an
 * application access token: md5 of the token and the secret), all through md5. The player's OK
 * user id is the identity their OK sign-in bound to them; a player who never signed in through OK
 * is no member.
 */
export class OkGroupCheck implements GroupMembership {
  constructor(
    private readonly db: Db,
    private readonly settings: OkGroupSettings,
    private readonly log: BusLog,
  ) {}

  async isMember(playerId: number): Promise<boolean> {
    const identity = await this.db.kysely
      .selectFrom('platform_identity')
      .select('platform_user_id')
      .where('player_id', '=', playerId)
      .where('source', '=', 'ok')
      .executeTakeFirst();
    if (!identity) return false;
    const uid = identity.platform_user_id;
    const s = this.settings;
    const params: Record<string, string> = {
      application_key: s.appKey,
      format: 'json',
      group_id: s.groupId,
      method: 'group.getUserGroupsByIds',
      uids: uid,
    };
    const signed = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('');
    const key = s.accessToken ? md5(s.accessToken + s.secret) : s.secret;
    const query = new URLSearchParams({
      ...params,
      ...(s.accessToken ? { access_token: s.accessToken } : {}),
      sig: md5(signed + key),
    });
    let answer: unknown;
    try {
      const res = await fetch(`${s.apiUrl}?${query}`, { signal: AbortSignal.timeout(10_000) });
      answer = await res.json();
    } catch (e) {
      this.log.warn({ playerId, err: (e as Error).message }, 'OK group check failed');
      throw new GroupCheckFailed((e as Error).message);
    }
    if (!Array.isArray(answer)) {
      this.log.warn({ playerId, answer }, 'OK group check refused');
      throw new GroupCheckFailed('OK answered an error');
    }
    return answer.some(
      (m: { uid?: unknown; group_id?: unknown; status?: unknown }) =>
        String(m.uid) === uid &&
        String(m.group_id) === s.groupId &&
        MEMBER_STATUSES.has(String(m.status).toUpperCase()),
    );
  }
}
