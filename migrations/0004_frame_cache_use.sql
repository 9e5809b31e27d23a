-- 0004_frame_cache_use: the frame cache's recency stamps, apart from the frames.
--
-- A hit stamps its entry as used. Kept in frame_cache, that rewrote the page holding the
-- entry's frames, so a warm `solve --all` rewrote the whole table into the WAL and back (137 MiB
-- for 10,000 layouts × 13 presets: a third of the run). Here a stamp is a row of two integers,
-- a couple of hundred to a page. frame_cache.last_used stays the time the entry was stored; an
-- entry's recency is the later of the two, and eviction removes the smallest first.
CREATE TABLE frame_cache_use (
    -- frame_cache.id. No foreign key: the cache deletes an entry's stamp with the entry, and a
    -- stamp left without its entry only costs its row (it is ignored and replaced).
    id        INTEGER PRIMARY KEY,
    last_used INTEGER NOT NULL  -- microseconds since 1970 of the latest hit, as frame_cache.last_used
) STRICT;
