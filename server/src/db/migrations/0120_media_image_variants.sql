-- Smaller WebP copies of each photo (issue 21), so a phone downloads a picture the width of its
-- screen: the widths written, beside the original as <key's 32 hex digits>-w<width>.webp.
-- null: not made yet (a photo uploaded before this migration, or whose copies failed to be written:
-- housekeeping makes them); an empty array: none worth making (a small or animated image).
-- Videos keep null and are never looked at.
alter table media add column variant_widths smallint[];

-- Housekeeping's backlog (backfillImageVariants): photos without copies yet, newest first.
create index media_variants_pending_idx on media (created_at desc) where kind = 'image' and variant_widths is null;
