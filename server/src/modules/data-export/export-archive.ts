import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ZipFile } from 'yazl';
import type { UserRow } from '../users';
import { exportDocument } from './export-document';
import { type MediaFileRow, mediaOf } from './export-repository';
import { activityExportFiles, type ExportFile } from './gps-activities';
import { workoutsCsv } from './workouts-csv';

// "Download my data" (issue 15): one zip, streamed to the browser as it is made. Entries are
// opened one at a time when the zip reaches them, so neither the workouts, the messages nor the
// media are ever all in memory.

const README = `FitCircle export

fitcircle-export.json  your profile, settings, posts with their comments, follows, plans, meal plans,
                       food diary, chat messages (sent and received), clubs, challenges, segments
                       and segment efforts, privacy zones, passkey names, whether two-step sign-in
                       is on, coach and training settings, and from Import history: the
                       workouts you chose "Keep mine" for, the exercise you chose for a name in
                       your files, and the key that ties each imported workout to its file; in
                       readable JSON (camelCase, "version" says which layout)
workouts.csv           every set you logged, one row per set, weights in kg and distances in km;
                       FitCircle's Import history reads it back
media/                 the photos and videos you uploaded (posts name them by file)
activities/            each GPS activity as GPX
`;

const text = (chunks: AsyncIterable<string>) => Readable.from(chunks, { objectMode: false });

function addLazy(zip: ZipFile, path: string, open: () => Promise<NodeJS.ReadableStream>, compress = true) {
  zip.addReadStreamLazy(path, { compress }, (done) => {
    open().then(
      (stream) => done(null, stream),
      (err) => done(err, Readable.from([])),
    );
  });
}

export async function exportArchive(app: FastifyInstance, user: UserRow): Promise<NodeJS.ReadableStream> {
  const { db } = app;
  const [media, activities] = await Promise.all([mediaOf(db, user.id), activityExportFiles(db, user.id)]);
  // Only files still in storage: a missing one would be an empty entry.
  const present: MediaFileRow[] = [];
  for (const m of media) if (await app.media.stat(m.key)) present.push(m);

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt');
  addLazy(zip, 'fitcircle-export.json', async () => text(exportDocument(db, user, present)));
  addLazy(zip, 'workouts.csv', async () => text(workoutsCsv(db, user.id)));
  for (const file of activities) addLazy(zip, file.path, async () => openExportFile(file));
  for (const m of present) {
    // Photos and videos are compressed already: stored as they are.
    addLazy(zip, `media/${m.key}`, async () => (await app.media.createReadStream(m.key)) ?? Readable.from([]), false);
  }
  zip.end();
  return zip.outputStream;
}

async function openExportFile(file: ExportFile): Promise<NodeJS.ReadableStream> {
  const content = await file.content();
  return typeof content === 'string' ? Readable.from([Buffer.from(content)]) : content;
}
