import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockListEditor } from './block-list-editor';

interface Blocked {
  host: string;
  blockedAt: string;
}

// Only the fields the editor reads: what a query holds while loading, after an error, or with data.
const query = (state: Partial<UseQueryResult<Blocked[]>>) => state as UseQueryResult<Blocked[]>;

const render = (blocked: UseQueryResult<Blocked[]>) =>
  renderToStaticMarkup(
    <BlockListEditor
      label="Block a server"
      placeholder="server.example"
      submitLabel="Block"
      pattern={/^[a-z.]+$/}
      invalidMessage="Not a server"
      onBlock={() => {}}
      onUnblock={() => {}}
      busy={false}
      blocked={blocked}
      listLabel="Blocked servers"
      emptyText="No server is blocked."
      nameOf={(item) => item.host}
      keyOf={(item) => item.host}
    />,
  );

describe("the admin's list of blocks with its add form", () => {
  it('labels the field and names the button as the caller says', () => {
    const html = render(query({ isPending: true }));
    expect(html).toMatch(/<label[^>]*>Block a server<\/label>/);
    expect(html).toContain('placeholder="server.example"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Block<\/button>/);
  });

  it('says when nothing is blocked, and when the list could not be loaded', () => {
    expect(render(query({ isPending: false, isError: false, data: [] }))).toContain('No server is blocked.');
    expect(render(query({ isPending: false, isError: true }))).toContain(
      'This list could not be loaded. Please reload the page.',
    );
  });

  it('lists each block with its time and an Unblock button that names it', () => {
    const data = [{ host: 'spam.example', blockedAt: '2026-01-02T03:04:05.000Z' }];
    const html = render(query({ isPending: false, isError: false, data }));
    expect(html).toContain('<ul aria-label="Blocked servers"');
    expect(html).toContain('spam.example</p>');
    expect(html).toContain('dateTime="2026-01-02T03:04:05.000Z"');
    expect(html).toContain('aria-label="Unblock spam.example"');
  });
});
