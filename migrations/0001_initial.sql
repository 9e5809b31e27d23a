-- 0001_initial: the whole catalogue schema.
--
-- Conventions
-- * Applied by DatabaseMigrator inside one BEGIN IMMEDIATE transaction together with its
--   row in schema_migrations, so this file must not BEGIN or COMMIT itself. Once
--   released it is never edited (the migrator compares its SHA-256): change the schema
--   with a new NNNN_name.sql file.
-- * Tables are STRICT: a value of the wrong type is an error, not silently stored.
-- * Timestamps are ISO-8601 UTC text, "YYYY-MM-DDTHH:MM:SSZ" (fractional seconds
--   allowed before the Z): readable in the sqlite3 shell and ordered as text. Columns
--   default to the current time, so inserts may omit them.
-- * Hashes are SHA-256 of the canonical JSON text, as 64 lowercase hex digits.
-- * Foreign keys are enforced (every connection sets foreign_keys=ON); deleting a layout
--   deletes its revisions and their sections by cascade.

-- A named layout of the catalogue. Its content lives in revisions.
CREATE TABLE layouts (
    id          INTEGER PRIMARY KEY,                  -- rowid; stable, never reused in practice
    name        TEXT NOT NULL UNIQUE                  -- user-facing key, e.g. "photo-grid"
                CHECK (length(name) > 0),
    created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    updated_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))  -- time of the newest revision
                CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z')
) STRICT;

-- Every saved version of a layout, numbered 1, 2, 3, … per layout. Never updated:
-- a change (or a revert) appends a new revision.
CREATE TABLE revisions (
    id            INTEGER PRIMARY KEY,                -- rowid, referenced by revision_sections
    layout_id     INTEGER NOT NULL REFERENCES layouts(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),  -- 1 for the first save, then +1
    -- The revision this one was made from (the previous head, or the revision reverted
    -- to); NULL for the first. Always an earlier revision of the same layout.
    parent_number INTEGER CHECK (parent_number IS NULL OR (parent_number >= 1 AND parent_number < number)),
    document      TEXT NOT NULL,                      -- the whole layout as canonical JSON
    content_hash  TEXT NOT NULL                       -- SHA-256 hex of `document`
                  CHECK (length(content_hash) = 64 AND content_hash NOT GLOB '*[^0-9a-f]*'),
    message       TEXT,                               -- the user's note for this save; NULL if none
    created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                  CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    UNIQUE (layout_id, number),                       -- also the index for "revisions of a layout"
    -- The parent must exist in the same layout. NO ACTION: a revision others derive
    -- from cannot be deleted alone, only with its whole layout.
    FOREIGN KEY (layout_id, parent_number) REFERENCES revisions (layout_id, number)
) STRICT;

-- Find revisions (of any layout) with identical content, e.g. to skip a no-op save.
CREATE INDEX revisions_by_content_hash ON revisions (content_hash);

-- The sections of a revision, split out so that identical sections across layouts and
-- revisions can be found (and their solved frames shared) by hash.
CREATE TABLE revision_sections (
    revision_id   INTEGER NOT NULL REFERENCES revisions(id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 0),  -- 0-based index in the document's "sections"
    name          TEXT NOT NULL CHECK (length(name) > 0),  -- the section's "name", unique in its document
    document      TEXT NOT NULL,                      -- the section alone as canonical JSON
    content_hash  TEXT NOT NULL                       -- SHA-256 hex of `document`
                  CHECK (length(content_hash) = 64 AND content_hash NOT GLOB '*[^0-9a-f]*'),
    PRIMARY KEY (revision_id, position),
    UNIQUE (revision_id, name)
) STRICT;

CREATE INDEX revision_sections_by_content_hash ON revision_sections (content_hash);

-- Solved frames, cached by everything the solver's output depends on. Disposable:
-- deleting any or all rows only costs a re-solve. Built for speed: one B-tree, no
-- secondary index, no per-row CHECK beyond cheap ones, so a look-up is one rowid probe
-- and a store one insert.
CREATE TABLE frame_cache (
    -- A 64-bit FNV-1a hash of the key columns below (computed by the repository). The key
    -- columns are stored and compared too, so a collision is a miss, never a wrong answer.
    id             INTEGER PRIMARY KEY,
    content_hash   TEXT NOT NULL,                     -- hash of what was solved: a revision's content_hash
    width          REAL NOT NULL CHECK (width > 0),   -- container width, points
    height         REAL NOT NULL CHECK (height > 0),  -- container height, points
    item_counts    TEXT NOT NULL,                     -- item count per section in order, as a JSON array, e.g. "[12,3]"
    scale          REAL NOT NULL CHECK (scale >= 0),  -- pixel grid the frames were rounded to; 0 = unrounded
    size_class     TEXT NOT NULL                      -- the horizontal size class solved for (variants depend on it)
                   CHECK (size_class IN ('compact', 'regular')),
    solver_version TEXT NOT NULL,                     -- the engine's solver version: a new solver misses old rows
    -- byte_size and last_used come before the blob so that reading them never touches the
    -- blob's overflow pages.
    byte_size      INTEGER NOT NULL,                  -- length(frames), for the size limit
    -- LRU stamp: microseconds since 1970 of the last use (insert or hit), strictly
    -- increasing within a process. Eviction removes the smallest first.
    last_used      INTEGER NOT NULL,
    frames         BLOB NOT NULL,                     -- the solver's output, encoded by FrameBlob
    CHECK (byte_size = length(frames))
) STRICT;

-- Cache counters since the database was created: exactly one row, id = 1.
CREATE TABLE cache_stats (
    id        INTEGER PRIMARY KEY CHECK (id = 1),
    hits      INTEGER NOT NULL DEFAULT 0 CHECK (hits >= 0),       -- lookups answered from frame_cache
    misses    INTEGER NOT NULL DEFAULT 0 CHECK (misses >= 0),     -- lookups that had to solve
    evictions INTEGER NOT NULL DEFAULT 0 CHECK (evictions >= 0),  -- rows removed to respect the size limit
    bytes     INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0)       -- sum of frame_cache.byte_size, kept by every write transaction
) STRICT;

INSERT INTO cache_stats (id) VALUES (1);

-- Device presets for sizing (`--device`), e.g. an iPhone in portrait.
CREATE TABLE devices (
    id         TEXT PRIMARY KEY CHECK (length(id) > 0),  -- short key, e.g. "iphone-15"
    name       TEXT NOT NULL,                     -- display name, e.g. "iPhone 15"
    width      REAL NOT NULL CHECK (width > 0),   -- screen width, points
    height     REAL NOT NULL CHECK (height > 0),  -- screen height, points
    scale      REAL NOT NULL CHECK (scale > 0),   -- pixels per point: 2 or 3
    -- The horizontal size class the device reports at this width; overrides the
    -- 600-point rule of `horizontalSizeClass` conditions.
    size_class TEXT NOT NULL CHECK (size_class IN ('compact', 'regular'))
) STRICT;
