/** Plain data for an outgoing Note (the federation contract): core turns it into ActivityPub vocabulary. */
export type OutgoingNote = {
  kind: 'post' | 'workout' | 'activity';
  /** The item's id in FitCircle: a post's id for 'post' and 'workout', an activity's for 'activity'. */
  id: string;
  /** The item's page on this instance (absolute). */
  url: string;
  /** Sanitized HTML: the text's paragraphs with hashtag links, then the summary line. */
  contentHtml: string;
  summaryLine: string | null;
  /** Name with '#'. */
  hashtags: { name: string; href: string }[];
  attachments: NoteAttachment[];
  published: Date;
  /** FitCircle keeps no edit time for posts and activities: core stamps its Update itself. */
  updated: Date | null;
  authorUserId: string;
};

export interface NoteAttachment {
  url: string;
  mediaType: string;
  /** The alt text. */
  name: string;
  width?: number;
  height?: number;
}

/** The author's columns each loader reads (over `users u`). */
export const AUTHOR_COLUMNS = 'u.id as author_id, u.username, u.name as author_name, u.weight_unit, u.distance_unit';

export interface AuthorRow {
  author_id: number;
  username: string;
  author_name: string;
  weight_unit: 'kg' | 'lb';
  distance_unit: 'km' | 'mi';
}

/** The route picture's address, served by route-picture-routes.ts. */
export const routePictureUrl = (origin: string, activityId: number | string) =>
  `${origin}/federation/route-pictures/${activityId}.png`;
