-- Decision 055: the Community menu's "Events" leads to Wordhive's own events page, not the classic calendar.
-- Only where the item is still as seeded: an item staff have edited keeps their link.
UPDATE "nav_items" SET "link" = '/events' WHERE "nav_item_id" = 412 AND "link" = 'classic:/events_calendar';
