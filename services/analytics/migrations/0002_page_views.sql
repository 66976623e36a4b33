-- Page views counted per UTC day and page: the tracker adds up the views it received in memory and writes them
-- every quarter of a second with one statement, so 2,000 views a second are a few upserts a second. The page is a
-- path of the app without its query string (which may carry personal data); the browser's session id is checked
-- and not kept.
CREATE TABLE page_views (
  day   date NOT NULL,
  page  text NOT NULL,
  views bigint NOT NULL CHECK (views > 0),
  PRIMARY KEY (day, page)
);
