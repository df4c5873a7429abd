import {
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

interface TabsContextValue {
  baseId: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

const safe = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '-');

export interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist of tabs, each controlling a tabpanel. Arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the Tab order.
 */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue);
  const current = value ?? internal;
  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export interface TabsListProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * 'row' (default): one row of tabs at every width. 'grid': on phones, rows of four (for lists of
   * more tabs than a 360 px row holds at 44 px each, like the admin sections).
   */
  layout?: 'row' | 'grid';
}

export function TabsList({ className, children, layout = 'row', ...props }: TabsListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next].focus();
    tabs[next].click();
  };
  return (
    <div
      role="tablist"
      data-layout={layout}
      className={cn(
        'inline-flex w-full items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground max-sm:items-stretch',
        layout === 'grid' && 'max-sm:grid max-sm:grid-cols-4',
        className,
      )}
      onKeyDown={onKeyDown}
      {...props}
    >
      {children}
    </div>
  );
}

export interface TabsTriggerProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onClick'> {
  value: string;
  disabled?: boolean;
}

export function TabsTrigger({ value, className, children, disabled, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${safe(value)}`}
      aria-controls={`${tabs.baseId}-panel-${safe(value)}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => tabs.select(value)}
      className={cn(
        'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
        // Phones (issue 16): 44 px touch targets, and a row of tabs that fits 360 px: smaller text,
        // and a long label breaks between its words inside its tab instead of pushing the row wider
        // (a tab never gets narrower than its longest word: flex items keep min-width: auto).
        'max-sm:min-h-11 max-sm:gap-1 max-sm:px-1 max-sm:text-center max-sm:text-xs max-sm:leading-tight max-sm:whitespace-normal',
        'hover:text-foreground disabled:pointer-events-none disabled:opacity-50',
        'aria-selected:bg-card aria-selected:text-foreground aria-selected:shadow-sm',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export interface TabsContentProps extends HTMLAttributes<HTMLDivElement> {
  value: string;
}

/**
 * A tab's panel. A panel's content mounts the first time it is shown (a page does not build and
 * fetch for tabs nobody opened: issue 21), then stays mounted while hidden, so a half-filled form
 * keeps its values. A panel without focusable content should get `tabIndex={0}` so keyboard users
 * can reach it (APG).
 */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const [shown, setShown] = useState(selected);
  if (selected && !shown) setShown(true);
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${safe(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${safe(value)}`}
      hidden={!selected}
      className={cn('mt-4', className)}
      {...props}
    >
      {shown && children}
    </div>
  );
}
