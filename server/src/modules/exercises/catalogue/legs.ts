// Legs: squats, leg presses, lunges and split squats, hinges (Romanian and stiff-leg deadlifts,
// good mornings), leg curls and extensions, glutes and hips, and calves. Squat, lunge and calf
// variants that Strong or Hevy list apart (front, hack, pendulum, box, pause, seated, single-leg)
// are movements of their own.
import type { CatalogueEntry } from './define';
import { LEG_GLUTES_AND_HIPS } from './legs-glutes';
import { LEG_HINGES_AND_CURLS } from './legs-hinges';
import { LEG_LUNGES_AND_CALVES } from './legs-lunges-calves';
import { LEG_SQUATS } from './legs-squats';

export const LEGS: CatalogueEntry[] = [
  ...LEG_SQUATS,
  ...LEG_HINGES_AND_CURLS,
  ...LEG_GLUTES_AND_HIPS,
  ...LEG_LUNGES_AND_CALVES,
];
