import type { APIRequestContext, Page } from '@playwright/test';
import { MODERATION_MESSAGES } from '../common/admin-texts';
import { CHAT_TEXTS } from '../common/chat-texts';
import { PEOPLE_TOASTS } from '../common/people-texts';
import { follow, type Member, pageFor } from './chat-helpers';
import { expect, registerMember, test, toast } from './fixtures';

const contact = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Contacts' }).getByRole('button', { name: new RegExp(name) });

async function dispose(...members: Member[]) {
  for (const m of members) await (m.api as APIRequestContext).dispose();
}

test.describe('chat', () => {
  test('two members chat in real time: presence, unread badges, read receipts, replies', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const alex = await registerMember(baseURL!, { firstName: 'Alex', lastName: 'Sender' });
    const bea = await registerMember(baseURL!, { firstName: 'Bea', lastName: 'Receiver' });
    await follow(alex, bea);
    await follow(bea, alex);
    const beaPage = await pageFor(browser, bea, baseURL!, isMobile);
    await beaPage.goto('/chat');
    // On a phone the list is the first view; on a desktop the pane beside it invites a choice.
    if (!isMobile) await expect(beaPage.getByText(CHAT_TEXTS.noSelectionTitle)).toBeVisible();
    else await expect(beaPage.getByText(CHAT_TEXTS.noSelectionTitle)).toBeHidden();

    const alexPage = await pageFor(browser, alex, baseURL!, isMobile);
    await alexPage.goto('/chat');
    // Bea is online: her dot is green in Alex's list.
    await expect(contact(alexPage, 'Bea Receiver').getByTestId('online-dot')).toHaveAttribute('data-online', 'true');
    await contact(alexPage, 'Bea Receiver').click();
    const conversation = alexPage.getByRole('region', { name: 'Conversation with Bea Receiver' });
    await expect(conversation.getByText(CHAT_TEXTS.noMessagesTitle)).toBeVisible();
    await expect(conversation.getByText(CHAT_TEXTS.noMessagesNote)).toBeVisible();
    await expect(conversation.getByTestId('contact-status')).toHaveText('Online');
    const input = alexPage.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await input.fill('Squats at 6?');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const sent = conversation.getByRole('listitem').filter({ hasText: 'Squats at 6?' });
    await expect(sent).toContainText('Sent');
    // The temp- id was replaced by the stored one.
    await expect(sent).toHaveAttribute('data-message-id', /^\d+$/);

    // Bea, elsewhere on the page, gets the unread badge on Alex and in the header at once.
    await expect(contact(beaPage, 'Alex Sender')).toContainText('1 unread');
    await expect(contact(beaPage, 'Alex Sender')).toContainText('Squats at 6?');
    await expect(beaPage.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await contact(beaPage, 'Alex Sender').click();
    const beaConversation = beaPage.getByRole('region', { name: 'Conversation with Alex Sender' });
    await expect(beaConversation.getByText('Squats at 6?')).toBeVisible();
    await expect(beaPage.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    // Alex sees that Bea read it.
    await expect(sent).toContainText('Read');

    // A message pasted over the limit stays whole in the box, counted, and cannot be sent.
    const beaInput = beaPage.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await beaInput.fill('z'.repeat(2002));
    await expect(beaInput).toHaveValue('z'.repeat(2002));
    await expect(beaInput).toHaveAccessibleDescription('2 characters too many');
    await expect(beaPage.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await beaInput.fill('Deal. Bring chalk.');
    await beaPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(conversation.getByText('Deal. Bring chalk.')).toBeVisible();

    // Bea leaves: Alex sees her go offline.
    await beaPage.context().close();
    await expect(conversation.getByTestId('contact-status')).toHaveText('Offline');
    await alexPage.context().close();
    await dispose(alex, bea);
  });

  test("a message shows once in the tab that sent it, from its ack, and in the sender's other tab from the server", async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const alex = await registerMember(baseURL!, { firstName: 'Alex', lastName: 'Twotabs' });
    const bea = await registerMember(baseURL!, { firstName: 'Bea', lastName: 'Reader' });
    await follow(alex, bea);
    // Two windows of one session: a background tab of one window would be throttled by Chromium.
    const sendingTab = await pageFor(browser, alex, baseURL!, isMobile);
    const otherTab = await pageFor(browser, alex, baseURL!, isMobile);
    // The other tab's socket is greeted once the server holds it: nothing sent after that is missed.
    const greeted = otherTab
      .waitForEvent('websocket')
      .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"unread"')));
    const conversations = [sendingTab, otherTab].map((tab) =>
      tab.getByRole('region', { name: 'Conversation with Bea Reader' }),
    );
    for (const [i, tab] of [sendingTab, otherTab].entries()) {
      await tab.goto(`/chat?with=${bea.account.user.id}`);
      await expect(conversations[i].getByText(CHAT_TEXTS.noMessagesTitle)).toBeVisible();
    }
    await greeted;

    const input = sendingTab.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await input.fill('Two tabs, one message');
    await input.press('Enter');
    const [sent, copy] = conversations.map((c) => c.getByRole('listitem').filter({ hasText: 'Two tabs, one message' }));
    // The ack alone turns the temp- id into the stored one (no copy comes back to this tab).
    await expect(sent).toHaveAttribute('data-message-id', /^\d+$/);
    await expect(sent).toHaveCount(1);
    await expect(copy).toHaveAttribute('data-message-id', (await sent.getAttribute('data-message-id'))!);
    await expect(copy).toHaveCount(1);
    for (const tab of [sendingTab, otherTab]) await tab.context().close();
    await dispose(alex, bea);
  });

  test('a message from someone not followed back shows up, with a note and a Follow button instead of the send form', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const fan = await registerMember(baseURL!, { firstName: 'Finn', lastName: 'Fan' });
    const star = await registerMember(baseURL!, { firstName: 'Stella', lastName: 'Star' });
    await follow(fan, star);
    expect(
      (await fan.api.post(`/api/messages/${star.account.user.id}`, { data: { content: 'Big fan!' } })).status(),
    ).toBe(201);
    const page = await pageFor(browser, star, baseURL!, isMobile);
    await page.goto('/notifications');
    await page.getByRole('link', { name: /Finn Fan sent you a message/ }).click();
    await expect(page).toHaveURL(/\/chat\?with=\d+$/);
    await expect(page.getByRole('region', { name: 'Conversation with Finn Fan' }).getByText('Big fan!')).toBeVisible();
    await expect(page.getByText(CHAT_TEXTS.followToReply('Finn Fan'))).toBeVisible();
    await expect(page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder)).toHaveCount(0);
    // Following from the conversation turns the note into the send form.
    await page.getByRole('button', { name: CHAT_TEXTS.followNamed('Finn Fan') }).click();
    await expect(toast(page)).toContainText(PEOPLE_TOASTS.followingNamed('Finn Fan'));
    await expect(page.getByText(CHAT_TEXTS.followToReply('Finn Fan'))).toHaveCount(0);
    const input = page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await input.fill('Thanks, Finn!');
    await input.press('Enter');
    const reply = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Thanks, Finn!' });
    await expect(reply).toHaveAttribute('data-message-id', /^\d+$/);
    await page.context().close();
    await dispose(fan, star);
  });

  test('a message refused because of a block says why and offers no Send again', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const alex = await registerMember(baseURL!, { firstName: 'Alex', lastName: 'Blocked' });
    const bea = await registerMember(baseURL!, { firstName: 'Bea', lastName: 'Blocker' });
    await follow(alex, bea);
    await follow(bea, alex);
    const page = await pageFor(browser, alex, baseURL!, isMobile);
    // The socket is greeted once the server holds it: the send below goes over it.
    const greeted = page
      .waitForEvent('websocket')
      .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"unread"')));
    await page.goto(`/chat?with=${bea.account.user.id}`);
    const conversation = page.getByRole('region', { name: 'Conversation with Bea Blocker' });
    await expect(conversation.getByText(CHAT_TEXTS.noMessagesTitle)).toBeVisible();
    await greeted;

    // Bea blocks Alex while his conversation with her is open.
    const blocked = await bea.api.post(`/api/blocks/${alex.account.user.id}`);
    expect(blocked.status(), await blocked.text()).toBe(200);
    const input = page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await input.fill('Still on for tonight?');
    await input.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(MODERATION_MESSAGES.blockedMessage);
    const refused = conversation.getByRole('listitem').filter({ hasText: 'Still on for tonight?' });
    await expect(refused).toContainText(CHAT_TEXTS.notSent);
    await expect(refused).toContainText(MODERATION_MESSAGES.blockedMessage);
    // Sending again cannot change a block: no button offers it.
    await expect(refused.getByRole('button', { name: CHAT_TEXTS.retry })).toHaveCount(0);
    await page.context().close();
    await dispose(alex, bea);
  });

  test('the notifications page and the header badges update live over the socket', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const writer = await registerMember(baseURL!, { firstName: 'Wren', lastName: 'Writer' });
    const reader = await registerMember(baseURL!, { firstName: 'Rae', lastName: 'Reader' });
    await follow(writer, reader);
    const page = await pageFor(browser, reader, baseURL!, isMobile);
    await page.goto('/dashboard');
    // Wren's follow is there already; the bell counts it (D5: real counts).
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    // A new follower while the member is elsewhere: the bell counts at once.
    const other = await registerMember(baseURL!, { firstName: 'Ola', lastName: 'Other' });
    await follow(other, reader);
    await expect(banner.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    // Opening the page shows both and marks them read (issue 16).
    await banner.getByRole('link', { name: 'Notifications, 2 unread' }).click();
    await expect(page.getByRole('link', { name: /Wren Writer started following you/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ola Other started following you/ })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

    const send = (content: string) => writer.api.post(`/api/messages/${reader.account.user.id}`, { data: { content } });
    expect((await send('Morning run?')).status()).toBe(201);
    await expect(page.getByRole('link', { name: /Wren Writer sent you a message/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    // The page marks what it shows read with a call of its own: a message sent before that call
    // has landed still counts into the unread notification ("sent you 2 messages"), as it should.
    await expect
      .poll(async () => {
        const list = (await (await reader.api.get('/api/notifications')).json()) as { type: string; read: boolean }[];
        return list.find((notification) => notification.type === 'message')?.read;
      })
      .toBe(true);
    expect((await send('5k easy pace')).status()).toBe(201);
    // The first one was shown, so read: the second message's new notification replaces it (one
    // row per contact, not one per message read while the page was open).
    await expect(page.getByRole('link', { name: /Wren Writer sent you a message/ })).toHaveCount(1);
    await expect
      .poll(async () => {
        const list = (await (await reader.api.get('/api/notifications')).json()) as { type: string }[];
        return list.filter((notification) => notification.type === 'message').length;
      })
      .toBe(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages, 2 unread' })).toBeVisible();

    // The header's message button opens the chat list; reading the conversation clears the badge.
    await page.getByRole('banner').getByRole('link', { name: 'Messages, 2 unread' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await contact(page, 'Wren Writer').click();
    await expect(
      page.getByRole('region', { name: 'Conversation with Wren Writer' }).getByText('5k easy pace'),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
    await page.context().close();
    await dispose(writer, reader, other);
  });

  test('a member without contacts sees the empty states @desktop', async ({ page, member }) => {
    void member;
    await page.goto('/chat');
    await expect(page.getByText(CHAT_TEXTS.noContacts)).toBeVisible();
    await expect(page.getByText(CHAT_TEXTS.noSelectionTitle))
      .toBeHidden({ timeout: 1 })
      .catch(() => {});
  });

  test('alerts when the connection is not ready and when a send fails', async ({ browser, baseURL, isMobile }) => {
    const a = await registerMember(baseURL!, { firstName: 'Ada', lastName: 'Alert' });
    const b = await registerMember(baseURL!, { firstName: 'Ben', lastName: 'Busy' });
    await follow(a, b);
    const page = await pageFor(browser, a, baseURL!, isMobile);
    // A socket the server keeps closing: the client retries with backoff, and sending is refused.
    await page.routeWebSocket('/ws', (ws) => ws.close());
    await page.goto(`/chat?with=${b.account.user.id}`);
    await page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder).fill('hello?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(CHAT_TEXTS.notReady);
    await expect(page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder)).toHaveValue('hello?');
    await page.context().close();

    // A socket that opens but whose server refuses to store the message.
    const page2 = await pageFor(browser, a, baseURL!, isMobile);
    let refused = 0;
    await page2.routeWebSocket('/ws', (ws) => {
      ws.onMessage((frame) => {
        const event = JSON.parse(String(frame));
        if (event.type !== 'message') return;
        // The first is refused; sent again, the message is stored.
        if (refused++ === 0) {
          ws.send(JSON.stringify({ type: 'error', code: 'server', message: 'x', tempId: event.tempId }));
        } else {
          ws.send(
            JSON.stringify({ type: 'ack', tempId: event.tempId, id: 987654, timestamp: new Date().toISOString() }),
          );
        }
      });
    });
    await page2.goto(`/chat?with=${b.account.user.id}`);
    await expect(page2.getByText(CHAT_TEXTS.reconnecting)).toHaveCount(0);
    await page2.getByPlaceholder(CHAT_TEXTS.inputPlaceholder).fill('will fail');
    await page2.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page2.getByRole('alert')).toHaveText(CHAT_TEXTS.sendFailed);
    const messages = page2.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    await expect(messages).toContainText('Not sent');
    // The contacts list does not show a message that was never sent as the last one.
    if (!isMobile) await expect(contact(page2, 'Ben Busy')).not.toContainText('will fail');
    // What the member typed is not lost: sent again, it is stored once.
    await messages.getByRole('button', { name: CHAT_TEXTS.retry }).click();
    await expect(messages).toHaveCount(1);
    await expect(messages).toContainText('Sent');
    await expect(messages).toHaveAttribute('data-message-id', '987654');
    if (!isMobile) await expect(contact(page2, 'Ben Busy')).toContainText('will fail');
    await page2.context().close();
    await dispose(a, b);
  });

  test('on a phone the list and the conversation are two views @phone', async ({ browser, baseURL }) => {
    const a = await registerMember(baseURL!, { firstName: 'Pia', lastName: 'Phone' });
    const b = await registerMember(baseURL!, { firstName: 'Quinn', lastName: 'Quiet' });
    await follow(a, b);
    const page = await pageFor(browser, a, baseURL!, true);
    await page.goto('/chat');
    await contact(page, 'Quinn Quiet').click();
    await expect(page.getByRole('navigation', { name: 'Contacts' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Conversation with Quinn Quiet' })).toBeVisible();
    // The send box is on screen above the bottom bar, under the confirm-your-address notice
    // (Pia has not confirmed hers) and on a screen as short as a phone with its keyboard open.
    const input = page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    for (const height of [844, 450]) {
      await page.setViewportSize({ width: 390, height });
      await expect(async () => {
        const [box, nav] = [await input.boundingBox(), await bar.boundingBox()];
        expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y);
        expect(box!.y).toBeGreaterThanOrEqual(0);
      }).toPass();
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: CHAT_TEXTS.backToContacts }).click();
    await expect(contact(page, 'Quinn Quiet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conversation with Quinn Quiet' })).toHaveCount(0);
    await page.context().close();
    await dispose(a, b);
  });
});
