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
-- scroll offset and orthogonal scroll positions, as one canonical text (FrameCacheKey.screenKey).
-- Rows from before have an empty text and a lower solver version, so they are never served.
ALTER TABLE frame_cache ADD COLUMN environment TEXT NOT NULL DEFAULT '';
