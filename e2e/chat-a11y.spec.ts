import type { Page } from '@playwright/test';
import { CHAT_TEXTS } from '../common/chat-texts';
import { follow, pageFor } from './chat-helpers';
import { expect, registerMember, test } from './fixtures';

// The chat for a screen reader: a message arriving in the open conversation is read out once by a
// polite live region (the history shown on opening, and the member's own messages, are not), and
// every bubble says who sent it, not only by its side.

/** Resolves once the page's socket is held by the server: what is sent after that reaches it live. */
function socketGreeted(page: Page) {
  return page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"unread"')));
}

test.describe('chat for assistive technology', () => {
  test('a message arriving in the open conversation is announced once; the history and my own are not', async ({
    browser,
    baseURL,
    isMobile,
  }) => {
    const alex = await registerMember(baseURL!, { firstName: 'Alex', lastName: 'Speaker' });
    const bea = await registerMember(baseURL!, { firstName: 'Bea', lastName: 'Listener' });
    await follow(alex, bea);
    await follow(bea, alex);
    const send = (content: string) => alex.api.post(`/api/messages/${bea.account.user.id}`, { data: { content } });
    expect((await send('Earlier hello')).status()).toBe(201);

    const page = await pageFor(browser, bea, baseURL!, isMobile);
    const greeted = socketGreeted(page);
    await page.goto(`/chat?with=${alex.account.user.id}`);
    const conversation = page.getByRole('region', { name: 'Conversation with Alex Speaker' });
    const messages = conversation.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    const log = page.getByRole('log', { name: CHAT_TEXTS.newMessagesLabel });
    await expect(messages.filter({ hasText: 'Earlier hello' })).toBeVisible();
    await greeted;
    // The history shown on opening is not read out.
    await expect(log).toHaveText('');
    // Each bubble says who sent it to a screen reader (the side alone says nothing).
    await expect(messages.filter({ hasText: 'Earlier hello' })).toContainText('Alex Speaker: Earlier hello');

    expect((await send('Squats at six?')).status()).toBe(201);
    await expect(log).toContainText(CHAT_TEXTS.messageFrom('Alex Speaker', 'Squats at six?'));
    await expect(log.getByText('Squats at six?')).toHaveCount(1);

    // My own reply is in my bubble as "You: ...", and is not announced to me.
    const input = page.getByPlaceholder(CHAT_TEXTS.inputPlaceholder);
    await input.fill('On my way');
    await input.press('Enter');
    const mine = messages.filter({ hasText: 'On my way' });
    await expect(mine).toHaveAttribute('data-message-id', /^\d+$/);
    await expect(mine).toContainText(`${CHAT_TEXTS.you}: On my way`);
    await expect(log).not.toContainText('On my way');

    // The next message from Alex is added to what was said, not said again with the first.
    expect((await send('Bring chalk')).status()).toBe(201);
    await expect(log).toContainText(CHAT_TEXTS.messageFrom('Alex Speaker', 'Bring chalk'));
    await expect(log.getByText('Squats at six?')).toHaveCount(1);
    await expect(log.getByText('Bring chalk')).toHaveCount(1);

    await page.context().close();
    await Promise.all([alex.api.dispose(), bea.api.dispose()]);
  });
});
