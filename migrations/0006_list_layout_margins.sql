-- 0006_list_layout_margins: the layout margins of the 390- to 402-point iPhones are 20, not 16.
--
-- Renders of real inset-grouped lists put their rows, which sit on the collection view's layout
-- margins, 20 points in on these iPhones (semantics §19 L2; seed/DEVICES.md). 0002 gave them 16.
-- Only a preset still holding exactly the figures 0002 seeded is corrected: one a team changed
-- (another size, scale or margin) is theirs and stays as it is.
UPDATE devices SET layout_margin = 20
    WHERE layout_margin = 16 AND scale = 3 AND (
        (id = 'iphone-14' AND width = 390 AND height = 844) OR
        (id = 'iphone-16' AND width = 393 AND height = 852) OR
        (id = 'iphone-16-pro' AND width = 402 AND height = 874));
