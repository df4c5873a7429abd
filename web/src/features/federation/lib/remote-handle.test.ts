import { describe, expect, it } from 'vitest';
import { remoteHandleOf } from './remote-handle';

describe('remoteHandleOf: which searches are fediverse addresses', () => {
  it('reads @name@server with or without the first @, a port, and the server in lower case', () => {
    expect(remoteHandleOf('@ann@social.example')).toBe('@ann@social.example');
    expect(remoteHandleOf('  ann_runs@Social.Example ')).toBe('@ann_runs@social.example');
    expect(remoteHandleOf('@bob@127.0.0.1:8080')).toBe('@bob@127.0.0.1:8080');
  });

  it('leaves every other search to the other sections', () => {
    for (const q of ['', 'ann', '@ann', '#tempo', 'ann@', '@ann@', 'a b@c.d', '@ann@social.example/path']) {
      expect(remoteHandleOf(q), q).toBeNull();
    }
  });
});
