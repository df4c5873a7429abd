import { ACCOUNT_EMAIL_MESSAGES } from '@common/account-email-texts';
import { POST_LIMITS } from '@common/post-limits';
import { POST_LABELS, POST_TOASTS } from '@common/posts-texts';
import { textRoom } from '@common/text-room';
import { MapPin, PenSquare } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { FieldError } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/features/auth';
import type { AudienceChoice } from '@/lib/post-audience';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useCreatePost } from '../../api/create-post';
import { AudienceField } from './audience-field';
import { AttachmentPreview, MediaButtons, UploadProgress } from './media-parts';
import { type ChosenPlace, PlaceField } from './place-field';
import { useMediaUpload } from './use-media-upload';

/**
 * The post composer (spec section 2 and 4): text, one photo or one video, a place, and who may see
 * it (D5). States: idle, uploading (Post waits for the file), posting. The same schema as the
 * server checks the post before it is sent.
 */
export function Composer({ autoFocus = false, textId }: { autoFocus?: boolean; textId?: string }) {
  const id = useId();
  const contentId = textId ?? `${id}-content`;
  const createPost = useCreatePost();
  const sending = useSingleSubmit();
  const canPostPublicly = useSession().user?.emailVerified !== false;
  const media = useMediaUpload();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [locationOpen, setLocationOpen] = useState(false);
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const [placeText, setPlaceText] = useState('');
  const [audience, setAudience] = useState<AudienceChoice | null>(null);

  const clearLocation = () => {
    setPlace(null);
    setPlaceText('');
    setLocationOpen(false);
  };
  const reset = () => {
    setContent('');
    setError(undefined);
    media.remove();
    clearLocation();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (media.uploading) return;
    // The audience field's own value: it may differ from the member's choice (lib/post-audience.ts).
    const shown = new FormData(event.currentTarget).get('audience');
    // Refused at once while a post is on its way: a double click posts once.
    void sending.run(async () => {
      const { attachment } = media;
      // The post's schema (and zod with it) loads when a post is sent, not with the dashboard.
      const schemas = await import('@common/schemas/posts').catch(() => null);
      if (!schemas) return setError(POST_TOASTS.createFailed);
      const { createPostSchema } = schemas;
      const parsed = createPostSchema.safeParse({
        content,
        imageUrl: attachment?.kind === 'image' ? attachment.url : null,
        imageKey: attachment?.kind === 'image' ? attachment.key : null,
        videoUrl: attachment?.kind === 'video' ? attachment.url : null,
        videoKey: attachment?.kind === 'video' ? attachment.key : null,
        location: place?.label ?? placeText,
        placeLat: place?.lat ?? null,
        placeLng: place?.lng ?? null,
        audience: typeof shown === 'string' && shown !== '' ? shown : undefined,
      });
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      setError(undefined);
      await createPost.mutateAsync(parsed.data);
      reset();
    });
  };

  const busy = media.uploading || sending.busy;
  const room = textRoom(content, POST_LIMITS.contentMax);
  const describedBy = [error && `${id}-error`, room.note && `${id}-room`].filter(Boolean).join(' ') || undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <PenSquare className="size-4 text-primary" aria-hidden="true" />
          {POST_LABELS.composerTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
          <label htmlFor={contentId} className="sr-only">
            Post text
          </label>
          <Textarea
            id={contentId}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            placeholder={POST_LABELS.composerPlaceholder}
            autoFocus={autoFocus}
            aria-invalid={error || room.over ? true : undefined}
            aria-describedby={describedBy}
          />
          <CharacterCount id={`${id}-room`} room={room} />
          <FieldError id={`${id}-error`} message={error} />
          {media.progress !== null && <UploadProgress value={media.progress} onCancel={media.cancel} />}
          {media.attachment && (
            <AttachmentPreview attachment={media.attachment} onRemove={media.remove} disabled={sending.busy} />
          )}
          {(locationOpen || place) && (
            <PlaceField
              place={place}
              text={placeText}
              onTextChange={setPlaceText}
              onPick={setPlace}
              onClear={clearLocation}
            />
          )}
          <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
            {!media.attachment && (
              <MediaButtons onPick={(file, kind) => void media.upload(file, kind)} disabled={busy} />
            )}
            {!locationOpen && !place && (
              <Button variant="ghost" size="sm" onClick={() => setLocationOpen(true)}>
                <MapPin aria-hidden="true" className="text-rose-600" />
                {POST_LABELS.addLocation}
              </Button>
            )}
            <AudienceField
              id={`${id}-audience`}
              canPostPublicly={canPostPublicly}
              chosen={audience}
              onChoose={setAudience}
              describedBy={canPostPublicly ? undefined : `${id}-audience-hint`}
            />
            <Button type="submit" disabled={busy} className="ml-auto">
              {media.uploading ? POST_LABELS.uploading : sending.busy ? POST_LABELS.posting : POST_LABELS.post}
            </Button>
          </div>
          {!canPostPublicly && (
            <p id={`${id}-audience-hint`} className="text-xs text-muted-foreground">
              {ACCOUNT_EMAIL_MESSAGES.verifyToPostPublicly}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
