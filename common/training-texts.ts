// Visible texts of training load and heart-rate zones (issue 32): the routes answer the messages,
// the settings section, the activity page and the progress page show the texts.

import { TRAINING_LIMITS as L } from './training-limits';

export const TRAINING_MESSAGES = {
  maxHeartRateRange: `Maximum heart rate must be a whole number from ${L.maxHeartRateMin} to ${L.maxHeartRateMax} bpm`,
  restingHeartRateRange: `Resting heart rate must be a whole number from ${L.restingHeartRateMin} to ${L.restingHeartRateMax} bpm`,
  restingBelowMax: `Resting heart rate must be at least ${L.reserveMinBpm} bpm below your maximum`,
  maxOrHighest: 'Either enter a maximum heart rate or use the highest one recorded, not both',
  useHighestRequired: 'Say whether to use the highest heart rate recorded: true or false',
  noHighestRecorded: 'None of your activities has heart rate yet, so there is no highest one to use',
  effortRange: `Rate the effort with a whole number from ${L.effortMin} (very easy) to ${L.effortMax} (maximal)`,
  rangeInvalid: `Choose a range of dates (YYYY-MM-DD) of at most ${L.loadRangeDaysMax} days, from before to`,
} as const;

export const TRAINING_TEXTS = {
  heartRateTitle: 'Heart rate',
  heartRateIntro:
    'Your maximum heart rate sets your five heart-rate zones and the training load of activities with heart rate. ' +
    'A resting heart rate is optional: with it, zones use your heart-rate reserve (Karvonen).',
  maxLabel: 'Maximum heart rate (bpm)',
  restingLabel: 'Resting heart rate (bpm, optional)',
  useHighestLabel: 'Use the highest heart rate recorded in my activities',
  highestNote:
    'This is the highest reading in your files, not a measured maximum: your true maximum may be higher, ' +
    'and a faulty reading can be too high.',
  noHighest: 'None of your activities has heart rate yet.',
  noMaxYet: 'No maximum heart rate yet: zones and heart-rate training load stay unknown until you set one.',
  saved: 'Heart rate saved',
  zonesTitle: 'Time in heart-rate zones',
  zonesNoMax: 'Set your maximum heart rate in Settings to see the time in each heart-rate zone.',
  effortTitle: 'How hard was it?',
  effortLabel: 'How hard was it? (1-10)',
  effortHint: '1 is very easy, 10 is maximal. Used for training load when there is no heart rate.',
  effortSaved: 'Effort saved',
  notRated: 'Not rated',
  loadTitle: 'Training load',
  loadUnknown: 'Unknown: rate how hard it was, or set your maximum heart rate if it has heart rate.',
  loadUnknownNoHr: 'Unknown: rate how hard it was to give it a training load.',
  fitnessTitle: 'Fitness, fatigue and form',
  fitnessExplanation:
    'Each session gets a training load: from your heart rate when the activity has it and your maximum is known, ' +
    'otherwise minutes × your rating of effort (1-10). Fitness is the average load of about the last six weeks ' +
    '(42-day exponentially weighted), fatigue of about the last week (7-day). Form is fitness minus fatigue: ' +
    'below zero you are carrying fresh fatigue; above zero you are rested. Days without training count as 0.',
  mixedUnits:
    'Heart-rate loads and effort loads are both in arbitrary units but not on the same scale, so compare like with like.',
  noLoad: 'No training load yet',
  noLoadHint:
    'Upload a run or ride with heart rate and set your maximum heart rate in Settings, or rate how hard your sessions were.',
  notCountedTitle: 'Not counted',
  notCountedHint:
    'These sessions have no known load, so they are left out (not counted as 0). Rate them to count them.',
} as const;

export const LOAD_METHOD_LABELS = {
  banister_trimp: 'Heart rate (Banister TRIMP, heart-rate reserve)',
  edwards_trimp: 'Heart rate (Edwards TRIMP, % of max)',
  session_rpe: 'Minutes × effort (session RPE)',
} as const;

export const ZONE_MODEL_LABELS = {
  percent_max: '% of maximum heart rate',
  heart_rate_reserve: '% of heart-rate reserve (Karvonen)',
} as const;

export const ZONE_NAMES = [
  'Zone 1 · Recovery',
  'Zone 2 · Endurance',
  'Zone 3 · Tempo',
  'Zone 4 · Threshold',
  'Zone 5 · Maximum',
] as const;

/** The 1-10 effort scale (Borg CR10 wording), shown beside each number. */
export const EFFORT_LABELS: Record<number, string> = {
  1: 'Very easy',
  2: 'Easy',
  3: 'Moderate',
  4: 'Somewhat hard',
  5: 'Hard',
  6: 'Hard+',
  7: 'Very hard',
  8: 'Very hard+',
  9: 'Extremely hard',
  10: 'Maximal',
};
