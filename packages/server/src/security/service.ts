import {
  MINUTE_MS,
  nicknameKey,
  optionalMailOrPhone,
  validateMailOrPhone,
  validateNickname,
  validatePassword,
  type AccessLevel,
  type Lang,
} from '@heroroad/rules';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock.js';
import type { Random } from '../core/random.js';
import { AppError, unwrap } from '../core/errors.js';
import { isUniqueViolation } from '../db/errors.js';
import type { Database } from '../db/schema.js';
import { guestName, newPlayerRow } from '../player/defaults.js';
import * as playerRepo from '../player/repository.js';
import type { AttemptCounter } from '../auth/attempts.js';
import type { PasswordHasher } from '../auth/passwords.js';
import type { AuthContext } from '../core/auth-context.js';
import type { SessionMeta, SessionService } from '../auth/sessions.js';

export interface OpenedSession {
  readonly token: string;
  readonly playerId: number;
  readonly accessLevel: AccessLevel;
}

export interface RegisterInput {
  readonly name: string;
  readonly password: string;
  readonly passwordRepeat?: string | undefined;
  readonly mailOrPhone?: string | undefined;
  readonly acceptPrivacy: boolean;
  readonly acceptCookies: boolean;
  readonly acceptAgreement: boolean;
  readonly lang: Lang;
  /** The referral code the game was opened with. */
  readonly ref?: string | undefined;
}

/** Binds a new player to the referral code they came with (the referral program's). */
export type ReferralBinder = (playerId: number, code: string | undefined) => Promise<unknown>;

/**
 * Failed logins counted per account and address (`max` in a window): one address guessing one
 * account's password waits after `max` wrong ones, while the owner's own address, which made no
 * wrong guess, still logs in with the right password. An address is also limited on its own (the
 * login endpoint's rate), so a crowd behind one address is never locked out of every account.
 * Across all addresses an account takes `accountMax` wrong passwords in the window; past that, an
 * address that has already guessed wrong there waits, so a guess spread over many addresses gets
 * one try per address per window, and an address with no wrong guess still gets in.
 */
export const LOGIN_FAILURES = { max: 10, accountMax: 50, windowMs: 15 * MINUTE_MS } as const;

