#include "app/contact_form.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/text.hpp>

namespace messaging {

namespace {

const nlohmann::json& member(const nlohmann::json& body, const char* name) {
  static const nlohmann::json absent;
  const auto found = body.find(name);
  return found == body.end() ? absent : *found;
}

// A required text field: present, text, not blank once trimmed, at most max characters.
std::string required(const nlohmann::json& body, const char* name, const char* label, std::size_t max_length) {
  const auto& value = member(body, name);
  if (value.is_null()) throw cw::invalid(std::string(label) + " is required");
  auto text = cw::fields::trimmed_text(value, label, max_length);
  if (text.empty()) throw cw::invalid(std::string(label) + " is required");
  return text;
}

}  // namespace

VisitorIdentity validate_visitor(const nlohmann::json& body) {
  VisitorIdentity visitor;
  visitor.name = required(body, "name", "Name", kMaxContactNameLength);
  visitor.email = required(body, "email", "Email", cw::text::kMaxEmailLength);
  if (!cw::text::is_valid_email(visitor.email)) throw cw::invalid("Please enter a valid email address");
  return visitor;
}

ContactForm validate_contact(const nlohmann::json& body) {
  ContactForm form;
  auto visitor = validate_visitor(body);
  form.name = std::move(visitor.name);
  form.email = std::move(visitor.email);
  if (const auto& company = member(body, "company"); !company.is_null()) {
    auto text = cw::fields::trimmed_text(company, "Company", kMaxContactCompanyLength);
    if (!text.empty()) form.company = std::move(text);
  }
  form.subject = required(body, "subject", "Subject", kMaxContactSubjectLength);
  form.message = required(body, "message", "Message", kMaxContactMessageLength);
  if (const auto& type = member(body, "inquiryType"); !type.is_null()) {
    form.inquiry_type = cw::fields::one_of(type, "inquiryType", kInquiryTypes);
  }
  return form;
}

}  // namespace messaging
