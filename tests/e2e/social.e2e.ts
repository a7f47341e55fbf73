import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture, startServer, type RunningServer } from './harness';
import { socialButton } from './play';
import { chatCapablePlayer, logIn, uniqueSuffix, type Player } from './players';

const MARKUP = '<script>alert(1)</script><b>bold</b>';

const social = (page: Page, name: string) =>
  page.getByRole('navigation', { name }).getByRole('button');

describe('chat, mail and forum between two players', () => {
  let server: RunningServer;
  let alyona: Player;
  let boris: Player;

  beforeAll(async () => {
    server = await startServer();
    const suffix = uniqueSuffix();
    await chatCapablePlayer(server, `Alyona${suffix}`, 'ru');
    await chatCapablePlayer(server, `Boris${suffix}`, 'en');
    [alyona, boris] = await Promise.all([
      logIn(server, 'ru', `Alyona${suffix}`),
      logIn(server, 'en', `Boris${suffix}`),
    ]);
  });

  afterAll(async () => {
    await alyona?.browser.close();
    await boris?.browser.close();
    await server?.stop();
  });

  it('shows a chat message with markup to the other player live, as text', async () => {
    for (const p of [alyona, boris]) {
      await social(p.browser.page, p.t.chat.socialBar).filter({ hasText: p.t.chat.menu }).click();
      await p.browser.page.getByRole('dialog', { name: p.t.chat.title }).waitFor();
    }
    const a = alyona.browser.page;
    const b = boris.browser.page;
    // Boris's room is loaded and empty before the message is written: it can only come live.
    await b.getByText(boris.t.chat.empty).waitFor();
    await a.getByPlaceholder(alyona.t.chat.placeholder).fill(MARKUP);
    await a.getByPlaceholder(alyona.t.chat.placeholder).press('Enter');

    // The message is looked for in the list: the sender's own box may still hold the text.
    const inFeed = (p: typeof a, who: typeof alyona) =>
      p.getByRole('list', { name: who.t.chat.messagesLabel }).getByText(MARKUP, { exact: true });
    const line = inFeed(b, boris);
    await line.waitFor({ timeout: 5000 });
    await expect(line.textContent()).resolves.toBe(MARKUP);
    await expect(b.locator('.feed b, .feed script').count()).resolves.toBe(0);
    await inFeed(a, alyona).waitFor();
    expect([...alyona.alerts, ...boris.alerts]).toEqual([]);
    await picture(a, 'social-ru-01-chat');
    await picture(b, 'social-en-01-chat');
  });

  it('sends a letter from a chat name; it arrives live with the unread badge', async () => {
    const a = alyona.browser.page;
    const b = boris.browser.page;
    await b
      .getByRole('button', { name: boris.t.chat.authorLabel.replace('{{name}}', alyona.name) })
      .first()
      .click();
    // SPEC §2: the card replaces the chat.
    await b.getByRole('dialog', { name: boris.t.profile.title }).waitFor();
    await expect(b.locator('[data-overlay="chat"]').count()).resolves.toBe(0);
    await b.getByRole('button', { name: boris.t.profile.writeMail }).click();
    await b.getByRole('dialog', { name: boris.t.mail.title }).waitFor();

    await a.keyboard.press('Escape');
    const letter = `Hi ${alyona.name} <img src=x onerror=alert(2)> & <i>you</i>`;
    await b.getByPlaceholder(boris.t.mail.placeholder).fill(letter);
    await b.getByRole('button', { name: boris.t.mail.send }).click();
    await b.locator('.feed').getByText(letter, { exact: true }).waitFor();

    const mail = await socialButton(a, 'mail');
    await mail.locator('.social-badge', { hasText: '1' }).waitFor({ timeout: 5000 });
    await expect(mail.getAttribute('aria-label')).resolves.toBe(
      alyona.t.mail.menuUnread_one.replace('{{count}}', '1'),
    );
    await picture(a, 'social-ru-02-mail-badge');
    await mail.click();
    const row = a.getByRole('button', { name: new RegExp(boris.name) });
    await row.getByText(alyona.t.mail.unread_one.replace('{{count}}', '1')).waitFor();
    await row.click();
    const shown = a.locator('.feed').getByText(letter, { exact: true });
    await shown.waitFor();
    await expect(a.locator('.feed img, .feed i').count()).resolves.toBe(0);
    // Reading the dialog clears the badge on the chrome (MAIL_READ and the recount). The
    // browser's Back closes the dialog and stays in the game.
    const url = a.url();
    await a.goBack();
    await a.getByRole('dialog').waitFor({ state: 'detached' });
    expect(a.url()).toBe(url);
    // The column folded back when the dialog closed: unfolded again, the mail's badge is gone.
    await (
      await socialButton(a, 'mail')
    )
      .locator('.social-badge')
      .waitFor({ state: 'detached', timeout: 5000 });
    await mail.click();
    await row.click();
    await shown.waitFor();
    expect([...alyona.alerts, ...boris.alerts]).toEqual([]);
    await picture(a, 'social-ru-03-mail');
    await picture(b, 'social-en-03-mail');
    await a.keyboard.press('Escape');
    // Boris came to the mail through the chat and a profile: one Back closes it, the road stays.
    await b.goBack();
    await b.getByRole('dialog').waitFor({ state: 'detached' });
    await b.locator('canvas').waitFor();
    await b.locator('[data-overlay-button="chat"]').waitFor();
  });

  it('shows a forum topic with markup in its title and text as text', async () => {
    const a = alyona.browser.page;
    const b = boris.browser.page;
    const title = '<b>Bold</b> & <i>brave</i>';
    const text = 'The road <script>alert(3)</script>\n<u>goes on</u>';
    await (await socialButton(a, 'forum')).click();
    await a.getByRole('button', { name: alyona.t.forum.newTopic }).click();
    await a.getByLabel(alyona.t.forum.create.topicTitle).fill(title);
    await a.getByLabel(alyona.t.forum.create.tags).fill('markup, safety');
    await a.getByLabel(alyona.t.forum.create.text).fill(text);
    await a.getByRole('button', { name: alyona.t.forum.create.submit }).click();
    const heading = a.locator('.topic-heading', { hasText: title });
    await heading.waitFor();
    await expect(heading.textContent()).resolves.toBe(title);
    await expect(a.locator('.topic-text').textContent()).resolves.toBe(text);
    await picture(a, 'social-ru-04-forum-topic');

    await (await socialButton(b, 'forum')).click();
    const row = b.getByRole('button', { name: /Bold/ });
    await row.waitFor();
    await picture(b, 'social-en-04-forum-list');
    await row.click();
    await b.locator('.topic-text', { hasText: 'goes on' }).waitFor();
    await expect(b.locator('.topic-heading').textContent()).resolves.toBe(title);
    await expect(
      b.locator('.forum-scroll b, .forum-scroll script, .forum-scroll u').count(),
    ).resolves.toBe(0);
    expect([...alyona.alerts, ...boris.alerts]).toEqual([]);
    await picture(b, 'social-en-05-forum-topic');
  });
});
