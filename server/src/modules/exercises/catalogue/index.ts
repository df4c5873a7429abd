// The exercise catalogue: every movement and its equipment variants, region by region. The start-up
// sync writes it into the database by key (see ../catalogue-sync.ts).
import { ARMS } from './arms';
import { BACK } from './back';
import { CARDIO } from './cardio';
import { CHEST } from './chest';
import { CORE } from './core';
import type { CatalogueEntry } from './define';
import { FULL_BODY } from './full-body';
import { LEGS } from './legs';
import { MOBILITY } from './mobility';
import { SHOULDERS } from './shoulders';

export const CATALOGUE: readonly CatalogueEntry[] = [
  ...CHEST,
  ...BACK,
  ...SHOULDERS,
  ...ARMS,
  ...LEGS,
  ...CORE,
  ...FULL_BODY,
  ...CARDIO,
  ...MOBILITY,
];
