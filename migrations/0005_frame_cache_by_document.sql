-- 0005_frame_cache_by_document: one frame cache row per document, holding its solutions at
-- every environment solved, instead of one row per environment.
--
-- A batch solves each layout at every size of its request: 10,000 layouts × 13 presets were
-- 130,000 rows, each with its own probe, key columns to bind and compare, recency stamp and
-- B-tree insert, which cost more than the solves they saved. A row per document is one of
-- each per layout; a solution is found in the row by its key (the environment and the cell
-- counts, as bytes: see SolutionKey), and eviction removes whole documents. The cache is
-- disposable: its rows, stamps and byte total start again empty.
DROP TABLE frame_cache;
DELETE FROM frame_cache_use;
UPDATE cache_stats SET bytes = 0 WHERE id = 1;
CREATE TABLE frame_cache (
    -- The content hash's leading 44 bits above 20 bits of a hash of the solver version
    -- (computed by the repository). Both are stored and compared too, so a collision is a
    -- miss, never a wrong answer.
    id             INTEGER PRIMARY KEY,
    content_hash   TEXT NOT NULL,                     -- hash of what was solved: a revision's content_hash
    solver_version TEXT NOT NULL,                     -- the engine's solver version: a new solver misses old rows
    -- Everything but the blob comes first, so that reading it never touches the blob's
    -- overflow pages.
    solutions      INTEGER NOT NULL CHECK (solutions >= 0),  -- how many solutions the blob holds
    byte_size      INTEGER NOT NULL,                  -- length(frames), for the size limit
    -- LRU stamp: microseconds since 1970 of the last store, strictly increasing within a
    -- process; a hit stamps frame_cache_use. Eviction removes the smallest first.
    last_used      INTEGER NOT NULL,
    frames         BLOB NOT NULL,                     -- the solutions, each under its key, encoded by DocumentFrames
    CHECK (byte_size = length(frames))
) STRICT;
