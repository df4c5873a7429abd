import { textRoom } from '@common/text-room';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

export interface ConfirmRequest {
  title: string;
  description: string;
  confirmLabel: string;
  /** Destructive actions get a red button. */
  destructive?: boolean;
  /** The button's text while the action runs (default 'Working...'). */
  pendingLabel?: string;
  /**
   * Shows an optional text field (a suspension reason, a note) with this label, counted against
   * `max`, the server's limit for it (a constant in common/).
   */
  note?: { label: string; max: number };
  /** Runs the action; the dialog closes when it succeeds and stays open when it failed. */
  onConfirm: (note: string | undefined) => Promise<unknown>;
}

/**
 * Where focus goes back when the dialog closes. A confirm dialog is opened by a callback (`onAsk`),
 * not by a DialogTrigger, so Radix has no trigger to return to and focus fell to <body>. The element
 * focused when the dialog opened (the row's Suspend button) is remembered instead: a layout effect
 * runs before Radix's focus scope moves focus into the dialog (a passive effect). If that element
 * left the page meanwhile (the row re-rendered after the action), Radix's own handling stays.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/** An action that asks first: what will happen, Cancel or the action's own button (admin actions, deletes). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const returnFocus = useReturnFocus(request !== null);
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by title: a new request starts with an empty note. */}
      {request && (
        <ConfirmContent key={request.title} request={request} onClose={onClose} onCloseAutoFocus={returnFocus} />
      )}
    </Dialog>
  );
}

function ConfirmContent({
  request,
  onClose,
  onCloseAutoFocus,
}: {
  request: ConfirmRequest;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const room = request.note ? textRoom(note, request.note.max) : null;
  const confirm = async () => {
    // Kept whole in the box, marked and counted, until it fits.
    if (room?.over) return;
    setPending(true);
    try {
      await request.onConfirm(note.trim() || undefined);
      onClose();
    } catch {
      // The failure was toasted by the action; the member can try again or cancel.
    } finally {
      setPending(false);
    }
  };
  return (
    <DialogContent onEscapeKeyDown={(event) => pending && event.preventDefault()} onCloseAutoFocus={onCloseAutoFocus}>
      <DialogHeader>
        <DialogTitle>{request.title}</DialogTitle>
        <DialogDescription>{request.description}</DialogDescription>
      </DialogHeader>
      {request.note && room && (
        <FormField id={noteId} label={request.note.label} room={room}>
          {(control) => <Textarea {...control} value={note} onChange={(event) => setNote(event.target.value)} />}
        </FormField>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button
          variant={request.destructive ? 'destructive' : 'default'}
          disabled={pending || room?.over}
          aria-busy={pending}
          onClick={() => void confirm()}
        >
          {pending ? (request.pendingLabel ?? 'Working...') : request.confirmLabel}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}
