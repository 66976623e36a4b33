#include "domain/certification.hpp"
#include "api/profile_form.hpp"
#include "app/views.hpp"
#include "domain/engineer_profile.hpp"
#include "domain/image.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>
#include <sodium.h>

#include <set>

using nlohmann::json;

namespace {
std::string error_of(const json& form) {
  try {
    auth::api::parse_profile_changes(form);
  } catch (const cw::DomainError& e) {
    EXPECT_EQ(e.kind(), cw::ErrorKind::invalid);
    return e.what();
  }
  return "";
}
}  // namespace

TEST(ProfileChanges, ListsAreTrimmedWithoutEmptiesOrDuplicates) {
  auto changes = auth::api::parse_profile_changes({{"softwareSkills", {" Mozaik ", "", "mozaik", "Cabinet Vision", "  "}}});
  ASSERT_TRUE(changes.software_skills.has_value());
  EXPECT_EQ(*changes.software_skills, (std::vector<std::string>{"Mozaik", "Cabinet Vision"}));
}

TEST(ProfileChanges, NumbersAndChoicesAreChecked) {
  EXPECT_EQ(error_of({{"hourlyRate", -1}}), "hourlyRate must be a number from 0 to 1000");
  EXPECT_EQ(error_of({{"hourlyRate", 1000.5}}), "hourlyRate must be a number from 0 to 1000");
  EXPECT_EQ(error_of({{"hourlyRate", "abc"}}), "hourlyRate must be a number from 0 to 1000");
  EXPECT_EQ(error_of({{"yearsExperience", 71}}), "yearsExperience must be a whole number from 0 to 70");
  EXPECT_EQ(error_of({{"yearsExperience", 2.5}}), "yearsExperience must be a whole number from 0 to 70");
  EXPECT_NE(error_of({{"availability", "Whenever"}}).find("availability must be one of"), std::string::npos);
  EXPECT_EQ(auth::api::parse_profile_changes({{"hourlyRate", 75.5}}).hourly_rate_cents, std::optional<std::int64_t>(7550));
  EXPECT_EQ(auth::api::parse_profile_changes({{"responseTime", "Within 1 hour"}}).response_time, "Within 1 hour");
}

TEST(ProfileChanges, FieldsTheEngineerMayNotSetAreRefused) {
  for (const char* field : {"rating", "isVerified", "certificationStatus", "completedProjects", "userId"}) {
    EXPECT_EQ(error_of({{field, 1}}), std::string(field) + " cannot be changed");
  }
  // Unknown fields are ignored.
  EXPECT_EQ(error_of({{"favouriteColour", "oak"}}), "");
}

TEST(ProfileChanges, PortfolioTakesOnlyOurUploads) {
  EXPECT_EQ(error_of({{"portfolioImages", {"https://evil.example/x.png"}}}),
            "portfolioImages must be images uploaded with upload-image");
  EXPECT_NO_THROW(auth::api::parse_profile_changes({{"portfolioImages", {"/uploads/0123456789abcdef0123456789abcdef.png"}}}));
}

TEST(ProfileView, ContactDetailsOnlyForTheEngineerAdminsOrWhenShown) {
  auth::EngineerProfile profile;
  profile.user.id = 7;
  profile.user.email = "e@example.com";
  profile.user.phone = "+1 555 0100";
  const auth::PlanView all{true, true, false};
  EXPECT_FALSE(auth::profile_json(profile, std::nullopt, all).at("user").contains("email"));
  EXPECT_FALSE(auth::profile_json(profile, cw::Caller{8, cw::Role::client}, all).at("user").contains("phone"));
  EXPECT_EQ(auth::profile_json(profile, cw::Caller{7, cw::Role::engineer}, all)["user"]["email"], "e@example.com");
  EXPECT_EQ(auth::profile_json(profile, cw::Caller{1, cw::Role::admin}, all)["user"]["email"], "e@example.com");
  profile.show_contact_info = true;
  EXPECT_EQ(auth::profile_json(profile, std::nullopt, all)["user"]["phone"], "+1 555 0100");
}

