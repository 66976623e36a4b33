#include "domain/email.hpp"

#include "domain/contact.hpp"
#include "domain/support.hpp"

#include <sodium.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <set>
#include <stdexcept>

namespace messaging {

namespace {

// A header value, or a name inside a sentence, on one line: control characters (CR and LF above all) become spaces.
// (A title with line breaks could otherwise fake lines of the e-mail, say a second unsubscribe link.)
std::string one_line(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (unsigned char c : text) out += (c < 0x20 || c == 0x7f) ? ' ' : static_cast<char>(c);
  return out;
}

std::string project_name(const std::string& title) {
  if (title.empty()) return "your project";
  std::string quoted(1, '"');  // appended rather than "\"" + ... + "\"", which GCC 12 warns about (-Wrestrict)
  quoted += one_line(title);
  quoted += '"';
  return quoted;
}

std::string greeting(const std::string& first_name) {
  return first_name.empty() ? std::string("Hello,") : "Hello " + one_line(first_name) + ",";
}

}  // namespace

std::string greeted(const std::string& body, const std::string& first_name) {
  const auto unnamed = greeting("");
  if (body.rfind(unnamed, 0) != 0) return body;
  return greeting(first_name) + body.substr(unnamed.size());
}

namespace {

std::string signature() { return "\n\nThe CabinetWorks team"; }

bool plain_ascii(const std::string& text) {
  for (unsigned char c : text) {
    if (c < 0x20 || c > 0x7e) return false;
  }
  return true;
}

std::string base64(const std::string& bytes) {
  if (bytes.empty()) return {};
  std::string out(sodium_base64_encoded_len(bytes.size(), sodium_base64_VARIANT_ORIGINAL), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size(),
                    sodium_base64_VARIANT_ORIGINAL);
  out.resize(out.size() - 1);  // the terminating NUL
  return out;
}

// Whole UTF-8 characters of at most max_bytes from the start of text at `from`; the byte count taken.
std::size_t utf8_chunk(const std::string& text, std::size_t from, std::size_t max_bytes) {
  std::size_t end = std::min(text.size(), from + max_bytes);
  if (end < text.size()) {
    while (end > from && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  }
  return end > from ? end - from : std::min(text.size() - from, max_bytes);
}

// RFC 2047 encoded-words of whole characters, each within the 75-character limit, folded onto lines of their own.
std::string encoded_words(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    const auto taken = utf8_chunk(text, at, 45);  // 45 bytes are 60 base64 characters
    if (!out.empty()) out += "\r\n ";
    out += "=?UTF-8?B?" + base64(text.substr(at, taken)) + "?=";
    at += taken;
  }
  return out;
}

std::string crlf_lines(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') continue;
    if (text[i] == '\n') out += "\r\n";
    else out += text[i];
  }
  return out;
}

}  // namespace

std::string preference_of_kind(const std::string& kind) {
  if (kind == "new_bid") return "newBid";
  if (kind == "bid_accepted") return "bidAccepted";
  if (kind == "new_message" || kind == "contact_message" || kind == "support_reply") return "newMessage";
  if (kind == "application_approved" || kind == "application_rejected" || kind == "verification_revoked") {
    return "accountReview";
  }
  if (kind == "welcome") return "welcome";
  // Issue 28's kinds follow the closest switch /profile offers: a member's own account (its review, certification,
  // plan) with accountReview; the steps of a project they work on with bidAccepted.
  static const std::set<std::string> kAccountKinds = {
      "certification_result", "review_received", "subscription_renewed", "subscription_cancelled",
      "subscription_expiring", "subscription_renewing", "renewal_failed", "trial_ending",
      "certificate_issued",   "certificate_expiring"};
  static const std::set<std::string> kProjectKinds = {
      "stage_funded",   "changes_requested", "stage_approved",    "stage_auto_approved", "stage_submitted",
      "final_delivery", "dispute_opened",    "dispute_resolved",  "stage_refunded",      "stage_released",
      "files_uploaded", "project_completed", "project_cancelled", "payment_succeeded",   "payment_failed",
      "payment_requires_action", "bid_invitation"};
  if (kAccountKinds.contains(kind)) return "accountReview";
  if (kProjectKinds.contains(kind)) return "bidAccepted";
  throw std::invalid_argument("no e-mail preference for the kind " + kind);
}