/** Accounts: guests, registration, login, credentials. Sessions open and close only here. */
export class AccountService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly random: Random,
    private readonly failedLogins: AttemptCounter,
    private readonly bindReferral: ReferralBinder = async () => false,
  ) {}

  async registerTrial(lang: Lang, meta: SessionMeta, ref?: string): Promise<OpenedSession> {
    // A generated guest name can collide; a handful of tries makes that vanishingly rare.
    for (let attempt = 0; ; attempt++) {
      const name = guestName();
      try {
        const playerId = await playerRepo.insert(
          this.db,
          newPlayerRow({
            name,
            nameKey: nicknameKey(name),
            accessLevel: 'TRIAL',
            passwordHash: null,
            mailOrPhone: null,
            lang,
            userSource: meta.authSource,
            now: this.clock(),
            random: this.random,
          }),
        );
        await this.bindReferral(playerId, ref);
        return {
          token: await this.sessions.create(playerId, { ...meta, guest: true }),
          playerId,
          accessLevel: 'TRIAL',
        };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 5) throw error;
      }
    }
  }

  /** Registers a new account, or turns the calling guest into a player who keeps its progress. */
  async register(
    auth: AuthContext | null,
    input: RegisterInput,
    meta: SessionMeta,
  ): Promise<OpenedSession> {
    const name = unwrap(validateNickname(input.name));
    const password = unwrap(validatePassword(input.password, input.passwordRepeat));
    const contact = optionalMailOrPhone(input.mailOrPhone);
    const mailOrPhone = contact === undefined ? null : unwrap(validateMailOrPhone(contact));
    if (!input.acceptPrivacy || !input.acceptCookies || !input.acceptAgreement) {
      throw new AppError('CONSENT_REQUIRED');
    }
    if (auth && auth.accessLevel !== 'TRIAL') throw new AppError('ALREADY_REGISTERED');
    const nameKey = nicknameKey(name);
    if (await playerRepo.nameKeyExists(this.db, nameKey)) throw new AppError('NICKNAME_TAKEN');
    const passwordHash = await this.hasher.hash(password);
    const now = this.clock();
    let playerId: number;
    try {
      if (auth) {
        const updated = await playerRepo.promoteGuest(this.db, auth.playerId, {
          name,
          name_key: nameKey,
          password_hash: passwordHash,
          mail_or_phone: mailOrPhone,
          access_level: 'PLAYER',
          updated_at: now,
        });
        // Another registration of this guest got there first: it registers once.
        if (!updated) throw new AppError('ALREADY_REGISTERED');
        playerId = updated.id;
        // A new privilege level gets a new session id; the guest's one ends here.
        await this.sessions.revoke(auth.sessionHash);
      } else {
        playerId = await playerRepo.insert(
          this.db,
          newPlayerRow({
            name,
            nameKey,
            accessLevel: 'PLAYER',
            passwordHash,
            mailOrPhone,
            lang: input.lang,
            userSource: meta.authSource,
            now,
            random: this.random,
          }),
        );
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_TAKEN');
      throw error;
    }
    await this.bindReferral(playerId, input.ref);
    return { token: await this.sessions.create(playerId, meta), playerId, accessLevel: 'PLAYER' };
  }

  async login(nameInput: string, password: string, meta: SessionMeta): Promise<OpenedSession> {
    const name = nameInput.trim();
    if (name.length === 0) throw new AppError('NICKNAME_EMPTY');
    if (password.length === 0) throw new AppError('PASSWORD_EMPTY');
    const nameKey = nicknameKey(name);
    // Counted by nickname whether or not it exists, so the throttle tells nothing about accounts.
    const account = `login:${nameKey}`;
    const here = `${account}@${meta.ip ?? '-'}`;
    const wrongHere = await this.failedLogins.count(here);
    if (
      wrongHere >= LOGIN_FAILURES.max ||
      (wrongHere > 0 && (await this.failedLogins.count(account)) >= LOGIN_FAILURES.accountMax)
    ) {
      throw new AppError('LOGIN_THROTTLED');
    }
    const row = await playerRepo.findByNameKey(this.db, nameKey);
    const ok =
      row && row.password_hash !== null
        ? await this.hasher.verify(row.password_hash, password)
        : await this.hasher.dummyVerify(password).then(() => false);
    if (!row || !ok) {
      await this.failedLogins.add(here, LOGIN_FAILURES.windowMs);
      await this.failedLogins.add(account, LOGIN_FAILURES.windowMs);
      throw new AppError('LOGIN_FAILED', 401);
    }
    await this.failedLogins.clear(here);
    const token = await this.sessions.create(row.id, meta);
    return { token, playerId: row.id, accessLevel: row.access_level as AccessLevel };
  }

  logout(auth: AuthContext): Promise<void> {
    return this.sessions.revoke(auth.sessionHash);
  }

  async setName(auth: AuthContext, input: string): Promise<void> {
    const row = await playerRepo.findById(this.db, auth.playerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    const name = unwrap(validateNickname(input, row.name));
    const nameKey = nicknameKey(name);
    if (nameKey !== row.name_key && (await playerRepo.nameKeyExists(this.db, nameKey))) {
      throw new AppError('NICKNAME_TAKEN');
    }
    try {
      await playerRepo.update(this.db, auth.playerId, {
        name,
        name_key: nameKey,
        updated_at: this.clock(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_TAKEN');
      throw error;
    }
  }

  async setMailOrPhone(auth: AuthContext, input: string): Promise<void> {
    const value = unwrap(validateMailOrPhone(input));
    await playerRepo.update(this.db, auth.playerId, {
      mail_or_phone: value,
      updated_at: this.clock(),
    });
  }

  /** Changes the password and ends every session of the player; the caller gets a fresh one. */
  async setPassword(
    auth: AuthContext,
    current: string,
    next: string,
    repeat: string | undefined,
    meta: SessionMeta,
  ): Promise<OpenedSession> {
    if (current.length === 0) throw new AppError('PASSWORD_CURRENT_EMPTY');
    const password = unwrap(validatePassword(next, repeat));
    const row = await playerRepo.findById(this.db, auth.playerId);
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.password_hash === null || !(await this.hasher.verify(row.password_hash, current))) {
      throw new AppError('PASSWORD_CURRENT_WRONG');
    }
    await playerRepo.update(this.db, auth.playerId, {
      password_hash: await this.hasher.hash(password),
      updated_at: this.clock(),
    });
    await this.sessions.revokeAllFor(auth.playerId);
    const token = await this.sessions.create(auth.playerId, meta);
    return { token, playerId: auth.playerId, accessLevel: row.access_level as AccessLevel };
  }

  async isPlayerExist(auth: AuthContext | null, name: string | undefined): Promise<boolean> {
    if (name === undefined) return auth !== null;
    const trimmed = name.trim();
    return trimmed.length > 0 && playerRepo.nameKeyExists(this.db, nicknameKey(trimmed));
  }
}
