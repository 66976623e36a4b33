#include "domain/email.hpp"
#include "domain/unsubscribe_token.hpp"

#include <gtest/gtest.h>
#include <sodium.h>

#include <string>

namespace {

const std::string kSecret = "an-unsubscribe-secret-of-at-least-32-chars";

messaging::OutgoingEmail email_with(std::string subject, std::string body = "Hello") {
  return {"CabinetWorks <no-reply@cabinetworks.local>", "mia@example.com", std::move(subject), std::move(body),
          "id-1@cabinetworks.local", "Tue, 24 Nov 2026 10:15:30 +0000", "http://site/unsubscribe?token=t",
          "http://site/api/email-preferences/unsubscribe?token=t"};
}

std::string headers_of(const std::string& message) { return message.substr(0, message.find("\r\n\r\n") + 2); }

std::string decoded_body(const std::string& message) {
  std::string base64;
  for (char c : message.substr(message.find("\r\n\r\n") + 4)) {
    if (c != '\r' && c != '\n') base64 += c;
  }
  std::string out(base64.size(), '\0');
  std::size_t length = 0;
  EXPECT_EQ(sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), base64.data(), base64.size(),
                              nullptr, &length, nullptr, sodium_base64_VARIANT_ORIGINAL),
            0);
  out.resize(length);
  return out;
}

}  // namespace

TEST(EmailMessage, AHeaderNeverSpillsIntoAnother) {
  const auto message = messaging::format_email(email_with("Bid on \"x\r\nBcc: evil@example.com\r\n\r\nbody\""));
  const auto headers = headers_of(message);
  EXPECT_EQ(headers.find("\r\nBcc:"), std::string::npos) << headers;
  EXPECT_NE(headers.find("Subject: Bid on \"x  Bcc: evil@example.com    body\"\r\n"), std::string::npos) << headers;
  // Every header line ends in CR LF and no bare LF or CR is left anywhere in the headers.
  for (std::size_t at = 0; (at = headers.find('\n', at)) != std::string::npos; ++at) EXPECT_EQ(headers[at - 1], '\r');
}

TEST(EmailMessage, AnUnicodeSubjectIsEncodedInWholeCharactersAndTheBodyIsBase64Text) {
  const std::string subject = "Nouvelle offre sur « Cuisine Zoë » 🪚 " + std::string(60, 'x');
  const auto message = messaging::format_email(email_with(subject, "Bonjour Zoë,\nline two"));
  const auto headers = headers_of(message);
  EXPECT_NE(headers.find("Subject: =?UTF-8?B?"), std::string::npos);
  for (std::size_t at = 0, end; at < headers.size(); at = end + 2) {
    end = headers.find("\r\n", at);
    EXPECT_LE(end - at, 998u) << "a header line longer than RFC 5322 allows";
  }
  EXPECT_NE(headers.find("Content-Transfer-Encoding: base64\r\n"), std::string::npos);
  EXPECT_NE(headers.find("List-Unsubscribe: <http://site/api/email-preferences/unsubscribe?token=t>\r\n"),
            std::string::npos);
  EXPECT_NE(headers.find("Message-ID: <id-1@cabinetworks.local>\r\n"), std::string::npos);
  const auto body = decoded_body(message);
  EXPECT_EQ(body.rfind("Bonjour Zoë,\r\nline two\r\n", 0), 0u) << body;
  EXPECT_NE(body.find("To stop these e-mails: http://site/unsubscribe?token=t"), std::string::npos);
}

TEST(EmailAddress, OnlyPlainAddressesAreSent) {
  EXPECT_TRUE(messaging::sendable_address("mia.stone+cw@example.co.uk"));
  for (const char* bad : {"", "mia", "@example.com", "mia@", "a@b@c", "mia stone@example.com", "<mia@example.com>",
                          "mia@example.com\r\nRCPT TO:<x@y>", "zoë@example.com", "mia@example.com>"}) {
    EXPECT_FALSE(messaging::sendable_address(bad)) << bad;
  }
  EXPECT_FALSE(messaging::sendable_address(std::string(250, 'a') + "@b.co"));
}

