import { chunksOf } from './server/src/modules/history-import/counted-upload';
import { parseHistory } from './server/src/modules/history-import/parse-history';
import { generatedHistory, hevyCsv, strongCsv } from './server/src/test/factories/history-import';
const w = generatedHistory(50_000);
const csv = Buffer.from(hevyCsv(w));
console.log('bytes', csv.length, 'workouts', w.length);
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const p = await parseHistory(chunksOf(csv), {});
  console.log('parse ms', Math.round(performance.now() - t), p.workouts.length, p.problems.length);
}
const s = Buffer.from(strongCsv(w));
const t = performance.now();
const p = await parseHistory(chunksOf(s), {weightUnit:'kg', distanceUnit: 'km'});
console.log('strong parse ms', Math.round(performance.now() - t), p.workouts.length, p.problems.length);
