/**
 * Client constants of SPEC §9 (and the few the client needs beside them), named once so a
 * reviewer can check each against the spec.
 */
export const CLIENT = {
  /** Scene changes fade to black in this many ms (and back in as long). */
  sceneFadeMs: 350,
  /** A heartbeat of activity while the game loads (SPEC §4). */
  heartbeatMs: 5000,
  /** A partner platform that is not ready within this time shows the reload page. */
  platformReadyTimeoutMs: 5000,
  /** Window size changes settle for this long before the canvas is resized. */
  resizeCheckMs: 500,
  /** Canvas reference width; scenes draw in a 600-wide virtual space. */
  referenceWidth: 600,
  /** Desktop layout when the height is under this many times the width. */
  desktopRatio: 1.4,
  /** Width of the loading bar in virtual pixels. */
  loadBarWidth: 263,
  /** The loading bar starts here and maps progress p to start + (1 - start/100) p. */
  loadBarStart: 10,
  /** Player info is retried this many more times before the connection page shows. */
  playerInfoRetries: 3,
  /** Client errors reported to the server per browser session. */
  clientErrorReports: 3,
  /** Apps from the app store below this version are asked to update. */
  appStoreMinVersion: 34,
  musicVolume: 0.3,
  /** The sparks (or snow) of the loading transition run this long. */
  transitionAnimationMs: 15_000,
  /** Default currency when the entry query names none. */
  defaultCurrency: 'RUB',
  /**
   * SPEC §9 place fetch window: the places within 1.1 view heights of the camera (each way) are
   * always loaded. When the camera leaves that covered, one request asks for 1.6 view heights
   * each way (the fetch threshold), so walking on needs the next request only half a view later.
   */
  placeFetchWindow: 1.1,
  placeFetchThreshold: 1.6,
  /** Artifact images load for places up to this many stairs ahead of the player (SPEC §9). */
  artifactImageStairsAhead: 3,
  /** While walking, the coordinate goes to the server at most this often (a few times a second). */
  coordinateSendMs: 400,
  /** Walking speed in road units per second for moveSpeedMode 0 (slow) … 3 (fastest). */
  moveSpeeds: [45, 80, 130, 220],
  /**
   * Frame rate is judged over windows this long. A window under `slowFps` lowers AUTO quality one
   * step; `raiseAfterWindows` windows in a row at `fastFps` or more raise it one step again. Each
   * raise that is followed by a slow window doubles the fast windows the next raise needs, so a
   * device on the edge settles instead of swinging between two qualities.
   */
  frameWindowMs: 3000,
  slowFps: 24,
  fastFps: 50,
  raiseAfterWindows: 3,
  /**
   * The renderer probe before the first scene: `frames` test frames of `layers` blended layers the
   * size of the screen on WebGL; the median frame time (the first frame, which compiles the
   * shader, is left out) decides. At `canvasMs` or more AUTO draws with Canvas; at `lowMs` or more
   * it keeps WebGL but starts at Low quality. The frames stop once `budgetMs` have passed.
   */
  probe: { frames: 7, layers: 6, canvasMs: 14, lowMs: 7, budgetMs: 150 },
  /**
   * A frame's time step is capped here (the ticker's default is 100 ms, which made animations
   * run slower than the clock on a slow device); a longer pause is not replayed frame by frame.
   */
  maxFrameStepMs: 250,
  /**
   * While a window covers the game (an overlay is open and the canvas takes no input) the scene
   * behind it draws at most this many frames a second: it still moves, and a phone's battery and
   * a slow machine's processor go to the window the player is using.
   */
  coveredFps: 10,
  /**
   * A scene at rest (nothing walks, no camera or tween moves; only ambient motes drift) draws at
   * most this many frames a second; the first frame that moves again brings the full rate back.
   * On a device that paints the canvas in software this frees most of the processor on the road.
   */
  restFps: 20,
  /**
   * With less motion asked for (`prefers-reduced-motion`), nothing drifts at rest, so a resting or
   * covered scene draws at most this many frames a second; input and news for the scene wake it
   * to the full rate at once (FrameBudget.wake).
   */
  stillFps: 2,
} as const;
