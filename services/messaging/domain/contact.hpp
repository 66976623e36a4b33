#pragma once
// The contact form (/contact): what a visitor may send, how often, and what the admins are told. Plain functions;
// app/contact_form reads the form's JSON, app/contact_desk stores the message and tells the admins.
#include "domain/email.hpp"
#include "domain/notification.hpp"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging {

// As the API writes them; the web app labels them.
inline const std::vector<std::string> kInquiryTypes = {"general", "technical", "billing", "partnership",
                                                       "verification"};

inline constexpr std::size_t kMaxContactNameLength = 100;
inline constexpr std::size_t kMaxContactCompanyLength = 100;
inline constexpr std::size_t kMaxContactSubjectLength = 200;
inline constexpr std::size_t kMaxContactMessageLength = 5000;

// 'General Inquiry', 'Technical Support', ...: as the web app labels them.
std::string inquiry_label(const std::string& inquiry_type);

struct ContactForm {
  std::string name;
  std::string email;
  std::optional<std::string> company;  // absent when blank
  std::string subject;
  std::string message;
  std::string inquiry_type = "general";
};

struct ContactMessage {
  std::int64_t id = 0;
  ContactForm form;
  std::optional<std::int64_t> user_id;  // the sender's account when signed in
  std::string created_at;               // ISO-8601 UTC
  std::optional<std::string> handled_at;
  std::optional<std::int64_t> handled_by;
  bool priority = false;  // sent by a member whose plan has priority support (issue 29 item 9)
};

// Senders are limited per e-mail address and per client address, each over a fixed window that starts with its
// first message: enough for a person who adds something they forgot, not for a flood of the admins' inboxes.
struct ContactLimit {
  int messages;
  std::chrono::seconds window;
};
inline constexpr ContactLimit kContactPerEmail{3, std::chrono::minutes(10)};
inline constexpr ContactLimit kContactPerAddress{20, std::chrono::hours(1)};
// The text of the 429 (retry_after: seconds until the window ends).
std::string contact_limit_message(std::chrono::seconds retry_after);

// What every admin is told, in the bell and by e-mail (contact_email is written with the others in email.cpp).
NotificationDraft contact_notification(const ContactForm& form);
EmailDraft contact_email(const std::string& site, const std::string& first_name, const ContactMessage& message);

}  // namespace messaging
