-- White-label (issue 29 item 11, enterprise): each member's company name and logo, one row per member. The logo's
-- bytes are kept here (at most 256 KiB, checked PNG or JPEG); logo_version grows with every change of the logo, so
-- its URL (?v=) can be cached for long. A member whose plan no longer has white_label keeps the row, hidden.
CREATE TABLE member_branding (
  user_id      bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name text CHECK (char_length(company_name) BETWEEN 1 AND 80),
  logo         bytea CHECK (octet_length(logo) BETWEEN 1 AND 262144),
  logo_type    text CHECK (logo_type IN ('image/png', 'image/jpeg')),
  logo_version bigint NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((logo IS NULL) = (logo_type IS NULL))
);
