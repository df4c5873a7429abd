// The content side of federation (issue 37): what an outgoing Note holds, the route picture it
// attaches, and the sanitizer for remote HTML. The federation module's core uses only this file.
export { loadOutgoingNote } from './load-outgoing-note';
export type { NoteAttachment, OutgoingNote } from './outgoing-note';
export { federationContentRoutes } from './route-picture-routes';
export { sanitizeRemoteHtml } from './sanitize-remote-html';
