import { parseArgs } from 'node:util';

export interface CliArgs {
  readonly url: string | null;
  readonly stairs: number;
  readonly name?: string;
  readonly password?: string;
  readonly heroId?: string;
  readonly maxRequests?: number;
  readonly maxWaitSeconds?: number;
  readonly verbose: boolean;
  readonly help: boolean;
}

export const USAGE = `Plays Hero Road over HTTP as a client would and prints what it did.

  npm run bot -- [--url http://localhost:8080] [--stairs 10] [--name Foo] [options]

  --url URL            a running server; without it a server is started in this process
                       on a temporary SQLite database and stopped afterwards
  --stairs N           play until the gate of stair N is beaten (default 10)
  --name NAME          register under this nickname (a guest otherwise)
  --password TEXT      the account's password (random and printed otherwise)
  --hero ID            the starter hero: hero_dobrynya, hero_velimir or hero_halfdan
  --max-requests N     stop after this many requests (default 2000 per stair)
  --max-wait SECONDS   stop rather than wait longer for health in total (default 7200)
  --verbose            print every battle and place
  --help               this text`;

function whole(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
  return Number(raw);
}

/** Reads the command line; a bad value throws with a message naming the option. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      url: { type: 'string' },
      stairs: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      hero: { type: 'string' },
      'max-requests': { type: 'string' },
      'max-wait': { type: 'string' },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.url !== undefined && !/^https?:\/\/[^/]/.test(values.url))
    throw new Error(`--url must be an http:// or https:// address, got "${values.url}"`);
  return {
    url: values.url ?? null,
    stairs: whole('stairs', values.stairs, 1) ?? 10,
    ...(values.name !== undefined ? { name: values.name } : {}),
    ...(values.password !== undefined ? { password: values.password } : {}),
    ...(values.hero !== undefined ? { heroId: values.hero } : {}),
    ...(values['max-requests'] !== undefined
      ? { maxRequests: whole('max-requests', values['max-requests'], 1) }
      : {}),
    ...(values['max-wait'] !== undefined
      ? { maxWaitSeconds: whole('max-wait', values['max-wait'], 0) }
      : {}),
    verbose: values.verbose,
    help: values.help,
  };
}
