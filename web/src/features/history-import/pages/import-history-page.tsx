import { IMPORT_TEXTS } from '@common/history-import-texts';
import type { ImportPreview, ImportResult, ImportStage, ImportUnits } from '@common/schemas/history-import';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useUnits } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { cancelImport, commitImport, previewWithUnits, useLibrary } from '../api/import-calls';
import { uploadHistory } from '../api/upload-history';
import { ChooseFile } from '../components/choose-file';
import { ExerciseMatches } from '../components/exercise-matches';
import { ImportDone } from '../components/import-done';
import { ImportProgress } from '../components/import-progress';
import { ImportedNames } from '../components/imported-names';
import { PreviewSummary } from '../components/preview-summary';
import { ProblemList } from '../components/problem-list';
import { UnitQuestion } from '../components/unit-question';
import { WorkoutReviewList } from '../components/workout-review';
import {
  type Choice,
  choicesAfterRecount,
  commitBody,
  type Decisions,
  decisionsAnswered,
  initialChoices,
  somethingToSave,
  unitsAnswered,
  workoutsToAdd,
} from '../lib/choices';

type Step =
  | { name: 'choose'; uploading: { percent: number; reading: boolean } | null; error: string | null }
  | {
      name: 'preview';
      preview: ImportPreview;
      units: ImportUnits;
      choices: Record<string, Choice>;
      decisions: Decisions;
    }
  | { name: 'importing'; stage: ImportStage; percent: number; back: Extract<Step, { name: 'preview' }> }
  | { name: 'done'; result: ImportResult };

const START: Step = { name: 'choose', uploading: null, error: null };

/**
 * /workouts/import: upload a Strong, Hevy or FitCircle CSV, check the preview (counts, dates,
 * rows left out, a match for every name of the workouts to add, the units when the file does not
 * say), then import with the server's progress, or cancel. Nothing is saved before Import.
 */
export function ImportHistoryPage() {
  usePageTitle(IMPORT_TEXTS.pageTitle);
  const preferred = useUnits();
  const queryClient = useQueryClient();
  const library = useLibrary();
  const [step, setStep] = useState<Step>(START);

  const upload = async (file: File) => {
    setStep({ name: 'choose', uploading: { percent: 0, reading: false }, error: null });
    try {
      const preview = await uploadHistory(file, {
        onProgress: (percent) =>
          setStep({ name: 'choose', uploading: { percent, reading: percent >= 100 }, error: null }),
      });
      setStep({ name: 'preview', preview, units: {}, choices: initialChoices(preview), decisions: {} });
    } catch (error) {
      setStep({ name: 'choose', uploading: null, error: (error as Error).message });
    }
  };

  if (step.name === 'preview' || step.name === 'importing') {
    const current = step.name === 'preview' ? step : step.back;
    const { preview, units, choices, decisions } = current;
    const setUnits = async (next: ImportUnits) => {
      setStep({ ...current, units: next });
      try {
        // The counts and the rows left out depend on the units (5,000 lb is not 5,000 kg). The
        // answer updates the step as it is then: a name chosen meanwhile is kept, and an answer
        // for units the member has since changed again is dropped.
        const again = await previewWithUnits(preview.token, next);
        // A decision stays only for a workout the new preview still asks about.
        setStep((now) =>
          now.name === 'preview' && now.units === next
            ? {
                ...now,
                preview: again,
                choices: choicesAfterRecount(again, now.choices),
                decisions: Object.fromEntries(
                  again.toReview.flatMap((r) => (now.decisions[r.key] ? [[r.key, now.decisions[r.key]]] : [])),
                ),
              }
            : now,
        );
      } catch (error) {
        toast({
          title: 'Error',
          description: errorMessage(error, 'The preview could not be updated.'),
          variant: 'destructive',
        });
      }
    };
    const run = async () => {
      setStep({ name: 'importing', stage: 'matching', percent: 10, back: current });
      try {
        const result = await commitImport(preview.token, commitBody(choices, units, decisions), (event) =>
          setStep({ name: 'importing', stage: event.stage, percent: event.percent, back: current }),
        );
        await queryClient.invalidateQueries({ queryKey: ['workouts'] });
        setStep({ name: 'done', result });
      } catch (error) {
        setStep(current);
        toast({
          title: 'Import failed',
          description: errorMessage(error, (error as Error).message),
          variant: 'destructive',
        });
      }
    };
    const cancel = async () => {
      setStep(START);
      await cancelImport(preview.token).catch(() => {});
    };
    const adding = workoutsToAdd(preview, decisions);
    const decided = decisionsAnswered(preview, decisions);
    const saving = somethingToSave(preview, decisions);
    const ready = unitsAnswered(preview, units) && decided && saving;
    return (
      <Shell>
        <PreviewSummary preview={preview} />
        <UnitQuestion preview={preview} units={units} preferred={preferred} onChange={setUnits} />
        <ProblemList preview={preview} />
        <WorkoutReviewList
          preview={preview}
          decisions={decisions}
          onChange={(key, decision) =>
            setStep((now) =>
              now.name === 'preview' ? { ...now, decisions: { ...now.decisions, [key]: decision } } : now,
            )
          }
        />
        {library.data ? (
          <ExerciseMatches
            preview={preview}
            choices={choices}
            library={library.data}
            onChange={(name, choice) =>
              setStep((now) => (now.name === 'preview' ? { ...now, choices: { ...now.choices, [name]: choice } } : now))
            }
          />
        ) : (
          <Spinner label="Loading your exercises" />
        )}
        {step.name === 'importing' ? (
          <ImportProgress stage={step.stage} percent={step.percent} />
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button className="min-h-11" onClick={run} disabled={!ready || !library.data}>
              {adding === 0 && saving
                ? IMPORT_TEXTS.saveChoices(preview.toReview.length)
                : `${IMPORT_TEXTS.importButton} ${adding.toLocaleString('en-US')} ${adding === 1 ? 'workout' : 'workouts'}`}
            </Button>
            <Button variant="outline" className="min-h-11" onClick={cancel}>
              {IMPORT_TEXTS.cancelButton}
            </Button>
            {!unitsAnswered(preview, units) && (
              <p className="text-sm text-muted-foreground">Answer the units question first.</p>
            )}
            {!decided && <p className="text-sm text-muted-foreground">Choose for each workout to check first.</p>}
            {decided && !saving && (
              <p className="text-sm text-muted-foreground">Nothing new: every workout here is in your history.</p>
            )}
          </div>
        )}
      </Shell>
    );
  }
  return (
    <Shell>
      {step.name === 'done' ? (
        <ImportDone result={step.result} onAnother={() => setStep(START)} />
      ) : (
        <ChooseFile onFile={upload} uploading={step.uploading} error={step.error} />
      )}
      {(step.name === 'done' || !step.uploading) && <ImportedNames library={library.data} />}
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div>
        <Link to="/workouts" className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'min-h-11' })}>
          <ArrowLeft aria-hidden="true" />
          Workout Plans
        </Link>
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{IMPORT_TEXTS.pageTitle}</h1>
      <p className="text-muted-foreground">{IMPORT_TEXTS.intro}</p>
      {children}
    </div>
  );
}