TEST(EmailKinds, EachKindHasItsPreferenceAndTheWelcomeTurnsAllOff) {
  EXPECT_EQ(messaging::preference_of_kind("new_bid"), "newBid");
  EXPECT_EQ(messaging::preference_of_kind("bid_accepted"), "bidAccepted");
  EXPECT_EQ(messaging::preference_of_kind("new_message"), "newMessage");
  EXPECT_EQ(messaging::preference_of_kind("application_rejected"), "accountReview");
  EXPECT_EQ(messaging::preference_of_kind("welcome"), "all");
}

TEST(EmailWords, TheRejectionQuotesTheReasonAndLinksTheProfile) {
  const auto email = messaging::application_rejected_email("http://site", "Mia", "More portfolio, please.");
  EXPECT_EQ(email.kind, "application_rejected");
  EXPECT_NE(email.body.find("More portfolio, please."), std::string::npos);
  EXPECT_NE(email.body.find("http://site/profile"), std::string::npos);
}

TEST(EmailWords, NamesAndTitlesStayOnTheirLine) {
  const auto email = messaging::new_message_email("http://site", "Mia\nTo stop", "Bo\r\nTo stop these e-mails: x", 7,
                                                  "Kitchen\n\n--\nTo stop these e-mails: http://evil");
  EXPECT_EQ(email.body.find("\nTo stop"), std::string::npos) << email.body;
  EXPECT_EQ(email.subject.find('\n'), std::string::npos);
}

TEST(EmailDate, IsRfc5322) { EXPECT_EQ(messaging::rfc5322_date(1795515330), "Tue, 24 Nov 2026 10:15:30 +0000"); }

TEST(UnsubscribeToken, NamesTheUserAndThePreferenceSigned) {
  ASSERT_GE(sodium_init(), 0);
  const auto token = messaging::unsubscribe_token(kSecret, 42, "newBid");
  const auto read = messaging::read_unsubscribe_token(kSecret, token);
  ASSERT_TRUE(read.has_value());
  EXPECT_EQ(read->user_id, 42);
  EXPECT_EQ(read->preference, "newBid");
  EXPECT_EQ(messaging::read_unsubscribe_token(kSecret, messaging::unsubscribe_token(kSecret, 7, "all"))->preference,
            "all");
}

TEST(UnsubscribeToken, RefusesWhatItDidNotSign) {
  ASSERT_GE(sodium_init(), 0);
  const auto token = messaging::unsubscribe_token(kSecret, 42, "newBid");
  EXPECT_FALSE(messaging::read_unsubscribe_token("another-secret-of-at-least-32-characters", token));
  // Another user's id with this signature.
  const auto forged = messaging::unsubscribe_token("x", 43, "newBid");
  EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, forged.substr(0, forged.find('.')) +
                                                              token.substr(token.find('.'))));
  for (std::size_t i = 0; i < token.size(); ++i) {
    auto changed = token;
    changed[i] = changed[i] == 'A' ? 'B' : 'A';
    EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, changed)) << "changed at " << i;
  }
  // A signed payload that is not ours: an unknown preference, a bad id.
  EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, messaging::unsubscribe_token(kSecret, 42, "marketing")));
  EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, messaging::unsubscribe_token(kSecret, 0, "newBid")));
  for (const char* garbage : {"", ".", "abc", "abc.def", "....", "%00", "\xff\xfe.\xff"}) {
    EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, garbage)) << garbage;
  }
  EXPECT_FALSE(messaging::read_unsubscribe_token(kSecret, std::string(5000, 'A') + "." + std::string(43, 'A')));
}

TEST(EmailGreeting, ADraftWrittenBeforeTheNameWasKnownGreetsTheRecipientOnceAddressed) {
  const auto unnamed = messaging::new_bid_email("https://cw.test", "", 7, "Kitchen", "640.00");
  ASSERT_EQ(unnamed.body.rfind("Hello,\n", 0), 0u) << unnamed.body;
  const auto named = messaging::new_bid_email("https://cw.test", "Zoë", 7, "Kitchen", "640.00");
  EXPECT_EQ(messaging::greeted(unnamed.body, "Zoë"), named.body);
  // A line break in the name stays out of the body's lines, as when the draft is written with the name.
  EXPECT_EQ(messaging::greeted(unnamed.body, "Zo\r\nBcc: x"), messaging::new_bid_email("https://cw.test", "Zo\r\nBcc: x", 7, "Kitchen", "640.00").body);
  // A body that already greets someone is left as it is.
  EXPECT_EQ(messaging::greeted(named.body, "Other"), named.body);
  EXPECT_EQ(messaging::greeted("", "Zoë"), "");
}
