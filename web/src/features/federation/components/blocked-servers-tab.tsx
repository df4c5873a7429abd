import { FEDERATION_MESSAGES } from '@common/federation';
import { useBlockedServers, useSetServerBlocked } from '../api/blocked-servers';
import { BlockListEditor } from './block-list-editor';
import { BlockedAccountsSection } from './blocked-accounts-section';

/** Host names as the server stores them: lower case, an optional port. */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/;

/**
 * The admin's Servers tab: whole servers blocked from federating with this one (nothing of theirs
 * comes in, nothing goes to them), with a form to add one and Unblock on each; then single
 * accounts of other servers blocked the same way.
 */
export function BlockedServersTab() {
  const servers = useBlockedServers();
  const setBlocked = useSetServerBlocked();

  return (
    <div className="flex flex-col gap-4">
      <BlockListEditor
        label="Block a server"
        placeholder="server.example"
        submitLabel="Block"
        normalize={(typed) => typed.toLowerCase()}
        pattern={HOST}
        invalidMessage={FEDERATION_MESSAGES.badHost}
        // A refused block is toasted by useSetServerBlocked, so the field shows only bad input.
        onBlock={(host, done) => setBlocked.mutate({ host, blocked: true }, { onSuccess: done.onSuccess })}
        onUnblock={(server) => setBlocked.mutate({ host: server.host, blocked: false })}
        busy={setBlocked.isPending}
        blocked={servers}
        listLabel="Blocked servers"
        emptyText="No server is blocked."
        nameOf={(server) => server.host}
        keyOf={(server) => server.host}
      />
      <BlockedAccountsSection />
    </div>
  );
}
