import { LIMITS } from '@common/limits';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes itself; 5 s by default (spec section 9). */
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
}

// One toast at a time (spec: toast limit 1): a new toast replaces the one on screen.
let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function schedule(toastState: ToastState) {
  clearTimeout(timer);
  timer = setTimeout(() => dismissToast(toastState.id), toastState.duration ?? LIMITS.toastDurationMs);
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...input, id };
  schedule(current);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast with that id, or whatever toast is showing. */
export function dismissToast(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(timer);
  current = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

export function useToast() {
  const active = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toast, dismiss: dismissToast, current: active };
}

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  success: 'border-primary/30 bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

/**
 * The one place toasts appear: a live region that is always in the page, so screen readers
 * announce what is put in it.
 */
export function Toaster() {
  const { current: active } = useToast();
  const toastRef = useRef<HTMLDivElement>(null);

  // While the pointer or the keyboard is on the toast it stays open (WCAG 2.2.1, timing adjustable).
  useEffect(() => {
    const element = toastRef.current;
    if (!element || !active) return;
    const pause = () => clearTimeout(timer);
    const resume = () => schedule(active);
    element.addEventListener('mouseenter', pause);
    element.addEventListener('mouseleave', resume);
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      element.removeEventListener('mouseenter', pause);
      element.removeEventListener('mouseleave', resume);
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
    };
  }, [active]);

  const variant = active?.variant ?? 'default';
  const Icon = variant === 'destructive' ? CircleAlert : variant === 'success' ? CircleCheck : null;
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-2 z-[100] flex justify-center px-3 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:justify-end"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full max-w-sm">
        {active && (
          <div
            key={active.id}
            ref={toastRef}
            data-variant={variant}
            className={cn(
              'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg animate-fade-in',
              variantClass[variant],
            )}
          >
            {Icon && (
              <Icon
                className={cn('mt-0.5 size-5 shrink-0', variant === 'success' && 'text-primary')}
                aria-hidden="true"
              />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{active.title}</p>
              {active.description && <p className="mt-0.5 text-sm opacity-90">{active.description}</p>}
            </div>
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(active.id)}
              className="-m-1 inline-flex size-7 shrink-0 max-sm:-m-2.5 max-sm:size-11 cursor-pointer items-center justify-center rounded-md opacity-80 hover:opacity-100"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
