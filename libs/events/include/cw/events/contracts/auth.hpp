#pragma once
// auth.events (key: the user's id).
#include <cw/events/contracts/bad_payload.hpp>

namespace cw::events {

struct UserRegistered {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "user.registered";
  std::int64_t user_id = 0;
  Role role = Role::client;
  std::string username;
  std::string first_name;
  std::string last_name;
  std::string created_at;
  std::optional<std::string> source;  // where the user heard of us, "bootstrap" for the admin made at start-up
  std::optional<std::string> email;   // null in events published before it was carried
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerVerified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.verified";
  std::int64_t user_id = 0;
  std::string verified_at;
  std::optional<std::int64_t> admin_id;  // who approved; null in events published before it was carried
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerRejected {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.rejected";
  std::int64_t user_id = 0;
  std::string reason;
  std::string rejected_at;
  std::int64_t admin_id = 0;
  std::string key() const { return std::to_string(user_id); }
};

// An admin withdrew an engineer's verification (the engineer may no longer bid), with the reason the engineer reads.
// adminId is null when the platform did it (engineers approved before a passed test became the rule).
struct EngineerVerificationRevoked {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.verification_revoked";
  std::int64_t user_id = 0;
  std::string reason;
  std::string revoked_at;
  std::optional<std::int64_t> admin_id;
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerReapplied {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.reapplied";
  std::int64_t user_id = 0;
  std::string reapplied_at;
  std::string key() const { return std::to_string(user_id); }
};

struct EngineerCertified {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.certified";
  std::int64_t user_id = 0;
  std::int64_t score = 0;
  std::int64_t total_questions = 0;
  std::string certified_at;
  std::string key() const { return std::to_string(user_id); }
};

// An engineer took the certification test and did not pass it (engineer.certified is the pass).
struct EngineerCertificationFailed {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.certification_failed";
  std::int64_t user_id = 0;
  std::int64_t score = 0;
  std::int64_t total_questions = 0;
  std::string failed_at;
  std::string key() const { return std::to_string(user_id); }
};

// A client reviewed the engineer of a completed project. Key: the engineer's id.
struct ReviewPosted {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "review.posted";
  std::int64_t review_id = 0;
  std::int64_t engineer_id = 0;
  std::int64_t client_id = 0;
  std::int64_t project_id = 0;
  std::int64_t rating = 0;  // 1 to 5
  std::string posted_at;
  std::string key() const { return std::to_string(engineer_id); }
};

// A member changed their white-label branding (issue 29 item 11): the company name and the logo's version as they now
// are (null for none). Whether they show depends on the member's plan at the time (white_label), which each reader
// checks from its own projection of subscription.changed.
struct BrandingChanged {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "branding.changed";
  std::int64_t user_id = 0;
  std::optional<std::string> company_name;
  std::optional<std::int64_t> logo_version;
  std::string key() const { return std::to_string(user_id); }
};

// A member deleted their account: auth has revoked their sessions and tokens and erased its personal data; each
// consumer erases or anonymises what it holds about them (money records are kept as the law requires).
struct AccountDeleted {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "account.deleted";
  std::int64_t user_id = 0;
  Role role = Role::client;
  std::string deleted_at;
  std::string key() const { return std::to_string(user_id); }
};

// An engineer passed a paid certification track (issue 30 item 5): the certificate's public id (its page is
// /certificates/{certificateId}) and validity. Key: the user's id.
struct CertificateIssued {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "certificate.issued";
  std::string certificate_id;
  std::int64_t user_id = 0;
  std::string track;
  std::string track_title;
  std::int64_t score = 0;
  std::int64_t total_questions = 0;
  std::string issued_at;
  std::string expires_at;
  std::string key() const { return std::to_string(user_id); }
};

// A track certificate lapses soon: told once 30 days and once 7 days before expiresAt (days_left 30 or 7) by auth's
// sweep. Key: the user's id.
struct CertificateExpiring {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "certificate.expiring";
  std::string certificate_id;
  std::int64_t user_id = 0;
  std::string track;
  std::string track_title;
  std::string expires_at;
  std::int64_t days_left = 0;
  std::string key() const { return std::to_string(user_id); }
};

// How often engineers' cards were shown in the directory (issue 29 item 3): for one UTC day, each engineer with the
// number of viewers who saw their card on a directory page for the first time that day (so a reader adds them up).
// Auth counts a viewer once per engineer and day (a member by account, a visitor by a keyed hash of address and
// browser), never the engineer themselves nor an admin, and publishes what each of its writes found new, split so
// that one event names at most kMaxEngineers. Key: the day.
struct DirectoryAppearance {
  std::int64_t engineer_id = 0;
  std::int64_t viewers = 0;  // at least 1
  bool operator==(const DirectoryAppearance&) const = default;
};

struct EngineerDirectoryAppearances {
  static constexpr const char* kTopic = "auth.events";
  static constexpr const char* kType = "engineer.directory_appearances";
  static constexpr std::size_t kMaxEngineers = 500;
  std::string day;  // YYYY-MM-DD, UTC
  std::vector<DirectoryAppearance> appearances;
  std::string key() const { return day; }
};

void to_json(Json& json, const UserRegistered& event);
void from_json(const Json& json, UserRegistered& event);
void to_json(Json& json, const EngineerVerified& event);
void from_json(const Json& json, EngineerVerified& event);
void to_json(Json& json, const EngineerRejected& event);
void from_json(const Json& json, EngineerRejected& event);
void to_json(Json& json, const EngineerVerificationRevoked& event);
void from_json(const Json& json, EngineerVerificationRevoked& event);
void to_json(Json& json, const EngineerReapplied& event);
void from_json(const Json& json, EngineerReapplied& event);
void to_json(Json& json, const EngineerCertified& event);
void from_json(const Json& json, EngineerCertified& event);
void to_json(Json& json, const EngineerCertificationFailed& event);
void from_json(const Json& json, EngineerCertificationFailed& event);
void to_json(Json& json, const ReviewPosted& event);
void from_json(const Json& json, ReviewPosted& event);
void to_json(Json& json, const BrandingChanged& event);
void from_json(const Json& json, BrandingChanged& event);
void to_json(Json& json, const AccountDeleted& event);
void from_json(const Json& json, AccountDeleted& event);
void to_json(Json& json, const CertificateIssued& event);
void from_json(const Json& json, CertificateIssued& event);
void to_json(Json& json, const CertificateExpiring& event);
void from_json(const Json& json, CertificateExpiring& event);
void to_json(Json& json, const DirectoryAppearance& appearance);
void from_json(const Json& json, DirectoryAppearance& appearance);
void to_json(Json& json, const EngineerDirectoryAppearances& event);
void from_json(const Json& json, EngineerDirectoryAppearances& event);

}  // namespace cw::events
