-- The inbox search finds a name however it is typed (issue 43, decision 1112): 'Müller' from 'muller',
-- 'mueller' or 'MÜLLER', 'Straße' from 'strasse', 'José' from 'jose'. The column holds each value twice:
-- folded (lower case, accents dropped whatever the database's locale, ß as ss), and transliterated the
-- German way (ä ae, ö oe, ü ue) then folded; a query is folded once (lead_search_fold) and matched as a
-- substring on the trigram index.
CREATE FUNCTION lead_search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT replace(replace(replace(translate(lower(value),
    'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎđĐèÈéÉêÊëËēĒėĖęĘěĚğĞìÌíÍîÎïÏīĪįĮıķĶłŁľĽĺĹñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞșȘťŤțȚùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸžŽźŹżŻ',
    'aaaaaaaaaaaaaaaaaaccccccddddeeeeeeeeeeeeeeeeggiiiiiiiiiiiiikkllllllnnnnnnoooooooooooooooorrrrssssssssttttuuuuuuuuuuuuuuuuyyyyzzzzzz'),
    'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe')
$$;
--> statement-breakpoint
CREATE FUNCTION lead_search_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT lead_search_fold(value) || ' ' ||
    lead_search_fold(regexp_replace(regexp_replace(regexp_replace(value, '[äÄ]', 'ae', 'g'), '[öÖ]', 'oe', 'g'), '[üÜ]', 'ue', 'g'))
$$;
--> statement-breakpoint
DROP INDEX lead_inbox_search_trgm_idx;
--> statement-breakpoint
ALTER TABLE lead_inbox DROP COLUMN search;
--> statement-breakpoint
ALTER TABLE lead_inbox ADD COLUMN search text GENERATED ALWAYS AS (lead_search_text(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) STORED;
--> statement-breakpoint
CREATE INDEX lead_inbox_search_trgm_idx ON lead_inbox USING gin (search gin_trgm_ops);
