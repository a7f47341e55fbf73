import { describe, expect, it } from 'vitest';
import { picture, waitForScene } from './harness';
import { serverAndBrowser } from './suite';
import { texts } from './texts';

const { t } = texts('en');

describe('a lost server connection', () => {
  // The server stops as in a real restart: it drains for the usual grace before it goes.
  const suite = serverAndBrowser(
    { width: 800, height: 900, locale: 'en-US' },
    { env: { DRAIN_GRACE_MS: '1500' } },
  );

  it('shows the connection page when the API cannot be reached at start', async () => {
    const page = await suite.browser.context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto(`${suite.server.url}/?lang=en&renderer=canvas`);
    const dialog = page.getByRole('dialog', { name: t.connection.title });
    // A whole start comes first (the page's files, then the sign-in's call and its three
    // retries), so it has the allowance a first scene has (`waitForScene`): 15 s ran out once
    // with two suites and their soaks on the machine.
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByText(t.connection.wait).waitFor();
    expect(errors).toContain('Server connection error');
    await picture(page, 'connection-01-at-start');
    await page.close();
  });

  it('shows the connection page when the server stops mid-game, and closes it', async () => {
    const { page, errors } = suite.browser;
    await page.goto(`${suite.server.url}/?lang=en&renderer=canvas`);
    await waitForScene(page, 'characterSelection');
    await page.getByRole('button', { name: t.welcome.guest }).click();
    await page.locator('.hero-choice .btn-primary').click();
    await waitForScene(page, 'road');

    // The player is in the settings when the server goes away. The realtime link notices the loss
    // by itself (two failed reconnections) and the connection page takes the place of the settings.
    await page.getByRole('button', { name: t.menu.settings }).click();
    const settings = page.getByRole('dialog', { name: t.settings.title });
    await settings.waitFor();

    await suite.server.stop();
    const dialog = page.getByRole('dialog', { name: t.connection.title });
    await dialog.waitFor({ timeout: 60_000 });
    await settings.waitFor({ state: 'detached' });
    expect(errors).toContain('Server connection error');
    await picture(page, 'connection-02-server-stopped');

    // The page's close action gives the canvas back.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.locator('.scene-chrome').getAttribute('inert')).resolves.toBeNull();
  });
});
