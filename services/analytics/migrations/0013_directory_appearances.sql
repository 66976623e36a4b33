-- An engineer's directory appearances by UTC day (issue 29 item 3): the viewers who saw their card in the directory,
-- each once a day, as auth counts them and publishes them (engineer.directory_appearances, new viewers only: each
-- event adds; the consumer applies an event id once). Analytics keeps the counts only, never who looked.
CREATE TABLE directory_appearances (
  engineer_id bigint NOT NULL,
  day         date NOT NULL,
  viewers     bigint NOT NULL CHECK (viewers >= 0),
  PRIMARY KEY (engineer_id, day)
);
