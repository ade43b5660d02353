-- The capacity of each location's car park (spec/workers.md §3 parking booking: sections and bays),
-- so the on-demand booking rules have real space to count. Bays of a section are numbered
-- `{section}-1` .. `{section}-{bays}`; sort_index orders the sections a booking is offered.
CREATE TABLE parking_sections (
  hierarchy text NOT NULL REFERENCES locations(hierarchy),
  section text NOT NULL,
  bays int NOT NULL CHECK (bays > 0),
  sort_index int NOT NULL DEFAULT 0,
  PRIMARY KEY (hierarchy, section)
);
