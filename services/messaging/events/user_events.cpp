#include "events/user_events.hpp"

#include "store/account_store.hpp"

#include "domain/notification.hpp"
#include "store/notification_store.hpp"

#include "store/conversation_store.hpp"

#include <cw/events/user_directory.hpp>

namespace messaging::events {

void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event, Telling& telling, Emails& emails) {
  cw::user_directory::apply_user_registered(tx, event);
  store::insert_notification(tx, event.user_id, welcome_notification(event.role, event.first_name));
  emails.on_user_registered(tx, event);
  if (event.role == cw::Role::engineer) telling.admins_changed({"applications"});
}

void on_engineer_reapplied(pqxx::work&, const cw::events::EngineerReapplied&, Telling& telling) {
  telling.admins_changed({"applications"});
}

void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event, Telling& telling,
                          Emails& emails) {
  telling.notify(event.user_id, application_approved_notification(), Telling::Email::its_own);
  emails.on_engineer_verified(tx, event);
  telling.admins_changed({"applications"});
}

void on_engineer_rejected(pqxx::work& tx, const cw::events::EngineerRejected& event, Telling& telling,
                          Emails& emails) {
  telling.notify(event.user_id, application_rejected_notification(event.reason), Telling::Email::its_own);
  emails.on_engineer_rejected(tx, event);
  telling.admins_changed({"applications"});
}

void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event, Telling& telling,
                             Emails& emails) {
  telling.notify(event.user_id, verification_revoked_notification(event.reason), Telling::Email::its_own);
  emails.on_verification_revoked(tx, event);
  telling.admins_changed({"applications"});
}

namespace {

template <class Event>
void check_certificate_ids(const Event& event, const std::string& certificate_id) {
  if (!certificate_id_shape(certificate_id)) throw cw::events::BadPayload(std::string(Event::kType) + ": certificateId");
  if (!track_id_shape(event.track)) throw cw::events::BadPayload(std::string(Event::kType) + ": track");
}

}  // namespace

void on_certificate_issued(pqxx::work& tx, const cw::events::CertificateIssued& event, Telling& telling,
                           Emails& emails) {
  check_certificate_ids(event, event.certificate_id);
  telling.notify(event.user_id,
                 certificate_issued_notification(event.certificate_id, event.track_title, event.expires_at),
                 Telling::Email::its_own);
  emails.on_certificate_issued(tx, event);
}

void on_certificate_expiring(pqxx::work& tx, const cw::events::CertificateExpiring& event, Telling& telling,
                             Emails& emails) {
  check_certificate_ids(event, event.certificate_id);
  if (event.days_left < 1) throw cw::events::BadPayload(std::string(event.kType) + ": daysLeft");
  telling.notify(event.user_id, certificate_expiring_notification(event.track, event.track_title, event.expires_at,
                                                                  event.days_left),
                 Telling::Email::its_own);
  emails.on_certificate_expiring(tx, event);
}

void on_engineer_certified(pqxx::work&, const cw::events::EngineerCertified& event, Telling& telling) {
  telling.notify(event.user_id, certification_notification(true, event.score, event.total_questions));
}

void on_certification_failed(pqxx::work&, const cw::events::EngineerCertificationFailed& event, Telling& telling) {
  telling.notify(event.user_id, certification_notification(false, event.score, event.total_questions));
}

void on_review_posted(pqxx::work& tx, const cw::events::ReviewPosted& event, Telling& telling) {
  const auto project = project_ref(store::find_project(tx, event.project_id), event.project_id);
  telling.notify(event.engineer_id, review_received_notification(project, event.rating));
  telling.project_changed(event.project_id, {event.client_id, event.engineer_id}, {"reviews"});
}

void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event) {
  cw::user_directory::apply_account_deleted(tx, event);
  store::erase_member(tx, event.user_id, event.deleted_at);
}

}  // namespace messaging::events
