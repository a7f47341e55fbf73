import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import {
  ROOT,
  launchBrowser,
  operatorEnv,
  waitForScene,
  type Browser,
  type RunningServer,
} from './harness';
import { texts, type JourneyLang } from './texts';

let suffixes = 10_000;

/**
 * A number to make a journey's player and clan names its own on a server other blocks share
 * (counted, so the names are the same every run).
 */
export function uniqueSuffix(): number {
  return ++suffixes;
}

/** The password of every journey player. */
export const PASSWORD = 'dragon-slayer-7';

/** The operator command on the journey's database; answers what it printed. */
export function operator(server: RunningServer, ...args: string[]): string {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'packages/server/dist/cli/admin.js'), ...args, '--reason', 'journey'],
    { env: operatorEnv(server), encoding: 'utf8' },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** Sets one of a player's balances with the operator command, as support would. */
export function setResource(
  server: RunningServer,
  playerId: number,
  resource: string,
  amount: number,
): void {
  expect(operator(server, 'set-resource', `#${playerId}`, resource, String(amount))).toContain(
    `${resource} set to ${amount}`,
  );
}

/**
 * A registered player with a hero already chosen (so logging in leads to the road rather than
 * character selection) at `level`, made through the API and the operator command.
 */
export async function registeredPlayer(
  server: RunningServer,
  name: string,
  lang: JourneyLang,
  level = 10,
): Promise<{ token: string; playerId: number }> {
  const res = await fetch(`${server.url}/api/security/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      password: PASSWORD,
      acceptPrivacy: true,
      acceptCookies: true,
      acceptAgreement: true,
      lang: lang.toUpperCase(),
    }),
  });
  expect(res.status).toBe(200);
  const token = res.headers.get('jsession')!;
  const { playerId } = (await res.json()) as { playerId: number };
  const chosen = await fetch(`${server.url}/api/hero/choose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ heroId: 'hero_dobrynya' }),
  });
  expect(chosen.status).toBe(200);
  expect(operator(server, 'set-level', name, String(level))).toContain(`is now level ${level}`);
  return { token, playerId };
}

/** A registered player at `level` (the chat's 10 unless said); `gold` sets their gold too. */
export async function chatCapablePlayer(
  server: RunningServer,
  name: string,
  lang: JourneyLang,
  level = 10,
  gold?: number,
) {
  await registeredPlayer(server, name, lang, level);
  if (gold === undefined) return;
  expect(operator(server, 'set-resource', name, 'GOLD', String(gold))).toContain('GOLD set to');
}

export interface Player {
  readonly lang: JourneyLang;
  readonly name: string;
  readonly browser: Browser;
  readonly t: ReturnType<typeof texts>['t'];
  /** Alerts or other dialogs the page opened; markup must never run. */
  readonly alerts: string[];
}

/** Logs in through the welcome screen, then waits for the live link to be up. */
export async function logIn(
  server: RunningServer,
  lang: JourneyLang,
  name: string,
): Promise<Player> {
  const { t } = texts(lang);
  const browser = await launchBrowser({
    clock: server.clock,
    width: 600,
    height: 900,
    locale: lang === 'ru' ? 'ru-RU' : 'en-US',
  });
  const alerts: string[] = [];
  browser.page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const { page } = browser;
  await page.goto(`${server.url}/?lang=${lang}&renderer=canvas`);
  await waitForScene(page, 'characterSelection');
  await page.getByRole('button', { name: t.welcome.login }).click();
  const form = page.getByRole('dialog', { name: t.login.title });
  await form.getByLabel(t.form.nickname).fill(name);
  await form.getByLabel(t.form.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(t.form.password, { exact: true }).press('Enter');
  await waitForScene(page, 'road');
  await page.locator('.social-bar[data-link="online"]').waitFor({ timeout: 60_000 });
  return { lang, name, browser, t, alerts };
}