namespace {
cw::member_plans::MemberPlan plan_named(const std::string& name) {
  cw::member_plans::MemberPlan plan;
  plan.plan = name;
  plan.capabilities = cw::default_capabilities(name);
  return plan;
}
}  // namespace

TEST(ProfileView, RatingsShowToPlansThatHaveThemTheEngineerAndAdmins) {
  auth::EngineerProfile profile;
  profile.user.id = 7;
  const auto starter = plan_named("starter");
  const auto professional = plan_named("professional");
  EXPECT_FALSE(auth::plan_view(profile, std::nullopt, professional, starter).ratings) << "a visitor has no plan";
  EXPECT_FALSE(auth::plan_view(profile, cw::Caller{8, cw::Role::client}, starter, starter).ratings);
  EXPECT_TRUE(auth::plan_view(profile, cw::Caller{8, cw::Role::client}, professional, starter).ratings);
  EXPECT_TRUE(auth::plan_view(profile, cw::Caller{7, cw::Role::engineer}, starter, starter).ratings);
  EXPECT_TRUE(auth::plan_view(profile, cw::Caller{1, cw::Role::admin}, starter, starter).ratings);

  profile.rating = "4.5";
  profile.review_count = 2;
  const auto locked = auth::profile_json(profile, std::nullopt, auth::plan_view(profile, std::nullopt, starter, starter));
  EXPECT_FALSE(locked.contains("rating"));
  EXPECT_FALSE(locked.contains("reviewCount"));
  EXPECT_EQ(locked["ratingsLocked"], true);
  const auto open = auth::profile_json(profile, std::nullopt, {true, true, false});
  EXPECT_EQ(open["rating"], "4.5");
  EXPECT_FALSE(open.contains("ratingsLocked"));
}

TEST(ProfileView, AStarterEngineersRateShowsToThemselfOnly) {
  auth::EngineerProfile profile;
  profile.user.id = 7;
  profile.hourly_rate_cents = 8500;
  const auto starter = plan_named("starter");
  const auto professional = plan_named("professional");
  const cw::Caller client{8, cw::Role::client};
  const cw::Caller self{7, cw::Role::engineer};
  EXPECT_EQ(auth::profile_json(profile, client, auth::plan_view(profile, client, starter, professional))["hourlyRate"],
            85.0);
  EXPECT_FALSE(auth::profile_json(profile, client, auth::plan_view(profile, client, professional, starter))
                   .contains("hourlyRate"));
  const auto own = auth::profile_json(profile, self, auth::plan_view(profile, self, starter, starter));
  EXPECT_EQ(own["hourlyRate"], 85.0);
  EXPECT_EQ(own["hourlyRateLocked"], true);
  EXPECT_FALSE(auth::plan_view(profile, self, professional, professional).hourly_rate_locked);
}

TEST(ProfileChanges, SettingARateNeedsCustomRates) {
  auth::EngineerProfile current;
  current.hourly_rate_cents = 6000;
  const auto starter = plan_named("starter");
  const auto professional = plan_named("professional");
  const auto rate = [](std::optional<std::int64_t> cents) {
    auth::ProfileChanges changes;
    changes.hourly_rate_cents = cents;
    return changes;
  };
  EXPECT_TRUE(auth::sets_rate_beyond_plan(current, rate(7000), starter));
  EXPECT_FALSE(auth::sets_rate_beyond_plan(current, rate(7000), professional));
  EXPECT_FALSE(auth::sets_rate_beyond_plan(current, rate(6000), starter)) << "the stored rate sent again";
  EXPECT_FALSE(auth::sets_rate_beyond_plan(current, rate(std::nullopt), starter)) << "clearing it";
  EXPECT_FALSE(auth::sets_rate_beyond_plan(current, auth::ProfileChanges{}, starter));
}