EmailPriority priority_of_kind(const std::string& kind) {
  static const std::set<std::string> kBulkKinds = {"subscription_renewed", "subscription_renewing",
                                                    "subscription_expiring", "trial_ending", "certificate_expiring"};
  return kBulkKinds.contains(kind) ? EmailPriority::bulk : EmailPriority::immediate;
}

EmailDraft welcome_email(const std::string& site, cw::Role role, const std::string& first_name) {
  std::string next;
  if (role == cw::Role::engineer) {
    next = "Complete your profile and pass the certification test to start bidding on cabinet projects:\n" + site +
           "/get-certified";
  } else if (role == cw::Role::client) {
    next = "Post your first cabinet project to start receiving bids from certified engineers:\n" + site +
           "/post-project";
  } else {
    next = "Your account is ready: " + site + "/dashboard";
  }
  return {"welcome", "Welcome to CabinetWorks", greeting(first_name) + "\n\nWelcome to CabinetWorks! " + next +
                                                    signature()};
}

EmailDraft new_bid_email(const std::string& site, const std::string& first_name, std::int64_t project_id,
                         const std::string& project_title, const std::string& amount) {
  return {"new_bid", "New bid on " + project_name(project_title),
          greeting(first_name) + "\n\nAn engineer bid $" + amount + " on " + project_name(project_title) +
              ".\nCompare the bids: " + site + "/project/" + std::to_string(project_id) + signature()};
}

EmailDraft bid_accepted_email(const std::string& site, const std::string& first_name, std::int64_t project_id,
                              const std::string& project_title, const std::string& amount) {
  return {"bid_accepted", "Your bid on " + project_name(project_title) + " was accepted",
          greeting(first_name) + "\n\nYour bid of $" + amount + " on " + project_name(project_title) +
              " was accepted. The project is in progress.\nOpen it: " + site + "/project/" +
              std::to_string(project_id) + signature()};
}

EmailDraft new_message_email(const std::string& site, const std::string& first_name, const std::string& sender_name,
                             std::int64_t project_id, const std::string& project_title) {
  const auto who = sender_name.empty() ? std::string("Someone") : one_line(sender_name);
  return {"new_message", "New message about " + project_name(project_title),
          greeting(first_name) + "\n\n" + who + " sent you a message about " + project_name(project_title) +
              " while you were away.\nRead and reply: " + site + "/conversations?project=" +
              std::to_string(project_id) + "\n\n(We send at most one of these an hour per conversation.)" +
              signature()};
}

EmailDraft direct_message_email(const std::string& site, const std::string& first_name, const std::string& sender_name,
                                std::int64_t conversation_id) {
  const auto who = sender_name.empty() ? std::string("Someone") : one_line(sender_name);
  return {"new_message", "New message from " + who,
          greeting(first_name) + "\n\n" + who + " sent you a direct message while you were away.\nRead and reply: " +
              site + "/conversations?dm=" + std::to_string(conversation_id) +
              "\n\n(We send at most one of these an hour per conversation.)" + signature()};
}

EmailDraft support_reply_email(const std::string& first_name, const std::string& answer, const std::string& link) {
  return {"support_reply", "CabinetWorks support answered you",
          greeting(first_name) + "\n\nOur support team answered your chat while you were away:\n\n" + answer +
              "\n\nContinue the conversation: " + link +
              "\n\n(We send at most one of these an hour per conversation.)" + signature()};
}

EmailDraft notification_email(const std::string& site, const std::string& first_name, const std::string& kind,
                              const std::string& title, const std::string& message, const std::string& link) {
  return {kind, one_line(title), greeting(first_name) + "\n\n" + message + "\nOpen it: " + site + link + signature()};
}

