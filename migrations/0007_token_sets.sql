-- 0007_token_sets: named sets of design tokens (format.md "Tokens"), kept beside the layouts and
-- versioned like measurement sets, so a CI run solves with the same token values every time
-- (`layouts tokens save NAME --file F`, `--tokens @NAME[@N]` when solving). The file is kept as
-- written (aliases and descriptions included), in canonical JSON. Revisions are immutable and
-- numbered from 1 per name; equal content is not saved again.
CREATE TABLE token_sets (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,                      -- the set's name, same rules as a layout's
    number       INTEGER NOT NULL CHECK (number >= 1),  -- 1 for the first save, then +1
    document     TEXT NOT NULL,                      -- the token file as canonical JSON
    content_hash TEXT NOT NULL                       -- SHA-256 hex of `document`
                 CHECK (length(content_hash) = 64 AND content_hash NOT GLOB '*[^0-9a-f]*'),
    message      TEXT,                               -- the user's note for this save; NULL if none
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                 CHECK (created_at GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]*Z'),
    UNIQUE (name, number)                            -- also the index for "revisions of a set"
) STRICT;