namespace {
std::string filter_error(const auth::AdvancedFilterParams& params) {
  try {
    auth::parse_advanced_filters(params);
  } catch (const cw::DomainError& e) {
    EXPECT_EQ(e.kind(), cw::ErrorKind::invalid);
    return e.what();
  }
  return "";
}
}  // namespace

TEST(Directory, AdvancedFiltersAreBounded) {
  EXPECT_FALSE(auth::parse_advanced_filters({}).used());
  EXPECT_FALSE(auth::parse_advanced_filters({.min_rating = "", .verified_only = "false"}).used());
  const auto filters = auth::parse_advanced_filters(
      {"4.5", "40", "85.50", "3", "Available now", "Within 6 hours", "true", "rate"});
  EXPECT_EQ(filters.min_rating, 4.5);
  EXPECT_EQ(filters.min_rate_cents, 4000);
  EXPECT_EQ(filters.max_rate_cents, 8550);
  EXPECT_EQ(filters.min_completed_projects, 3);
  EXPECT_EQ(filters.response_times, (std::vector<std::string>{"Within 1 hour", "Within 6 hours"}));
  EXPECT_TRUE(filters.verified_only);
  EXPECT_EQ(filters.sort, auth::DirectorySort::rate);

  for (const char* bad : {"-1", "5.1", "abc", "nan", "1e3", " 4", "4.", "4.555"}) {
    EXPECT_EQ(filter_error({.min_rating = bad}), "minRating must be a number from 0 to 5") << bad;
  }
  EXPECT_EQ(filter_error({.max_rate = "1000.01"}), "maxRate must be a number from 0 to 1000");
  EXPECT_EQ(filter_error({.min_rate = "99999999999"}), "minRate must be a number from 0 to 1000");
  EXPECT_EQ(filter_error({.min_rate = "90", .max_rate = "80"}), "minRate must not be above maxRate");
  EXPECT_EQ(filter_error({.min_completed_projects = "-3"}), "minCompletedProjects must be a whole number from 0 to 100000");
  EXPECT_EQ(filter_error({.min_completed_projects = "99999999999999999999999"}),
            "minCompletedProjects must be a whole number from 0 to 100000");
  EXPECT_NE(filter_error({.availability = "Whenever"}).find("availability must be one of"), std::string::npos);
  EXPECT_NE(filter_error({.sort = "price"}).find("sort must be one of"), std::string::npos);
  EXPECT_NE(filter_error({.verified_only = "yes"}).find("verifiedOnly must be one of"), std::string::npos);
}

TEST(Directory, AdvancedFiltersNeedAPlanWithThem) {
  const auto used = auth::parse_advanced_filters({.sort = "rating"});
  EXPECT_NO_THROW(auth::check_filters_allowed(auth::AdvancedFilters{}, plan_named("starter")));
  EXPECT_NO_THROW(auth::check_filters_allowed(used, plan_named("professional")));
  try {
    auth::check_filters_allowed(used, plan_named("starter"));
    FAIL() << "a starter member used an advanced filter";
  } catch (const cw::DomainError& e) {
    EXPECT_EQ(e.code(), "plan_required");
  }
}

TEST(Directory, PagingSearchAndLocation) {
  EXPECT_EQ(auth::parse_page(std::nullopt, std::nullopt).size, 20);
  EXPECT_EQ(auth::parse_page("2", "50").size, 50);
  EXPECT_THROW(auth::parse_page("2", "51"), cw::DomainError);
  EXPECT_THROW(auth::parse_page("1000000", std::nullopt), cw::DomainError);
  EXPECT_THROW(auth::parse_page("0", std::nullopt), cw::DomainError);
  EXPECT_THROW(auth::parse_page("x", std::nullopt), cw::DomainError);
  EXPECT_EQ(auth::search_fragment("  100%_Oak\\ "), "100\\%\\_oak\\\\");
  EXPECT_TRUE(auth::location_patterns("all").empty());
  EXPECT_EQ(auth::location_patterns("Canada"), std::vector<std::string>{"%canada%"});
  EXPECT_EQ(auth::location_patterns("usa").size(), 3u);
  EXPECT_EQ(auth::format_rating(4.25, 4), "4.2");
  EXPECT_EQ(auth::format_rating(5, 1), "5.0");
  EXPECT_EQ(auth::format_rating(5, 0), std::nullopt);  // no reviews is no rating: the web shows "New"
}

