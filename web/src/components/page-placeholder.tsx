import { Construction, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

export interface PagePlaceholderProps {
  title: string;
  note: ReactNode;
  icon?: LucideIcon;
  children?: ReactNode;
}

/** A page whose domain is not built yet: its heading and a one-line note, never a blank screen. */
export function PagePlaceholder({ title, note, icon: Icon = Construction, children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-border bg-card p-5 text-muted-foreground">
        <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p className="min-w-0 [overflow-wrap:anywhere]">{note}</p>
      </div>
      {children}
    </div>
  );
}
