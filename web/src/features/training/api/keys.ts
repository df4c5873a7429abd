/** Query keys of the training feature; `['training']` covers them all. */
export const trainingKeys = {
  all: ['training'] as const,
  heartRate: ['training', 'heart-rate'] as const,
  load: (from: string, to: string) => ['training', 'load', from, to] as const,
};
