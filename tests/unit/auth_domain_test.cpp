#include "domain/login_throttle.hpp"
#include "domain/password.hpp"
#include "domain/registration.hpp"

#include <cw/errors.hpp>
#include <cw/text.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

using auth::RegistrationForm;

namespace {

RegistrationForm valid_form() {
  RegistrationForm form;
  form.first_name = "Ada";
  form.last_name = "Lovelace";
  form.username = "ada.l_1-x";
  form.email = "ada@example.com";
  form.password = "correct horse battery";
  form.role = "engineer";
  return form;
}

cw::DomainError error_of(const RegistrationForm& form) {
  try {
    auth::validate_registration(form);
  } catch (const cw::DomainError& e) {
    return e;
  }
  ADD_FAILURE() << "expected the registration to be refused";
  return cw::invalid("");
}

}  // namespace

TEST(Registration, AcceptsAValidFormAndTrimsNames) {
  auto form = valid_form();
  form.first_name = "  Ada ";
  form.phone = "  ";
  form.location = " Austin, TX ";
  auto user = auth::validate_registration(form);
  EXPECT_EQ(user.first_name, "Ada");
  EXPECT_EQ(user.role, cw::Role::engineer);
  EXPECT_FALSE(user.phone.has_value());
  EXPECT_EQ(user.location, "Austin, TX");
}

TEST(Registration, RoleDefaultsToClient) {
  auto form = valid_form();
  form.role.reset();
  EXPECT_EQ(auth::validate_registration(form).role, cw::Role::client);
}

TEST(Registration, NamesTheMissingField) {
  for (auto [field, name] : std::vector<std::pair<std::optional<std::string> RegistrationForm::*, std::string>>{
           {&RegistrationForm::first_name, "firstName"},
           {&RegistrationForm::last_name, "lastName"},
           {&RegistrationForm::username, "username"},
           {&RegistrationForm::email, "email"},
           {&RegistrationForm::password, "password"}}) {
    auto form = valid_form();
    form.*field = std::nullopt;
    auto error = error_of(form);
    EXPECT_EQ(error.kind(), cw::ErrorKind::invalid);
    EXPECT_EQ(std::string(error.what()), name + " is required");
  }
}

TEST(Registration, PasswordLengthIs12To128Characters) {
  auto form = valid_form();
  form.password = std::string(11, 'a');
  EXPECT_STREQ(error_of(form).what(), "Password must be 12 to 128 characters");
  form.password = std::string(129, 'a');
  EXPECT_STREQ(error_of(form).what(), "Password must be 12 to 128 characters");
  form.password = std::string(12, 'a');
  EXPECT_NO_THROW(auth::validate_registration(form));
  form.password = std::string(128, 'a');
  EXPECT_NO_THROW(auth::validate_registration(form));
  // Twelve characters of two bytes each are twelve characters, not twenty-four.
  std::string accented;
  for (int i = 0; i < 11; ++i) accented += "\xC3\xA9";
  form.password = accented;
  EXPECT_STREQ(error_of(form).what(), "Password must be 12 to 128 characters");
}

TEST(Registration, UsernameRules) {
  EXPECT_TRUE(auth::is_valid_username("abc"));
  EXPECT_TRUE(auth::is_valid_username(std::string(32, 'a')));
  EXPECT_FALSE(auth::is_valid_username("ab"));
  EXPECT_FALSE(auth::is_valid_username(std::string(33, 'a')));
  EXPECT_FALSE(auth::is_valid_username("has space"));
  EXPECT_FALSE(auth::is_valid_username("semi;colon"));
  EXPECT_FALSE(auth::is_valid_username("\xC3\xA9t\xC3\xA9"));
}

TEST(SignInName, IsTheNameTheLookupAndTheLockoutShare) {
  EXPECT_EQ(auth::sign_in_name("Alice.Smith"), "alice.smith");
  EXPECT_EQ(auth::sign_in_name("  bob_1 \t"), "bob_1");
  // No account can have these: nothing is looked up and no lockout is counted for them.
  EXPECT_EQ(auth::sign_in_name(std::string("alice\0zz", 8)), std::nullopt);
  EXPECT_EQ(auth::sign_in_name("\xE2\x84\xAA" "ate"), std::nullopt);  // KELVIN SIGN, which PostgreSQL may lower to k
  EXPECT_EQ(auth::sign_in_name("al"), std::nullopt);
  EXPECT_EQ(auth::sign_in_name(""), std::nullopt);
}

TEST(Registration, EmailRules) {
  EXPECT_TRUE(cw::text::is_valid_email("a.b+tag@shop.example.co"));
  EXPECT_FALSE(cw::text::is_valid_email("no-at-sign.example.com"));
  EXPECT_FALSE(cw::text::is_valid_email("two@@example.com"));
  EXPECT_FALSE(cw::text::is_valid_email("user@localhost"));
  EXPECT_FALSE(cw::text::is_valid_email("user@-bad.com"));
  EXPECT_FALSE(cw::text::is_valid_email("user@example.c"));
  EXPECT_FALSE(cw::text::is_valid_email(".user@example.com"));
  EXPECT_FALSE(cw::text::is_valid_email("us er@example.com"));
}

TEST(Registration, AdminRoleIsForbiddenAndOthersInvalid) {
  auto form = valid_form();
  form.role = "admin";
  EXPECT_EQ(error_of(form).kind(), cw::ErrorKind::forbidden);
  form.role = "superuser";
  auto error = error_of(form);
  EXPECT_EQ(error.kind(), cw::ErrorKind::invalid);
  EXPECT_STREQ(error.what(), "Role must be client or engineer");
}

TEST(Registration, LongOptionalFieldsAreRefused) {
  auto form = valid_form();
  form.location = std::string(101, 'x');
  EXPECT_STREQ(error_of(form).what(), "location is too long");
  form = valid_form();
  form.first_name = std::string(65, 'x');
  EXPECT_STREQ(error_of(form).what(), "firstName is too long");
  form = valid_form();
  form.phone = "call me maybe";
  EXPECT_STREQ(error_of(form).what(), "Please enter a valid phone number");
}

TEST(Registration, SourceIsNormalised) {
  EXPECT_EQ(auth::normalise_source(" Google Ads "), "google_ads");
  EXPECT_EQ(auth::normalise_source("<script>"), "script");
  EXPECT_EQ(auth::normalise_source("!!!"), std::nullopt);
  EXPECT_EQ(auth::normalise_source(std::string(100, 'a'))->size(), 64u);
}

TEST(LoginThrottle, LocksFromTheFifthFailureAndDoublesUpToTheWindow) {
  using std::chrono::seconds;
  EXPECT_EQ(auth::lockout_after_failures(4), seconds(0));
  EXPECT_EQ(auth::lockout_after_failures(5), seconds(30));
  EXPECT_EQ(auth::lockout_after_failures(6), seconds(60));
  EXPECT_EQ(auth::lockout_after_failures(9), seconds(480));
  EXPECT_EQ(auth::lockout_after_failures(10), seconds(900));
  EXPECT_EQ(auth::lockout_after_failures(1000), seconds(900));
}

TEST(Password, HashesWithArgon2idAndVerifies) {
  ASSERT_GE(sodium_init(), 0);
  auto hash = auth::hash_password("correct horse battery");
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u);
  EXPECT_NE(hash, auth::hash_password("correct horse battery"));  // salted
  EXPECT_TRUE(auth::verify_password(hash, "correct horse battery"));
  EXPECT_FALSE(auth::verify_password(hash, "correct horse battery!"));
}
