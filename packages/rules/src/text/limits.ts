/** Text limits of SPEC §5 and §9, plus the ones this game chose where the spec is silent. */
export const TEXT_LIMITS = {
  nicknameMin: 3,
  /** SPEC §5: "Name … at most 40 characters". */
  nicknameMax: 40,
  /** Eight characters: six fell to guessing in hours (NIST SP 800-63B asks for eight). */
  passwordMin: 8,
  passwordMax: 64,
  mailOrPhoneMax: 100,
  clanName: 40,
  topicTitle: 40,
  comment: 3000,
  topic: 20_000,
  chatMessage: 1000,
  clanAdvertisement: 180,
  clanAbout: 3000,
  mailMessage: 3000,
  clientLogMessage: 4000,
  clientLogDomain: 100,
} as const;

/** Client throttle: an action with the same id is ignored within this many ms (SPEC §5). */
export const THROTTLE_MS = 1500;
