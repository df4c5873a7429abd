import { LoaderCircle } from 'lucide-react';

/** A list's loading text with a spinner before it ('Loading people you follow...'). */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      {text}
    </p>
  );
}
