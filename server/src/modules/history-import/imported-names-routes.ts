import { IMPORT_MESSAGES as M } from '@common/history-import-texts';
import { remapNameSchema } from '@common/schemas/history-import';
import { importedNameListSchema, remapResultSchema } from '@common/schemas/responses/history-import';
import { MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/pool';
import { badRequest, notFound } from '../../lib/http-errors';
import { requireUser } from '../../plugins/session';
import { countOwnExercises, exerciseInLibrary, presentExercise } from '../exercises';
import { nameKey } from './exercise-matching';
import { exerciseRef } from './exercise-names';
import { listImportedNames, moveImportedName, setsUnder, spellingsOf } from './imported-names-repository';
import { createOwnExercises, saveNameChoices } from './library-repository';
import { ownExerciseFor } from './own-exercise';

/**
 * Mending an import after the fact (issue 30 point 5): the names the member's imports used, and
 * re-mapping one of them to another exercise (or to a new own exercise), which moves every session
 * logged under it in one transaction and is remembered for the next import.
 */
export const importedNameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/history-import/names', { schema: { response: { 200: importedNameListSchema } } }, async (request) => {
    const user = await requireUser(request);
    return listImportedNames(app.db, user.id);
  });

  app.put(
    '/api/history-import/names',
    { schema: { body: remapNameSchema, response: { 200: remapResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      const spellings = await spellingsOf(app.db, user.id, body.name);
      if (spellings.length === 0) throw notFound(M.importedNameUnknown);
      if (body.action === 'match') {
        const target = await exerciseInLibrary(app.db, user, body.exerciseId).catch(() => {
          throw badRequest(M.exerciseUnknown, { exerciseId: M.exerciseUnknown });
        });
        const sessionsMoved = await transaction(app.db, async (tx) => {
          const moved = await moveImportedName(tx, user.id, spellings, target.id);
          await saveNameChoices(tx, user.id, new Map([[nameKey(body.name), target.id]]));
          return moved;
        });
        return { sessionsMoved, exercise: exerciseRef(presentExercise(target)) };
      }
      if ((await countOwnExercises(app.db, user.id)) >= MAX_OWN_EXERCISES) {
        throw badRequest(M.tooManyOwnExercises(1, MAX_OWN_EXERCISES));
      }
      const input = ownExerciseFor(body.name, await setsUnder(app.db, user.id, spellings), body);
      return transaction(app.db, async (tx) => {
        const { ids } = await createOwnExercises(tx, user.id, [input]);
        const id = ids.get(input.name.toLowerCase())!;
        const sessionsMoved = await moveImportedName(tx, user.id, spellings, id);
        await saveNameChoices(tx, user.id, new Map([[nameKey(body.name), id]]));
        return { sessionsMoved, exercise: { exerciseId: id, name: input.name, equipment: input.equipment } };
      });
    },
  );
};
