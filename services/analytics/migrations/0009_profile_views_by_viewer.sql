-- A member's personal data lists the profiles they viewed (signed in): read by viewer.
CREATE INDEX profile_views_by_viewer ON profile_views (viewer) WHERE viewer LIKE 'user:%';