EmailDraft certificate_issued_email(const std::string& site, const std::string& first_name,
                                    const std::string& track_title, const std::string& certificate_id,
                                    const std::string& expires_on) {
  const auto title = one_line(track_title);
  return {"certificate_issued", "Your " + title + " certificate",
          greeting(first_name) + "\n\nCongratulations: you passed and earned your " + title + " certificate (" +
              certificate_id + "), valid until " + one_line(expires_on) +
              ".\nAnyone can check it here: " + site + "/certificates/" + certificate_id +
              "\n\nWe will remind you 30 and 7 days before it expires." + signature()};
}

EmailDraft certificate_expiring_email(const std::string& site, const std::string& first_name,
                                      const std::string& track_title, const std::string& track,
                                      std::int64_t days_left, const std::string& expires_on) {
  const auto title = one_line(track_title);
  return {"certificate_expiring", "Your " + title + " certificate expires in " + std::to_string(days_left) + " days",
          greeting(first_name) + "\n\nYour " + title + " certificate expires on " + one_line(expires_on) +
              ". Take the test again before then to renew it: a pass adds 24 months to its current expiry.\nRenew it: " +
              site + "/certification/tracks/" + track + signature()};
}

EmailDraft application_approved_email(const std::string& site, const std::string& first_name) {
  return {"application_approved", "Your engineer application was approved",
          greeting(first_name) + "\n\nGood news: your CabinetWorks engineer application was approved. You can bid on "
                                 "cabinet projects now:\n" +
              site + "/find-work" + signature()};
}

EmailDraft application_rejected_email(const std::string& site, const std::string& first_name,
                                      const std::string& reason) {
  return {"application_rejected", "Your engineer application was not approved",
          greeting(first_name) + "\n\nYour CabinetWorks engineer application was not approved. The reviewer wrote:\n\n" +
              reason + "\n\nUpdate your profile to apply again: " + site + "/profile" + signature()};
}

EmailDraft verification_revoked_email(const std::string& site, const std::string& first_name,
                                      const std::string& reason) {
  return {"verification_revoked", "Your engineer verification was withdrawn",
          greeting(first_name) + "\n\nYour CabinetWorks engineer verification was withdrawn, so you cannot bid on "
                                 "projects for now. The reason given:\n\n" +
              reason + "\n\nYour dashboard says what to do next: " + site + "/dashboard" + signature()};
}

EmailDraft contact_email(const std::string& site, const std::string& first_name, const ContactMessage& message) {
  const auto& form = message.form;
  std::string body = greeting(first_name) + "\n\nA new message came through the contact form.\n\nFrom: " +
                     one_line(form.name) + " <" + one_line(form.email) + ">\n";
  if (form.company) body += "Company: " + one_line(*form.company) + "\n";
  body += "Inquiry: " + inquiry_label(form.inquiry_type) + "\nSubject: " + one_line(form.subject) + "\n\n" +
          form.message + "\n\nAnswer it, then mark it handled: " + site + "/admin" + signature();
  return {"contact_message", "Contact form: " + one_line(form.subject), body};
}

bool sendable_address(const std::string& address) {
  if (address.empty() || address.size() > 254) return false;
  std::size_t at_signs = 0;
  for (unsigned char c : address) {
    if (c <= 0x20 || c >= 0x7f || c == '<' || c == '>' || c == '(' || c == ')' || c == ',' || c == ';' ||
        c == ':' || c == '\\' || c == '"' || c == '[' || c == ']') {
      return false;
    }
    if (c == '@') ++at_signs;
  }
  const auto at = address.find('@');
  return at_signs == 1 && at > 0 && at + 1 < address.size();
}

EmailDraft branded(EmailDraft draft, const std::optional<EmailBrand>& brand) {
  if (!brand || (!brand->company_name && !brand->logo_url)) return draft;
  if (brand->company_name) draft.subject = one_line(*brand->company_name) + ": " + draft.subject;
  draft.brand = brand;
  return draft;
}

