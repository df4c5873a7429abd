import { formatCount } from '@common/en-us-format';
import { TARGET_TEXTS } from '@common/meals-texts';
import { targetSourceLabel } from '@common/nutrition/daily-target';
import { Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useNutritionTarget, useRemoveOwnTarget } from '../api/daily-target';
import { OwnTargetForm } from './own-target-form';

const kcal = (n: number) => `${formatCount(n)} cal`;

/**
 * The day's one nutrition target and where it comes from (issue 16 point 3): the followed plan,
 * else the member's own target, else none, with the way to set their own.
 */
export function DailyTargetCard() {
  const state = useNutritionTarget();
  const remove = useRemoveOwnTarget();
  const [editing, setEditing] = useState(false);
  if (state.isPending) return <Skeleton className="h-20" />;
  if (state.isError) return null;
  const { target, own, suggestion } = state.data;
  return (
    <section aria-labelledby="daily-target-title" className="rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="daily-target-title" className="flex items-center gap-2 font-semibold">
            <Target className="size-4 text-primary" aria-hidden="true" />
            {TARGET_TEXTS.title}
          </h2>
          {target ? (
            <p className="mt-1 text-sm">
              <span className="font-semibold tabular-nums">{kcal(target.calories)}</span>{' '}
              <span className="text-muted-foreground">· {targetSourceLabel(target)}</span>
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm font-medium">{TARGET_TEXTS.none}</p>
              <p className="text-sm text-muted-foreground">{TARGET_TEXTS.noneHint}</p>
            </>
          )}
          {target?.source === 'plan' && (
            <p className="mt-1 text-xs text-muted-foreground">
              {TARGET_TEXTS.planWins}
              {own ? ` Your own: ${kcal(own.calories)}.` : ''}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant={target ? 'outline' : 'default'} onClick={() => setEditing(true)}>
            {own ? TARGET_TEXTS.changeOwn : TARGET_TEXTS.setOwn}
          </Button>
          {own && (
            <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {TARGET_TEXTS.removeOwn}
            </Button>
          )}
        </div>
      </div>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{own ? TARGET_TEXTS.changeOwn : TARGET_TEXTS.setOwn}</DialogTitle>
            <DialogDescription>
              {target?.source === 'plan'
                ? TARGET_TEXTS.planWins
                : 'The diary and your goals measure your day against it.'}
            </DialogDescription>
          </DialogHeader>
          {editing && <OwnTargetForm own={own} suggestion={suggestion} onDone={() => setEditing(false)} />}
        </DialogContent>
      </Dialog>
    </section>
  );
}
