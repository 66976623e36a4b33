-- Directory appearances (issue 29 item 3): who was shown which engineer's card in the directory on which UTC day,
-- once each, so that a viewer counts once per engineer and day however many pages they load and however many auth
-- instances serve them. Only today's and yesterday's rows are needed (a write near midnight may still bring
-- yesterday's); older ones are removed as days pass. The counts themselves are analytics' (engineer.directory_appearances).
-- viewer: "user:<id>" for a member, "visitor:<keyed hash of address and browser>" for anyone else.
CREATE TABLE directory_appearances (
  day         date NOT NULL,
  engineer_id bigint NOT NULL,
  viewer      text NOT NULL,
  PRIMARY KEY (day, engineer_id, viewer)
);
-- A deleted account's rows go with it: as the engineer shown, or as the member who looked.
CREATE INDEX directory_appearances_engineer ON directory_appearances (engineer_id);
CREATE INDEX directory_appearances_member ON directory_appearances (viewer) WHERE viewer LIKE 'user:%';
