#pragma once
// Directory appearances (issue 29 item 3): an engineer's card on a directory page served to someone, counted once per
// viewer, engineer and UTC day; never the engineer's own card, never an admin's look. Auth keeps what it serves in a
// bounded buffer and writes it every few seconds (app/directory_appearances.hpp); analytics reports it. No I/O here.
#include <cw/caller.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace auth {

// Who was shown a directory page, as an appearance counts them.
struct DirectoryViewer {
  std::string key;                     // "user:<id>" for a member signed in, "visitor:<fingerprint>" for anyone else
  std::optional<std::int64_t> user_id;  // the member's, whose own card does not count
};

// The viewer of a directory page: a member by their account, anyone else by the fingerprint of their address and
// browser; nullopt for an admin (nothing counts).
std::optional<DirectoryViewer> directory_viewer(const std::optional<cw::Caller>& caller,
                                                const std::string& visitor_fingerprint);

struct Appearance {
  std::string day;  // YYYY-MM-DD, UTC
  std::int64_t engineer_id = 0;
  std::string viewer;  // DirectoryViewer::key
  auto operator<=>(const Appearance&) const = default;
};

// The appearances served since the last write, each kept once. Bounded: beyond `capacity` distinct appearances, new
// ones are dropped (and counted by the caller), so a flood of distinct viewers cannot grow memory without limit.
class AppearanceBuffer {
 public:
  explicit AppearanceBuffer(std::size_t capacity) : capacity_(capacity) {}

  // Keeps one appearance per engineer listed (the viewer's own card aside); returns how many were dropped for want
  // of room.
  std::size_t record(const std::string& day, const DirectoryViewer& viewer, const std::vector<std::int64_t>& engineers);
  // Everything kept, leaving the buffer empty.
  std::set<Appearance> take();
  // Puts back appearances whose write failed, as far as room allows; returns how many were dropped.
  std::size_t restore(const std::set<Appearance>& appearances);
  std::size_t size() const { return pending_.size(); }

 private:
  std::size_t capacity_;
  std::set<Appearance> pending_;
};

// What one write found: an engineer's viewers on a day who had not seen their card before that day.
struct NewViewers {
  std::string day;
  std::int64_t engineer_id = 0;
  std::int64_t viewers = 0;
};
// One event's worth: a day and at most max_engineers of its engineers with their new viewers.
struct AppearanceBatch {
  std::string day;
  std::vector<std::pair<std::int64_t, std::int64_t>> engineers;  // (engineer id, new viewers)
};
// The new viewers grouped by day and cut into batches of at most max_engineers engineers, days and engineers in
// order; an engineer without a new viewer is left out.
std::vector<AppearanceBatch> appearance_batches(std::vector<NewViewers> found, std::size_t max_engineers);

}  // namespace auth
