export declare const CHROMIUM_CANDIDATES: readonly string[];
/** CHROMIUM_PATH, else the first installed of CHROMIUM_CANDIDATES, else the full browser's path. */
export declare function chromiumPath(): string;
/** This process's environment less libfaketime's variables, for the browser. */
export declare function chromiumEnv(): Record<string, string>;
