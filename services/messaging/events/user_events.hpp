#pragma once
// auth.events: members (names for chat, their address for e-mail, a greeting), the decisions on engineers'
// applications and certification results (a notification and an e-mail to the engineer), and admins' screens of
// applications refreshed (admin_update) when an engineer applies, re-applies or is decided on.
#include "app/emails.hpp"
#include "events/telling.hpp"

#include <cw/events.hpp>

namespace messaging::events {

// user.registered: the member directory, the greeting notification and the welcome e-mail.
void on_user_registered(pqxx::work& tx, const cw::events::UserRegistered& event, Telling& telling, Emails& emails);
void on_engineer_reapplied(pqxx::work& tx, const cw::events::EngineerReapplied& event, Telling& telling);
void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event, Telling& telling,
                          Emails& emails);
void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event, Telling& telling,
                             Emails& emails);
void on_engineer_rejected(pqxx::work& tx, const cw::events::EngineerRejected& event, Telling& telling,
                          Emails& emails);
void on_engineer_certified(pqxx::work& tx, const cw::events::EngineerCertified& event, Telling& telling);
void on_certification_failed(pqxx::work& tx, const cw::events::EngineerCertificationFailed& event, Telling& telling);
// certificate.issued and certificate.expiring: the engineer is told, with an e-mail of its own (the reminders under
// the member's accountReview switch). Ids not fit for a link make the event malformed (skipped alone).
void on_certificate_issued(pqxx::work& tx, const cw::events::CertificateIssued& event, Telling& telling,
                           Emails& emails);
void on_certificate_expiring(pqxx::work& tx, const cw::events::CertificateExpiring& event, Telling& telling,
                             Emails& emails);
// review.posted: the engineer is told (the rating, the project); both parties' project screens refresh.
void on_review_posted(pqxx::work& tx, const cw::events::ReviewPosted& event, Telling& telling);
// account.deleted: the member's name becomes "Deleted member"; their address, preferences, e-mails, notifications,
// webhooks and direct conversations' contents are erased (store/account_store.hpp).
void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event);

}  // namespace messaging::events
