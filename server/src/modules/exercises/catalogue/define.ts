import { EQUIPMENT_WORDS, variantSpellings } from '@common/exercises/names';
import { categoryOfLoggingType, type Equipment, type LoggingType, type Muscle } from '@common/exercises/vocab';
import type { ExerciseCategory } from '@common/fitness/calories';

// How the catalogue is written: a movement once (its muscles, its other names), then each
// equipment variant it is done with. Every variant becomes its own exercise with a stable key
// ('bench_press.dumbbell'), its own name, and the spellings other apps use for it.
//
// Keys never change and a key's movement and equipment never change: members' logs point at the
// row a key names, so changing them would relabel what people lifted. Rename freely (the row
// follows its key); add a new key for a new exercise.

/** One exercise of the catalogue, as the start-up sync writes it. */
export interface CatalogueEntry {
  /** Stable: `${movement}.${equipment}`. */
  key: string;
  name: string;
  movement: string;
  equipment: Equipment;
  primary: Muscle[];
  secondary: Muscle[];
  logging: LoggingType;
  category: ExerciseCategory;
  /** Other names for exactly this exercise (other apps' names, common spellings); never another variant's. */
  aliases: string[];
}

export interface MovementSpec {
  primary: Muscle[];
  secondary?: Muscle[];
  /** Default for every variant; else by equipment (see loggingFor). */
  logging?: LoggingType;
  /** Default for every variant; else from the logging type (distance and time: cardio; else strength). */
  category?: ExerciseCategory;
  /**
   * Other names of the movement ("Skullcrusher" for Skull Crusher). Every variant is also known by
   * each of them with its equipment: "Skullcrusher (Barbell)", "Barbell Skullcrusher".
   */
  synonyms?: string[];
}

export interface VariantSpec {
  /** Default: the movement's name for bodyweight, else "<Equipment> <Movement>" ("Cable Lateral Raise"). */
  name?: string;
  aliases?: string[];
  logging?: LoggingType;
  category?: ExerciseCategory;
  primary?: Muscle[];
  secondary?: Muscle[];
}

/** What a set of a variant records when the movement does not say. */
function loggingFor(equipment: Equipment): LoggingType {
  if (equipment === 'assisted_bodyweight') return 'assisted_bodyweight';
  if (equipment === 'weighted_bodyweight') return 'weighted_bodyweight';
  if (equipment === 'bodyweight' || equipment === 'suspension') return 'reps_only';
  return 'weight_reps';
}

function defaultName(movementName: string, equipment: Equipment): string {
  if (equipment === 'bodyweight' || equipment === 'other' || equipment === 'cardio_machine') return movementName;
  return `${EQUIPMENT_WORDS[equipment][0]} ${movementName}`;
}

/**
 * A movement and its equipment variants. `variants` maps each equipment it is done with to `true`
 * (all defaults) or the variant's own details.
 */
export function movement(
  key: string,
  name: string,
  spec: MovementSpec,
  variants: Partial<Record<Equipment, VariantSpec | true>>,
): CatalogueEntry[] {
  return (Object.entries(variants) as [Equipment, VariantSpec | true][]).map(([equipment, v]) => {
    const variant = v === true ? {} : v;
    const logging = variant.logging ?? spec.logging ?? loggingFor(equipment);
    const spellings = [name, ...(spec.synonyms ?? [])].flatMap((m) => variantSpellings(m, equipment));
    return {
      key: `${key}.${equipment}`,
      name: variant.name ?? defaultName(name, equipment),
      movement: key,
      equipment,
      primary: variant.primary ?? spec.primary,
      secondary: variant.secondary ?? spec.secondary ?? [],
      logging,
      category: variant.category ?? spec.category ?? categoryOfLoggingType(logging),
      aliases: [...new Set([...(variant.aliases ?? []), ...spellings])],
    };
  });
}
