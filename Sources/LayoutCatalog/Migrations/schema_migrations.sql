CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY CHECK (version >= 1),  -- NNNN of the file name
    name       TEXT NOT NULL,                             -- the file name's descriptive part
    sha256     TEXT NOT NULL,                             -- SHA-256 hex of the file's text
    applied_at TEXT NOT NULL                              -- ISO-8601 UTC
) STRICT;
