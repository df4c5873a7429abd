import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSingleSubmit } from '@/lib/use-single-submit';

export type FieldErrors = Record<string, string>;

interface CreateSubmitOptions<Input, Created> {
  /** The shared schema (common/): the form is checked with the rule the server applies. */
  schema: z.ZodType;
  mutation: UseMutationResult<Created, Error, Input>;
  /** The success toast, the fallback failure toast, and where the new thing's page is. */
  created: string;
  failed: string;
  pathOf: (created: Created) => string;
}

/**
 * The submit of a "create" form (a club, a challenge): the shared schema's first message per
 * field before anything is sent, then the server's field errors beside the fields and a toast,
 * or the success toast and the new page. One place, so both forms map errors the same way. A
 * second submit while one is on its way is refused (a double click creates one club); `busy`
 * disables the button meanwhile.
 */
export function useCreateSubmit<Input, Created>(options: CreateSubmitOptions<Input, Created>) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useSingleSubmit();
  const submit = (input: Input) => {
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    void sending.run(() =>
      options.mutation.mutateAsync(input).then(
        (created) => {
          toast({ title: options.created, variant: 'success' });
          void navigate(options.pathOf(created));
        },
        (error) => {
          if (isApiError(error)) setErrors(error.fieldErrors);
          toast({ title: errorMessage(error, options.failed), variant: 'destructive' });
        },
      ),
    );
  };
  return { errors, submit, busy: sending.busy };
}
