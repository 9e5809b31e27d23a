-- 0002_screen: the screen a layout runs on (semantics §17) and a frame cache keyed by all of it.
--
-- Device presets gain their safe areas in both orientations, their size classes in both
-- orientations and the system minimum layout margin. A landscape preset is the portrait one with
-- width and height swapped. The figures and their sources are in seed/DEVICES.md; the UPDATEs
-- below give catalogues created before this migration the same figures the seed now has.

ALTER TABLE devices ADD COLUMN vertical_size_class TEXT NOT NULL DEFAULT 'regular'
    CHECK (vertical_size_class IN ('compact', 'regular'));
ALTER TABLE devices ADD COLUMN landscape_size_class TEXT NOT NULL DEFAULT 'compact'
    CHECK (landscape_size_class IN ('compact', 'regular'));
ALTER TABLE devices ADD COLUMN landscape_vertical_size_class TEXT NOT NULL DEFAULT 'compact'
    CHECK (landscape_vertical_size_class IN ('compact', 'regular'));
-- Safe areas in points, portrait then landscape, as (top, leading, bottom, trailing).
ALTER TABLE devices ADD COLUMN safe_top REAL NOT NULL DEFAULT 0 CHECK (safe_top >= 0);
ALTER TABLE devices ADD COLUMN safe_leading REAL NOT NULL DEFAULT 0 CHECK (safe_leading >= 0);
ALTER TABLE devices ADD COLUMN safe_bottom REAL NOT NULL DEFAULT 0 CHECK (safe_bottom >= 0);
ALTER TABLE devices ADD COLUMN safe_trailing REAL NOT NULL DEFAULT 0 CHECK (safe_trailing >= 0);
ALTER TABLE devices ADD COLUMN landscape_safe_top REAL NOT NULL DEFAULT 0 CHECK (landscape_safe_top >= 0);
ALTER TABLE devices ADD COLUMN landscape_safe_leading REAL NOT NULL DEFAULT 0 CHECK (landscape_safe_leading >= 0);
ALTER TABLE devices ADD COLUMN landscape_safe_bottom REAL NOT NULL DEFAULT 0 CHECK (landscape_safe_bottom >= 0);
ALTER TABLE devices ADD COLUMN landscape_safe_trailing REAL NOT NULL DEFAULT 0 CHECK (landscape_safe_trailing >= 0);
-- The system minimum layout margin on the leading and trailing edges, points.
ALTER TABLE devices ADD COLUMN layout_margin REAL NOT NULL DEFAULT 16 CHECK (layout_margin >= 0);

UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 20, safe_leading = 0, safe_bottom = 0, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 0, landscape_safe_bottom = 0, landscape_safe_trailing = 0,
    layout_margin = 16
    WHERE id = 'iphone-se-1';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 20, safe_leading = 0, safe_bottom = 0, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 0, landscape_safe_bottom = 0, landscape_safe_trailing = 0,
    layout_margin = 16
    WHERE id = 'iphone-8';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 50, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 50, landscape_safe_bottom = 21, landscape_safe_trailing = 50,
    layout_margin = 16
    WHERE id = 'iphone-13-mini';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 47, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 47, landscape_safe_bottom = 21, landscape_safe_trailing = 47,
    layout_margin = 16
    WHERE id = 'iphone-14';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 59, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 59, landscape_safe_bottom = 21, landscape_safe_trailing = 59,
    layout_margin = 16
    WHERE id = 'iphone-16';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'compact', landscape_vertical_size_class = 'compact',
    safe_top = 62, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 62, landscape_safe_bottom = 21, landscape_safe_trailing = 62,
    layout_margin = 16
    WHERE id = 'iphone-16-pro';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'compact',
    safe_top = 47, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 47, landscape_safe_bottom = 21, landscape_safe_trailing = 47,
    layout_margin = 20
    WHERE id = 'iphone-14-plus';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'compact',
    safe_top = 59, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 59, landscape_safe_bottom = 21, landscape_safe_trailing = 59,
    layout_margin = 20
    WHERE id = 'iphone-16-plus';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'compact',
    safe_top = 62, safe_leading = 0, safe_bottom = 34, safe_trailing = 0,
    landscape_safe_top = 0, landscape_safe_leading = 62, landscape_safe_bottom = 21, landscape_safe_trailing = 62,
    layout_margin = 20
    WHERE id = 'iphone-16-pro-max';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'regular',
    safe_top = 24, safe_leading = 0, safe_bottom = 20, safe_trailing = 0,
    landscape_safe_top = 24, landscape_safe_leading = 0, landscape_safe_bottom = 20, landscape_safe_trailing = 0,
    layout_margin = 20
    WHERE id = 'ipad-mini';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'regular',
    safe_top = 24, safe_leading = 0, safe_bottom = 20, safe_trailing = 0,
    landscape_safe_top = 24, landscape_safe_leading = 0, landscape_safe_bottom = 20, landscape_safe_trailing = 0,
    layout_margin = 20
    WHERE id = 'ipad-10';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'regular',
    safe_top = 24, safe_leading = 0, safe_bottom = 20, safe_trailing = 0,
    landscape_safe_top = 24, landscape_safe_leading = 0, landscape_safe_bottom = 20, landscape_safe_trailing = 0,
    layout_margin = 20
    WHERE id = 'ipad-pro-11';
UPDATE devices SET vertical_size_class = 'regular', landscape_size_class = 'regular', landscape_vertical_size_class = 'regular',
    safe_top = 24, safe_leading = 0, safe_bottom = 20, safe_trailing = 0,
    landscape_safe_top = 24, landscape_safe_leading = 0, landscape_safe_bottom = 20, landscape_safe_trailing = 0,
    layout_margin = 20
    WHERE id = 'ipad-pro-12-9';

-- The frame cache's key gains the rest of the screen: safe area, layout margin, layout direction,
-- scroll offset and orthogonal scroll positions, as one canonical text (FrameCacheKey.screenKey,
-- empty for a bare container at rest). The table is made anew rather than altered: an added
-- column would land after the frames blob, and every look-up compares it, so it would read the
-- blob's overflow pages. The cache is disposable, and rows of the earlier solver version could
-- never be served anyway; its byte total starts again at zero with it.
DROP TABLE frame_cache;
CREATE TABLE frame_cache (
    -- A 64-bit FNV-1a hash of the key columns below (computed by the repository). The key
    -- columns are stored and compared too, so a collision is a miss, never a wrong answer.
    id             INTEGER PRIMARY KEY,
    content_hash   TEXT NOT NULL,                     -- hash of what was solved: a revision's content_hash
    width          REAL NOT NULL CHECK (width > 0),   -- container width, points
    height         REAL NOT NULL CHECK (height > 0),  -- container height, points
    item_counts    TEXT NOT NULL,                     -- item count per section in order, as a JSON array, e.g. "[12,3]"
    scale          REAL NOT NULL CHECK (scale >= 0),  -- pixel grid the sizes were floored to; 0 = exact
    size_class     TEXT NOT NULL                      -- the horizontal size class solved for (variants depend on it)
                   CHECK (size_class IN ('compact', 'regular')),
    environment    TEXT NOT NULL,                     -- safe area, margin, direction, scroll positions; '' at rest
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
UPDATE cache_stats SET bytes = 0 WHERE id = 1;
