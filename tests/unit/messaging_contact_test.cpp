// The contact form's rules (services/messaging/domain/contact): what is accepted, the 429's words, what admins are told.
#include "app/contact_form.hpp"
#include "domain/contact.hpp"

#include "domain_error.hpp"

#include <gtest/gtest.h>

namespace {

using cw::testing::error_of;
using nlohmann::json;

json valid_form() {
  return {{"name", "Rita Oak"}, {"email", "rita@example.com"}, {"company", "Oak & Sons"},
          {"subject", "Frameless jobs"}, {"message", "Do you take Mozaik jobs?"}, {"inquiryType", "technical"}};
}

std::string refusal(const json& body) { return error_of([&] { messaging::validate_contact(body); }).what(); }

TEST(ContactForm, AcceptsAFormAndTrimsIt) {
  auto body = valid_form();
  body["name"] = "  Rita Oak \n";
  const auto form = messaging::validate_contact(body);
  EXPECT_EQ(form.name, "Rita Oak");
  EXPECT_EQ(form.company, "Oak & Sons");
  EXPECT_EQ(form.inquiry_type, "technical");
}

TEST(ContactForm, CompanyAndInquiryTypeAreOptional) {
  auto body = valid_form();
  body.erase("inquiryType");
  body["company"] = "   ";
  const auto form = messaging::validate_contact(body);
  EXPECT_EQ(form.inquiry_type, "general");
  EXPECT_FALSE(form.company.has_value());
  body["company"] = nullptr;
  EXPECT_FALSE(messaging::validate_contact(body).company.has_value());
}

TEST(ContactForm, RefusesWhatIsMissingOrBlank) {
  for (const auto* field : {"name", "email", "subject", "message"}) {
    auto body = valid_form();
    body.erase(field);
    auto blank = valid_form();
    blank[field] = " \t ";
    const std::string label = std::string(1, static_cast<char>(std::toupper(field[0]))) + (field + 1);
    EXPECT_EQ(refusal(body), label + " is required");
    EXPECT_EQ(refusal(blank), label + " is required");
  }
}

TEST(ContactForm, CountsCharactersNotBytes) {
  auto body = valid_form();
  std::string message;
  for (int i = 0; i < 5000; ++i) message += "\xC3\xA9";  // é: two bytes, one character
  body["message"] = message;
  EXPECT_NO_THROW(messaging::validate_contact(body));
  body["message"] = message + "e";
  EXPECT_EQ(refusal(body), "Message must be at most 5000 characters");
}

TEST(ContactForm, RefusesHostileText) {
  auto body = valid_form();
  body["name"] = std::string("Ri\0ta", 5);
  EXPECT_EQ(refusal(body), "Name must not contain a null character");
  body = valid_form();
  body["subject"] = std::string("\xC3\x28");
  EXPECT_EQ(refusal(body), "Subject must be valid UTF-8 text");
  body = valid_form();
  body["email"] = "rita@example.com\r\nBcc: evil@example.com";
  EXPECT_EQ(refusal(body), "Please enter a valid email address");
  body = valid_form();
  body["message"] = json::array({"a"});
  EXPECT_EQ(refusal(body), "Message must be text");
  body = valid_form();
  body["inquiryType"] = "sales";
  EXPECT_EQ(refusal(body), "inquiryType must be one of: general, technical, billing, partnership, verification");
}

TEST(ContactForm, TheLimitSaysWhenToComeBack) {
  EXPECT_EQ(messaging::contact_limit_message(std::chrono::seconds(600)),
            "Too many messages. Please try again in 10 minutes.");
  EXPECT_EQ(messaging::contact_limit_message(std::chrono::seconds(61)),
            "Too many messages. Please try again in 2 minutes.");
  EXPECT_EQ(messaging::contact_limit_message(std::chrono::seconds(1)),
            "Too many messages. Please try again in 1 minute.");
}

TEST(ContactForm, AdminsAreToldWhoWritesAndAbout) {
  const auto form = messaging::validate_contact(valid_form());
  const auto notification = messaging::contact_notification(form);
  EXPECT_EQ(notification.type, "contact");
  EXPECT_EQ(notification.message, "Rita Oak (Technical Support): Frameless jobs");

  messaging::ContactMessage message{7, form, std::nullopt, "2026-11-24T10:00:00.000Z", std::nullopt, std::nullopt};
  message.form.subject = "Hi\r\nBcc: evil@example.com";
  const auto email = messaging::contact_email("http://site", "Platform", message);
  EXPECT_EQ(email.subject.find('\n'), std::string::npos);
  EXPECT_EQ(email.subject.find('\r'), std::string::npos);
  EXPECT_NE(email.body.find("From: Rita Oak <rita@example.com>"), std::string::npos);
  EXPECT_NE(email.body.find("Company: Oak & Sons"), std::string::npos);
  EXPECT_NE(email.body.find("http://site/admin"), std::string::npos);
}

}  // namespace
