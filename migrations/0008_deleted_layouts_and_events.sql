-- 0008_deleted_layouts_and_events: `layouts delete` keeps what it deletes until `--purge`, and
-- `layouts log` shows renames, deletions and restorations as events (docs/catalogue.md).
--
-- A deleted layout moves out of `layouts` and `revisions` into tables of its own, rather than
-- staying with a `deleted_at` mark: every query that lists or resolves layouts (list, log,
-- solve --all, export --all, gallery, the cache, doctor, repair) reads `layouts` and
-- `revisions` as before, and none can forget to leave a deleted layout out. `layouts restore`
-- moves the rows back as they were, with `INSERT … SELECT`: nothing is decoded or re-encoded.

-- A layout `layouts delete` removed, until it is restored or purged. A name may be deleted
-- more than once (deleted, saved anew, deleted again): each deletion is a row.
CREATE TABLE deleted_layouts (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL CHECK (length(name) > 0),  -- the name it had when deleted
    created_at  TEXT NOT NULL                         -- the layout's own times, as they were
                CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    updated_at  TEXT NOT NULL
                CHECK (updated_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    deleted_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                CHECK (deleted_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z')
) STRICT;

CREATE INDEX deleted_layouts_by_name ON deleted_layouts (name);

-- The revisions of a deleted layout, each column as `revisions` held it.
CREATE TABLE deleted_revisions (
    deleted_layout_id INTEGER NOT NULL REFERENCES deleted_layouts(id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    parent_number INTEGER CHECK (parent_number IS NULL OR (parent_number >= 1 AND parent_number < number)),
    document      TEXT NOT NULL,
    content_hash  TEXT NOT NULL
                  CHECK (length(content_hash) = 64 AND content_hash NOT GLOB '*[^0-9a-f]*'),
    message       TEXT,
    created_at    TEXT NOT NULL
                  CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    PRIMARY KEY (deleted_layout_id, number)
) STRICT;

-- The sections of each deleted revision, each column as `revision_sections` held it.
CREATE TABLE deleted_revision_sections (
    deleted_layout_id INTEGER NOT NULL,
    number        INTEGER NOT NULL,
    position      INTEGER NOT NULL CHECK (position >= 0),
    name          TEXT NOT NULL CHECK (length(name) > 0),
    document      TEXT NOT NULL,
    content_hash  TEXT NOT NULL
                  CHECK (length(content_hash) = 64 AND content_hash NOT GLOB '*[^0-9a-f]*'),
    PRIMARY KEY (deleted_layout_id, number, position),
    FOREIGN KEY (deleted_layout_id, number) REFERENCES deleted_revisions (deleted_layout_id, number) ON DELETE CASCADE
) STRICT;

-- What happened to a layout besides its saves: a rename, a deletion, a restoration, a purge. An event
-- belongs to a live layout (`layout_id`) or to a deleted one (`deleted_layout_id`), and moves
-- with it on delete and restore; a purge leaves the event, with neither, in the catalogue's log.
CREATE TABLE layout_events (
    id                INTEGER PRIMARY KEY,
    layout_id         INTEGER REFERENCES layouts(id) ON DELETE SET NULL,
    deleted_layout_id INTEGER REFERENCES deleted_layouts(id) ON DELETE SET NULL,
    kind              TEXT NOT NULL CHECK (kind IN ('renamed', 'deleted', 'restored', 'purged')),
    name              TEXT NOT NULL,                  -- the layout's name before the event
    new_name          TEXT,                           -- after a rename, or a restore under another name
    revision_count    INTEGER NOT NULL CHECK (revision_count >= 0),  -- the layout's revisions then
    -- The largest revision id when the event happened: of a revision and an event saved in the
    -- same second, the one made later is shown later.
    after_revision_id INTEGER NOT NULL DEFAULT 0,
    created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                      CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z')
) STRICT;

CREATE INDEX layout_events_by_layout ON layout_events (layout_id);
CREATE INDEX layout_events_by_deleted_layout ON layout_events (deleted_layout_id);