std::string from_header(const std::string& address, const std::optional<EmailBrand>& brand) {
  const auto mailbox = " <" + one_line(address) + ">";
  if (!brand || !brand->company_name) return "CabinetWorks" + mailbox;
  const auto name = one_line(*brand->company_name) + " via CabinetWorks";
  if (!plain_ascii(name)) return encoded_words(name) + mailbox;
  std::string quoted(1, '"');
  for (char c : name) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  quoted += '"';
  return quoted + mailbox;
}

std::string html_escaped(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

std::string base64_lines(const std::string& text) {
  const auto encoded = base64(text);
  std::string lines;
  for (std::size_t at = 0; at < encoded.size(); at += 76) lines += encoded.substr(at, 76) + "\r\n";
  return lines;
}

std::string html_part(const EmailBrand& brand, const std::string& body, const std::string& unsubscribe_page) {
  std::string header;
  if (brand.logo_url) {
    header += "<img src=\"" + html_escaped(*brand.logo_url) + "\" alt=\"" +
              html_escaped(brand.company_name.value_or("")) + "\" height=\"48\" style=\"vertical-align:middle\">";
  }
  if (brand.company_name) {
    header += " <strong style=\"font-size:20px;vertical-align:middle\">" + html_escaped(*brand.company_name) +
              "</strong>";
  }
  return "<!DOCTYPE html>\n<html><body style=\"font-family:Arial,sans-serif;color:#222\">\n"
         "<div style=\"padding:12px 0;border-bottom:1px solid #ddd\">" + header + "</div>\n"
         "<div style=\"white-space:pre-wrap;padding:16px 0\">" + html_escaped(body) + "</div>\n"
         "<p style=\"color:#666;font-size:12px\">To stop these e-mails: <a href=\"" +
         html_escaped(unsubscribe_page) + "\">" + html_escaped(unsubscribe_page) + "</a></p>\n</body></html>\n";
}

}  // namespace

std::string format_email(const OutgoingEmail& email) {
  const auto subject = one_line(email.subject);
  std::string headers;
  headers += "From: " + one_line(email.from) + "\r\n";
  headers += "To: <" + one_line(email.to) + ">\r\n";
  headers += "Subject: " + (plain_ascii(subject) ? subject : encoded_words(subject)) + "\r\n";
  headers += "Date: " + one_line(email.date) + "\r\n";
  headers += "Message-ID: <" + one_line(email.message_id) + ">\r\n";
  headers += "List-Unsubscribe: <" + one_line(email.one_click_url) + ">\r\n";
  headers += "List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n";
  headers += "MIME-Version: 1.0\r\n";

  const auto footer = "\n\n--\nTo stop these e-mails: " + email.unsubscribe_page + "\n";
  const auto text_type = "Content-Type: text/plain; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n";
  if (!email.brand) return headers + text_type + "\r\n" + base64_lines(crlf_lines(email.body + footer));

  const auto& brand = *email.brand;
  const auto text = brand.company_name ? one_line(*brand.company_name) + "\n\n" + email.body : email.body;
  // The boundary never occurs in base64 (no '=' followed by '_' there).
  const std::string boundary = "=_cw_" + one_line(email.message_id).substr(0, 36);
  std::string body;
  body += "--" + boundary + "\r\n" + text_type + "\r\n" + base64_lines(crlf_lines(text + footer));
  body += "--" + boundary + "\r\nContent-Type: text/html; charset=UTF-8\r\nContent-Transfer-Encoding: base64\r\n\r\n" +
          base64_lines(crlf_lines(html_part(brand, email.body, email.unsubscribe_page)));
  body += "--" + boundary + "--\r\n";
  return headers + "Content-Type: multipart/alternative; boundary=\"" + boundary + "\"\r\n\r\n" + body;
}

std::string rfc5322_date(std::int64_t epoch_seconds) {
  const std::time_t time = static_cast<std::time_t>(epoch_seconds);
  std::tm utc{};
  gmtime_r(&time, &utc);
  static const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                  "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%s, %02d %s %04d %02d:%02d:%02d +0000", kDays[utc.tm_wday], utc.tm_mday,
                kMonths[utc.tm_mon], utc.tm_year + 1900, utc.tm_hour, utc.tm_min, utc.tm_sec);
  return buffer;
}

}  // namespace messaging
