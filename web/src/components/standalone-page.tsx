import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SkipLink } from '@/components/skip-link';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/**
 * A page that stands alone, like sign-in: no header or navigation, one card (password reset,
 * address confirmation, unsubscribe). These pages work signed out, opened from an email.
 */
export function StandalonePage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-primary-soft/60 via-background to-accent-soft/50">
      <SkipLink />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-4 py-8 outline-none sm:py-16"
      >
        <Link to="/" className="tap-target self-start rounded-md focus-visible:ring-2 focus-visible:ring-ring">
          <BrandLogo />
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-bold leading-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent className="flex flex-col gap-4">{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
