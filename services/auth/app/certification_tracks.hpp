#pragma once
// The paid certification tracks (issue 30 item 5): the tracks and each engineer's standing, attempts (start or resume,
// submit), certificates and their public page, the paid attempts billing's certification.fee_paid makes available,
// and the sweep that reminds engineers of a lapse ahead. Every time is auth's clock (movable in tests).
#include "store/directory_cache.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/movable_clock.hpp>

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth {

class CertificationTracks {
 public:
  CertificationTracks(cw::db::Pool& db, const cw::MovableClock& clock, store::DirectoryCache& directory_cache)
      : db_(db), clock_(clock), directory_cache_(directory_cache) {}

  // viewer: who asks (nullopt signed out); `mine` is filled for an engineer only.
  nlohmann::json tracks(const std::optional<cw::Caller>& viewer);
  nlohmann::json track(const std::string& track, const std::optional<cw::Caller>& viewer);

  struct Started {
    nlohmann::json body;
    bool created = false;  // false: the attempt in progress, resumed
  };
  Started start(const cw::Caller& caller, const std::string& track);
  nlohmann::json submit(const cw::Caller& caller, const std::string& track, std::int64_t attempt_id,
                        const std::vector<std::int64_t>& answers);
  nlohmann::json attempts(const cw::Caller& caller, const std::string& track);
  // The public page's data; not_found for an id of another form, unknown, or of a deleted member.
  nlohmann::json certificate(const std::string& certificate_id);

  // certification.fee_paid: one attempt of the track available (once per payment).
  void on_fee_paid(pqxx::work& tx, const cw::events::CertificationFeePaid& event);

  // Sends the reminders due now (certificate.expiring), in batches until none is left; how many were sent.
  std::size_t sweep();

 private:
  cw::db::Pool& db_;
  const cw::MovableClock& clock_;
  store::DirectoryCache& directory_cache_;  // a certificate's badge shows in the directory
};

}  // namespace auth
