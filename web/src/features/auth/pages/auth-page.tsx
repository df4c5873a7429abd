import { Dumbbell, MapPin, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageTitle } from '@/lib/use-page-title';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { SignedOutNotice } from '../components/signed-out-notice';
import { returnPathFrom } from '../lib/return-path';
import { useSession } from '../session-provider';

export type AuthTab = 'login' | 'register';

const IDEAS = [
  { icon: Dumbbell, title: 'Track Progress', text: 'Log workouts and meals and watch your goals move week by week.' },
  { icon: MapPin, title: 'Find Gyms', text: 'Discover gyms near you, with distance and opening hours at a glance.' },
  { icon: Users, title: 'Connect', text: 'Follow friends and trainers, share wins and chat in real time.' },
] as const;

/**
 * The landing and auth page (/, /login, /register): Login and Sign Up tabs and the three ideas.
 * It has no header, sidebar or bottom navigation; a signed-in member goes to the dashboard.
 */
export function AuthPage({ initialTab = 'login' }: { initialTab?: AuthTab }) {
  const { user, endedBecause } = useSession();
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [focusSignUp, setFocusSignUp] = useState(0);
  const firstSignUpField = useRef<HTMLDivElement>(null);
  usePageTitle(tab === 'register' ? 'Sign Up' : 'Login');

  // Get Started opens Sign Up and puts the cursor in its first field.
  useEffect(() => {
    if (focusSignUp) firstSignUpField.current?.querySelector('input')?.focus();
  }, [focusSignUp]);

  if (user) return <Navigate to={returnPathFrom(location.state)} replace />;

  const getStarted = () => {
    setTab('register');
    setFocusSignUp((n) => n + 1);
  };

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-primary-soft/60 via-background to-accent-soft/50">
      <SkipLink />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 outline-none sm:px-6 lg:grid-cols-2 lg:content-center lg:gap-x-12 lg:py-12"
      >
        <section aria-labelledby="landing-title" className="flex flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <BrandLogo />
          <div className="flex flex-col gap-3">
            <h1
              id="landing-title"
              className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl"
            >
              Your fitness journey, <span className="text-primary">better together</span>
            </h1>
            <p className="max-w-prose text-base text-muted-foreground sm:text-lg">
              FitCircle is the social network for people who move: track your training, find a gym and keep each other
              going.
            </p>
          </div>
          <div>
            <Button size="lg" onClick={getStarted}>
              Get Started
            </Button>
          </div>
        </section>

        <Card className="w-full max-w-md justify-self-center lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center lg:justify-self-end">
          <CardHeader>
            <CardTitle>Welcome to FitCircle</CardTitle>
            <CardDescription>Sign in or create your free account.</CardDescription>
          </CardHeader>
          <CardContent>
            {endedBecause && <SignedOutNotice reason={endedBecause} />}
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList aria-label="Sign in or sign up">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm />
              </TabsContent>
              <TabsContent value="register">
                <div ref={firstSignUpField}>
                  <RegisterForm />
                </div>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>

        <section aria-label="What you can do" className="lg:col-start-1 lg:row-start-2">
          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {IDEAS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl border border-border bg-card/80 p-4 shadow-sm">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-strong">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h2 className="font-semibold">{title}</h2>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="px-4 py-4 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} FitCircle. Train hard, be kind.
      </footer>
    </div>
  );
}
