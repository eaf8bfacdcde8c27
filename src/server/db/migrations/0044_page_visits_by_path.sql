-- A page is its path alone (contract/page-visits.ts pageOf): visits stored with a query or a fragment
-- are visits of that path, so the statistics list each page once.
UPDATE "page_visits" SET "page_path" = split_part(split_part("page_path", '?', 1), '#', 1)
WHERE "page_path" LIKE '%?%' OR "page_path" LIKE '%#%';
