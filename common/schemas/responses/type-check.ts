/**
 * Compile-time proof that a response schema describes exactly the interface the presenters return
 * (`type _ = SameType<z.output<typeof postSchema>, Post>`): a field added to one and not the other
 * fails the typecheck, so the serializer never drops a field the web reads.
 */
export type SameType<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : Mismatch<A, B>;

/** Names the fields that differ when the types are not the same (shown in the compiler's error). */
interface Mismatch<A, B> {
  onlyInSchema: Exclude<keyof A, keyof B>;
  onlyInInterface: Exclude<keyof B, keyof A>;
}

/** `Expect<SameType<A, B>>` is an error unless the two are the same. */
export type Expect<T extends true> = T;
