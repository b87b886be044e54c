-- Trigram indexes make the lists' `query` (ILIKE '%text%') fast on large tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
