import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT, launchBrowser, waitForScene, type Browser, type RunningServer } from './harness';
import { texts, type JourneyLang } from './texts';

const PASSWORD = 'dragon-slayer-7';

/**
 * A registered player with a hero at `level` (the chat's 10 unless said), made through the API
 * and the operator command; `gold` sets their gold too.
 */
export async function chatCapablePlayer(
  server: RunningServer,
  name: string,
  lang: JourneyLang,
  level = 10,
  gold?: number,
) {
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
  // A hero already chosen, so logging in leads to the road rather than character selection.
  const chosen = await fetch(`${server.url}/api/hero/choose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: res.headers.get('jsession')! },
    body: JSON.stringify({ heroId: 'hero_dobrynya' }),
  });
  expect(chosen.status).toBe(200);
  const admin = spawnSync(
    process.execPath,
    [
      join(ROOT, 'packages/server/dist/cli/admin.js'),
      'set-level',
      name,
      String(level),
      '--reason',
      'journey',
    ],
    { env: { ...process.env, DATABASE_URL: server.databaseUrl }, encoding: 'utf8' },
  );
  expect(admin.stdout).toContain(`is now level ${level}`);
  if (gold === undefined) return;
  const money = spawnSync(
    process.execPath,
    [
      join(ROOT, 'packages/server/dist/cli/admin.js'),
      'set-resource',
      name,
      'GOLD',
      String(gold),
      '--reason',
      'journey',
    ],
    { env: { ...process.env, DATABASE_URL: server.databaseUrl }, encoding: 'utf8' },
  );
  expect(money.stdout).toContain('GOLD set to');
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
  await page.locator('.social-bar[data-link="online"]').waitFor({ timeout: 15_000 });
  return { lang, name, browser, t, alerts };
}
