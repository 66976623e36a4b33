#include "events/engineer_events.hpp"

#include "store/engineer_store.hpp"

namespace projects::events {

void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event) {
  store::mark_engineer_verified(tx, event.user_id, event.verified_at, "approved");
}

void on_engineer_certified(pqxx::work& tx, const cw::events::EngineerCertified& event) {
  store::mark_engineer_verified(tx, event.user_id, event.certified_at, "certified");
}

void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event) {
  store::forget_verified_engineer(tx, event.user_id);
}

}  // namespace projects::events
