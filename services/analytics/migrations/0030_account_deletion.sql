-- A deleted member's signup stays counted (by role, source and day) but is unlinked from them: its user_id becomes a
-- negative number drawn from this sequence, which names no member and cannot be traced back to one.
CREATE SEQUENCE anonymous_signups;
