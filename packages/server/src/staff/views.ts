import type { AuthContext } from '../core/auth-context.js';
import { AppError } from '../core/errors.js';
import { staffActor, type AuditLog } from '../moderation/audit.js';
import type { SessionService } from '../auth/sessions.js';
import type { StaffPanel } from './panel.js';

/** The auth source a login-as session is recorded under. */
export const VIEW_SOURCE = 'staff';

/**
 * Login as a player (SPEC §6, §7 `/api/tech/player/...`): a session of the player's own that
 * names the staff member viewing through it. It sees and plays the game exactly as the player
 * does; its entry, its exit and every change made through it are audit rows marked as a view.
 */
export class StaffViews {
  constructor(
    private readonly panel: StaffPanel,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
  ) {}

  async enter(
    auth: AuthContext,
    playerId: number,
    meta: { userAgent: string | null; ip: string | null },
  ) {
    if (auth.viewerId !== null) throw new AppError('FORBIDDEN');
    if (playerId === auth.playerId) throw new AppError('VIEW_OWN');
    const target = await this.panel.below(auth, playerId);
    const token = await this.sessions.create(playerId, {
      authSource: VIEW_SOURCE,
      identification: {},
      userAgent: meta.userAgent,
      ip: meta.ip,
      viewerId: auth.playerId,
    });
    await this.audit.write({
      actor: staffActor(auth.playerId),
      action: 'view.enter',
      playerId,
      details: { session: this.sessions.hashOf(token).slice(0, 12) },
      reason: 'login as',
      inView: true,
    });
    return { token, playerId, playerName: target.name };
  }

  async exit(auth: AuthContext): Promise<void> {
    if (auth.viewerId === null) throw new AppError('VIEW_NOT_ACTIVE');
    await this.sessions.revoke(auth.sessionHash);
    await this.audit.write({
      actor: staffActor(auth.viewerId),
      action: 'view.exit',
      playerId: auth.playerId,
      details: { session: auth.sessionHash.slice(0, 12) },
      reason: 'login as',
      inView: true,
    });
  }
}
