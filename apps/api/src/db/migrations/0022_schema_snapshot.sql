-- No change to the database. Branches merged in session 4 each wrote a snapshot from the same
-- parent; this entry carries drizzle-kit's snapshot of the whole schema so that the next
-- `drizzle-kit generate` diffs against what migrations 0014–0021 really built.
SELECT 1;