TEST(Images, RecognisedByContentNotName) {
  EXPECT_EQ(auth::image_extension(std::string("\xFF\xD8\xFF\xE0rest", 8)), "jpg");
  EXPECT_EQ(auth::image_extension(std::string("\x89PNG\r\n\x1A\n....", 12)), "png");
  EXPECT_EQ(auth::image_extension("GIF89a..."), "gif");
  EXPECT_EQ(auth::image_extension(std::string("RIFF\x10\x00\x00\x00WEBPVP8 ", 16)), "webp");
  EXPECT_EQ(auth::image_extension("hello, I am a text file named .png"), std::nullopt);
  EXPECT_EQ(auth::image_extension(""), std::nullopt);
}

TEST(Certification, ScoresOnTheServerAndPassesAt80Percent) {
  std::vector<int> correct = {0, 1, 2, 3, 0, 1, 2, 3, 0, 1};
  std::vector<int> counts(10, 4);
  const std::vector<std::int64_t> correct_answers(correct.begin(), correct.end());
  auto all_right = auth::score_attempt(correct, counts, correct_answers);
  EXPECT_TRUE(all_right.passed);
  EXPECT_EQ(all_right.percentage, 100);
  auto eight = correct_answers;
  eight[0] = 1;
  eight[1] = 0;
  EXPECT_TRUE(auth::score_attempt(correct, counts, eight).passed);
  eight[2] = 0;
  auto seven = auth::score_attempt(correct, counts, eight);
  EXPECT_FALSE(seven.passed);
  EXPECT_EQ(seven.score, 7);
  EXPECT_EQ(seven.percentage, 70);
  EXPECT_THROW(auth::score_attempt(correct, counts, {0, 1}), cw::DomainError);
  auto out_of_range = correct_answers;
  out_of_range[3] = 4;
  EXPECT_THROW(auth::score_attempt(correct, counts, out_of_range), cw::DomainError);
  out_of_range[3] = 4294967296 + 3;  // would be the right option 3 if cut to 32 bits
  EXPECT_THROW(auth::score_attempt(correct, counts, out_of_range), cw::DomainError);
}

TEST(Certification, DrawsDistinctQuestions) {
  ASSERT_GE(sodium_init(), 0);
  std::vector<int> pool;
  for (int i = 1; i <= 66; ++i) pool.push_back(i);
  auto drawn = auth::draw_questions(pool, 10);
  EXPECT_EQ(drawn.size(), 10u);
  EXPECT_EQ(std::set<int>(drawn.begin(), drawn.end()).size(), 10u);
  EXPECT_EQ(auth::draw_questions({1, 2, 3}, 10).size(), 3u);
}

TEST(Certification, AnswersCountUntilTheDeadlinePlusAShortGrace) {
  const auto deadline = auth::Clock::time_point(std::chrono::hours(1000));
  EXPECT_TRUE(auth::answers_in_time(deadline - std::chrono::minutes(1), deadline));
  EXPECT_TRUE(auth::answers_in_time(deadline + auth::kSubmissionGrace, deadline));
  EXPECT_FALSE(auth::answers_in_time(deadline + auth::kSubmissionGrace + std::chrono::seconds(1), deadline));
  EXPECT_TRUE(auth::resumable(deadline, deadline));
  EXPECT_FALSE(auth::resumable(deadline + std::chrono::seconds(1), deadline));
}

TEST(Certification, ARetakeWaitsSevenDaysAfterAFailure) {
  const auto failed_at = auth::Clock::time_point(std::chrono::hours(1000));
  EXPECT_EQ(auth::retake_allowed_at(failed_at) - failed_at, std::chrono::hours(24 * 7));
}
