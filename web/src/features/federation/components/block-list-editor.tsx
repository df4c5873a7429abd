import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { timeLabel } from '@/lib/time-label';

interface BlockListEditorProps<Item extends { blockedAt: string }> {
  /** The field's label, its hint (short enough for a 360 px phone) and the submit button's name. */
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Turns what was typed into what the server stores (trimmed already). */
  normalize?: (typed: string) => string;
  /** Checked here before anything is sent; `invalidMessage` is shown when it does not match. */
  pattern: RegExp;
  invalidMessage: string;
  /** Sends the block; `done.onError` shows a message under the field (the caller may toast instead). */
  onBlock: (value: string, done: { onSuccess: () => void; onError: (message: string) => void }) => void;
  onUnblock: (item: Item) => void;
  busy: boolean;
  blocked: UseQueryResult<Item[]>;
  /** The list's accessible name and what it says when nothing is blocked. */
  listLabel: string;
  emptyText: string;
  /** What is blocked as the list shows it (and names its Unblock button), and its React key. */
  nameOf: (item: Item) => string;
  keyOf: (item: Item) => string;
}

/**
 * The form to block something of another server (a whole server, one account) and the list of
 * what is blocked, each with Unblock: the admin's Servers tab shows one for each.
 */
export function BlockListEditor<Item extends { blockedAt: string }>(props: BlockListEditorProps<Item>) {
  const { blocked, busy, nameOf } = props;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = typed.trim();
    const value = props.normalize ? props.normalize(trimmed) : trimmed;
    if (!props.pattern.test(value)) return setError(props.invalidMessage);
    setError(null);
    props.onBlock(value, { onSuccess: () => setTyped(''), onError: setError });
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1">
        <Label htmlFor={inputId}>{props.label}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={props.placeholder}
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <Button type="submit" disabled={busy}>
            {props.submitLabel}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
      {blocked.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : blocked.isError ? (
        <p className="text-sm text-destructive">This list could not be loaded. Please reload the page.</p>
      ) : blocked.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.emptyText}</p>
      ) : (
        <ul
          aria-label={props.listLabel}
          className="flex flex-col divide-y divide-border rounded-lg border border-border"
        >
          {blocked.data.map((item) => (
            <li key={props.keyOf(item)} className="flex items-center gap-3 px-3 py-2 text-sm">
              <p className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">{nameOf(item)}</p>
              <time dateTime={item.blockedAt} className="shrink-0 text-xs text-muted-foreground">
                {timeLabel(item.blockedAt)}
              </time>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Unblock ${nameOf(item)}`}
                onClick={() => props.onUnblock(item)}
              >
                Unblock
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
