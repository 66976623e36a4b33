-- The directory's order: verified engineers first; among them, those with reviews before those without (a profile
-- without reviews shows the default rating 5.0, which would otherwise rank it above a 4.9 earned over many projects);
-- then rating, then how many reviews back it, then a stable tie-breaker.
DROP INDEX engineer_profiles_directory;
CREATE INDEX engineer_profiles_directory
  ON engineer_profiles (is_verified DESC, (review_count > 0) DESC, rating DESC, review_count DESC, user_id);
