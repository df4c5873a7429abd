import { IDEMPOTENCY_KEY_HEADER } from '@common/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
import { createQueryClient } from '@/lib/query-client';
import { useLogFood, useLogPlanMeal } from './meal-day';

// The diary's two adds, as DiaryMeal calls them: a food, and a plan's meal. A phone's "Add" that
// failed (timed out, maybe after the server stored it) and is tapped again sends the same
// Idempotency-Key, so the server logs the food once; the next add sends a new one.

/** A stand-in server answering each call with the next status of `answers` (an Error: no answer). */
function server(answers: (number | Error)[], body: unknown) {
  const sent: { path: string; key: string | undefined }[] = [];
  setApiTransport(() => async (path, init) => {
    sent.push({ path: String(path), key: ((init?.headers ?? {}) as Record<string, string>)[IDEMPOTENCY_KEY_HEADER] });
    const answer = answers.shift() ?? 201;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(body), { status: answer });
  });
  return sent;
}

afterEach(() => setApiTransport(() => fetch));

let drawn: { logFood: ReturnType<typeof useLogFood>; logPlan: ReturnType<typeof useLogPlanMeal> } | undefined;

/** Stands for one meal of the diary (DiaryMeal): holds its two adds. */
function Meal() {
  drawn = { logFood: useLogFood(), logPlan: useLogPlanMeal() };
  return null;
}

/** The hooks of one meal of the diary, as one drawing of it holds them. */
function hooksOfOneMeal() {
  drawn = undefined;
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <Meal />
    </QueryClientProvider>,
  );
  return drawn!;
}

const banana = { date: '2025-06-02', meal: 'breakfast' as const, foodId: 7, grams: 120 };
const logged = { id: 1, name: 'Banana', grams: 120 };
/** Each add says the browser's zone: the server takes days up to the member's own tomorrow. */
const inZone = inBrowserZone;

describe('adding a food to the diary', () => {
  it('sends the same key when the member retries the add after an error, and a new one for the next add', async () => {
    const sent = server([new TypeError('Failed to fetch'), 201, 201], logged);
    const { logFood } = hooksOfOneMeal();
    await expect(logFood.mutateAsync(banana)).rejects.toThrow();
    await logFood.mutateAsync(banana);
    await logFood.mutateAsync(banana);
    expect(sent.map((s) => s.path)).toEqual(Array(3).fill(inZone('/api/meal-logs')));
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it("logs a plan's meal the same way: one key per add, kept for its retry", async () => {
    const sent = server([504, 201, 201], [logged]);
    const { logPlan } = hooksOfOneMeal();
    const lunch = { date: '2025-06-02', planId: 3, meal: 'lunch' as const };
    await expect(logPlan.mutateAsync(lunch)).rejects.toThrow('504');
    await logPlan.mutateAsync(lunch);
    await logPlan.mutateAsync(lunch);
    expect(sent.map((s) => s.path)).toEqual(Array(3).fill(inZone('/api/meal-logs/from-plan')));
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[2].key).not.toBe(sent[0].key);
  });
});
