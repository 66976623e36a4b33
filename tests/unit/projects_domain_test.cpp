#include "api/forms.hpp"
#include "domain/catalog.hpp"
#include "domain/forms.hpp"
#include <cw/fields.hpp>
#include <cw/money.hpp>
#include "domain/project.hpp"
#include "domain/project_file.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include "domain_error.hpp"

#include <functional>
#include <tuple>

using nlohmann::json;
using projects::BidStatus;
using projects::ProjectStatus;

namespace {

using cw::testing::error_of;

std::string invalid_message(const std::function<void()>& call) {
  auto error = error_of(call);
  EXPECT_EQ(error.kind(), cw::ErrorKind::invalid);
  return error.what();
}

json valid_project() {
  return {{"title", "Oak kitchen run"},
          {"description", "Twelve base cabinets and eight uppers, frameless."},
          {"cabinetType", "Kitchen Cabinets"},
          {"budgetRange", "$1,000 - $2,500"},
          {"timeline", "2-4 weeks"},
          {"materialType", "Plywood"},
          {"deliverables", {"Cut Lists", "CAD Files"}}};
}

json valid_bid() {
  return {{"projectId", 7}, {"amount", 1500}, {"proposal", "Drawings in a week."}, {"timeline", "1 week"}};
}

std::optional<std::int64_t> cents_of(const json& value) {
  auto money = cw::amount_of_json(value);
  return money ? std::optional(money->cents()) : std::nullopt;
}

const std::vector<ProjectStatus> kAllProjectStatuses = {ProjectStatus::posted, ProjectStatus::in_progress,
                                                        ProjectStatus::completed, ProjectStatus::cancelled};

}  // namespace

// ---- money ---------------------------------------------------------------------------------------------------------

TEST(Money, AcceptsWholeAndDecimalNumbersAndNumericStrings) {
  EXPECT_EQ(cents_of(1500), 150000);
  EXPECT_EQ(cents_of(1500.5), 150050);
  EXPECT_EQ(cents_of(1500.1), 150010);  // 1500.0999... as a double
  EXPECT_EQ(cents_of(0.01), 1);
  EXPECT_EQ(cents_of(json::parse("19.99")), 1999);
  EXPECT_EQ(cents_of("1500"), 150000);
  EXPECT_EQ(cents_of("1500.5"), 150050);
  EXPECT_EQ(cents_of(" 1500.50 "), 150050);
  EXPECT_EQ(cents_of("0.01"), 1);
}

TEST(Money, AcceptsTheLimitAndNothingAbove) {
  EXPECT_EQ(cents_of(10000000), cw::kMaxAmountCents);
  EXPECT_EQ(cents_of(10000000.0), cw::kMaxAmountCents);
  EXPECT_EQ(cents_of("10000000.00"), cw::kMaxAmountCents);
  EXPECT_EQ(cents_of(10000000.01), std::nullopt);
  EXPECT_EQ(cents_of("10000000.01"), std::nullopt);
  EXPECT_EQ(cents_of(10000001), std::nullopt);
  EXPECT_EQ(cents_of(json::parse("18446744073709551615")), std::nullopt);
  EXPECT_EQ(cents_of("99999999999999999999"), std::nullopt);
  EXPECT_EQ(cents_of(1e300), std::nullopt);
}

TEST(Money, RefusesZeroNegativeAndMoreThanTwoDecimals) {
  for (const json& value : {json(0), json(0.0), json(-5), json(-0.5), json("0"), json("0.00"), json("-5"),
                            json(0.001), json(12.345), json("12.345"), json(0.004)}) {
    EXPECT_EQ(cents_of(value), std::nullopt) << value.dump();
  }
}

TEST(Money, RefusesTextThatIsNotAPlainDecimal) {
  for (const char* text : {"", " ", "abc", "1,500", "1e3", "+5", "12.", ".5", "1.2.3", "12 50", "0x10", "NaN",
                           "Infinity", "$1500"}) {
    EXPECT_EQ(cents_of(text), std::nullopt) << text;
  }
  for (const json& value : {json(nullptr), json(true), json::array({1500}), json::object()}) {
    EXPECT_EQ(cents_of(value), std::nullopt) << value.dump();
  }
}

TEST(Money, FormatsWithTwoDecimals) {
  EXPECT_EQ(cw::Money::from_cents(150000).format(), "1500.00");
  EXPECT_EQ(cw::Money::from_cents(150050).format(), "1500.50");
  EXPECT_EQ(cw::Money::from_cents(1).format(), "0.01");
  EXPECT_EQ(cw::Money::from_cents(cw::kMaxAmountCents).format(), "10000000.00");
}

TEST(Money, DisplaysWithSeparatorsAndCentsForPeople) {
  EXPECT_EQ(cw::Money::from_cents(320000).display(), "$3,200.00");
  EXPECT_EQ(cw::Money::from_cents(150050).display(), "$1,500.50");
  EXPECT_EQ(cw::Money::from_cents(99900).display(), "$999.00");
  EXPECT_EQ(cw::Money::from_cents(1).display(), "$0.01");
  EXPECT_EQ(cw::Money::from_cents(0).display(), "$0.00");
  EXPECT_EQ(cw::Money::from_cents(cw::kMaxAmountCents).display(), "$10,000,000.00");
}

TEST(ProjectFiles, TheSameBytesAsTheLatestVersionAreRefused) {
  projects::ProjectFile latest;
  latest.name = "door.dxf";
  latest.version = 2;
  latest.sha256 = std::string(64, 'a');
  EXPECT_NO_THROW(projects::ensure_differs_from_latest(std::nullopt, latest.sha256));
  EXPECT_NO_THROW(projects::ensure_differs_from_latest(latest, std::string(64, 'b')));
  auto error = error_of([&] { projects::ensure_differs_from_latest(latest, latest.sha256); });
  EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
  EXPECT_STREQ(error.what(), "This file is identical to version 2 of door.dxf");
}

// ---- the state machine ---------------------------------------------------------------------------------------------

TEST(ProjectStates, AcceptingAPendingBidStartsAPostedProject) {
  EXPECT_EQ(projects::status_after_accept(ProjectStatus::posted, BidStatus::pending, true), ProjectStatus::in_progress);
}

TEST(ProjectStates, ABidOfAnEngineerWhoseVerificationWasWithdrawnIsNotAccepted) {
  auto error = error_of([&] { projects::status_after_accept(ProjectStatus::posted, BidStatus::pending, false); });
  EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
  EXPECT_STREQ(error.what(), projects::kEngineerNoLongerVerified);
}

TEST(ProjectStates, NothingElseCanBeAccepted) {
  for (auto project : kAllProjectStatuses) {
    for (auto bid : {BidStatus::pending, BidStatus::accepted, BidStatus::declined}) {
      if (project == ProjectStatus::posted && bid == BidStatus::pending) continue;
      auto error = error_of([&] { projects::status_after_accept(project, bid, true); });
      EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
      EXPECT_STREQ(error.what(), "This bid can no longer be accepted");
    }
  }
}

TEST(ProjectStates, OnlyAProjectInProgressCompletes) {
  EXPECT_EQ(projects::status_after_complete(ProjectStatus::in_progress), ProjectStatus::completed);
  for (auto status : {ProjectStatus::posted, ProjectStatus::completed, ProjectStatus::cancelled}) {
    auto error = error_of([&] { projects::status_after_complete(status); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
    EXPECT_STREQ(error.what(), "Only a project in progress can be completed");
  }
}

TEST(ProjectStates, OnlyAPostedProjectIsCancelled) {
  EXPECT_EQ(projects::status_after_cancel(ProjectStatus::posted), ProjectStatus::cancelled);
  for (auto status : {ProjectStatus::in_progress, ProjectStatus::completed, ProjectStatus::cancelled}) {
    auto error = error_of([&] { projects::status_after_cancel(status); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
    EXPECT_STREQ(error.what(), "Only a posted project can be cancelled");
  }
}

TEST(ProjectStates, OnlyAPostedProjectTakesBids) {
  EXPECT_NO_THROW(projects::ensure_accepting_bids(ProjectStatus::posted));
  for (auto status : {ProjectStatus::in_progress, ProjectStatus::completed, ProjectStatus::cancelled}) {
    auto error = error_of([&] { projects::ensure_accepting_bids(status); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
    EXPECT_STREQ(error.what(), "This project is no longer accepting bids");
  }
}

TEST(ProjectStates, StatusNamesRoundTrip) {
  for (auto status : kAllProjectStatuses) EXPECT_EQ(projects::project_status_from(projects::to_string(status)), status);
  for (auto status : {BidStatus::pending, BidStatus::accepted, BidStatus::declined}) {
    EXPECT_EQ(projects::bid_status_from(projects::to_string(status)), status);
  }
  EXPECT_EQ(projects::to_string(ProjectStatus::in_progress), "in_progress");
  EXPECT_THROW(projects::project_status_from("assigned"), std::invalid_argument);
}

// ---- who may do what -----------------------------------------------------------------------------------------------

TEST(Permissions, OnlyClientsPost) {
  EXPECT_NO_THROW(projects::ensure_may_post(cw::Caller{1, cw::Role::client}));
  for (auto role : {cw::Role::engineer, cw::Role::admin}) {
    auto error = error_of([&] { projects::ensure_may_post(cw::Caller{1, role}); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::forbidden);
    EXPECT_STREQ(error.what(), "Only clients can post projects");
  }
}

TEST(Permissions, OnlyVerifiedEngineersBid) {
  EXPECT_NO_THROW(projects::ensure_may_bid(cw::Caller{1, cw::Role::engineer}, true));
  for (auto [role, verified] : std::vector<std::tuple<cw::Role, bool>>{{cw::Role::engineer, false},
                                                                       {cw::Role::client, false},
                                                                       {cw::Role::client, true},
                                                                       {cw::Role::admin, true}}) {
    auto error = error_of([&] { projects::ensure_may_bid(cw::Caller{1, role}, verified); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::forbidden);
    EXPECT_STREQ(error.what(), "Only verified engineers can bid on projects");
  }
}

TEST(Permissions, OnlyTheProjectsClientActsOnIt) {
  projects::Project project;
  project.client_id = 5;
  EXPECT_NO_THROW(projects::ensure_client_of(project, cw::Caller{5, cw::Role::client}, projects::kOnlyTheClient));
  for (cw::Caller other : {cw::Caller{6, cw::Role::client}, cw::Caller{7, cw::Role::engineer},
                           cw::Caller{8, cw::Role::admin}}) {
    auto error = error_of([&] { projects::ensure_client_of(project, other, projects::kOnlyTheClientAccepts); });
    EXPECT_EQ(error.kind(), cw::ErrorKind::forbidden);
    EXPECT_STREQ(error.what(), "Only the project's client can accept bids");
  }
}

TEST(Permissions, TheClientSeesAllBidsAnEngineerTheirOwnOthersNone) {
  projects::Project project;
  project.client_id = 5;
  EXPECT_EQ(projects::bid_visibility(project, cw::Caller{5, cw::Role::client}), projects::BidVisibility::all);
  EXPECT_EQ(projects::bid_visibility(project, cw::Caller{7, cw::Role::engineer}), projects::BidVisibility::own);
  EXPECT_EQ(projects::bid_visibility(project, cw::Caller{6, cw::Role::client}), projects::BidVisibility::none);
  EXPECT_EQ(projects::bid_visibility(project, cw::Caller{8, cw::Role::admin}), projects::BidVisibility::none);
}

// ---- the post-project form -----------------------------------------------------------------------------------------

TEST(ProjectForm, AcceptsTheSpecsOptionsTrimsTextAndDropsRepeatedDeliverables) {
  auto form = valid_project();
  form["title"] = "  Oak kitchen run ";
  form["deliverables"] = {"CAD Files", "Cut Lists", "CAD Files"};
  auto project = projects::api::parse_new_project(form);
  EXPECT_EQ(project.title, "Oak kitchen run");
  EXPECT_EQ(project.cabinet_type, "Kitchen Cabinets");
  EXPECT_EQ(project.deliverables, (std::vector<std::string>{"CAD Files", "Cut Lists"}));
}

TEST(ProjectForm, EveryOptionOfTheSpecIsAccepted) {
  auto form = valid_project();
  for (const auto& [field, options] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"cabinetType", projects::kCabinetTypes},
           {"budgetRange", projects::kBudgetRanges},
           {"timeline", projects::kTimelines},
           {"materialType", projects::kMaterials}}) {
    for (const auto& option : options) {
      auto changed = form;
      changed[field] = option;
      EXPECT_NO_THROW(projects::api::parse_new_project(changed)) << field << " " << option;
    }
  }
  form["deliverables"] = projects::kDeliverables;
  EXPECT_EQ(projects::api::parse_new_project(form).deliverables.size(), 8u);
}

TEST(ProjectForm, DeliverablesAreOptional) {
  auto form = valid_project();
  form.erase("deliverables");
  EXPECT_TRUE(projects::api::parse_new_project(form).deliverables.empty());
  form["deliverables"] = nullptr;
  EXPECT_TRUE(projects::api::parse_new_project(form).deliverables.empty());
}

TEST(ProjectForm, AMissingOrBlankFieldAsksToFillInEverything) {
  for (const char* field : {"title", "description", "cabinetType", "budgetRange", "timeline", "materialType"}) {
    for (const json& blank : {json(nullptr), json(""), json("   ")}) {
      auto form = valid_project();
      form[field] = blank;
      EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "Please fill in all required fields")
          << field;
    }
    auto form = valid_project();
    form.erase(field);
    EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "Please fill in all required fields");
  }
}

TEST(ProjectForm, TitleAndDescriptionLengthsCountCharacters) {
  auto form = valid_project();
  form["title"] = "Oak";
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "title must be 5 to 120 characters");
  form["title"] = std::string(121, 'x');
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "title must be 5 to 120 characters");
  form["title"] = std::string(120, 'x');
  EXPECT_NO_THROW(projects::api::parse_new_project(form));
  form["title"] = "Küche";  // 5 characters, 6 bytes
  EXPECT_NO_THROW(projects::api::parse_new_project(form));
  form["description"] = "Too short to say much";
  EXPECT_NO_THROW(projects::api::parse_new_project(form));
  form["description"] = "   nineteen chars!!   ";
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "description must be 20 to 5000 characters");
  form["description"] = std::string(5001, 'x');
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "description must be 20 to 5000 characters");
}

TEST(ProjectForm, NamesTheFieldWithAValueOutsideTheSpecsList) {
  auto form = valid_project();
  form["cabinetType"] = "kitchen cabinets";
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }),
            "cabinetType must be one of: Kitchen Cabinets, Bathroom Vanity, Built-in Storage, Custom Millwork, "
            "Office Furniture, Entertainment Center");
  for (const char* field : {"budgetRange", "timeline", "materialType"}) {
    auto changed = valid_project();
    changed[field] = "Whatever";
    auto message = invalid_message([&] { projects::api::parse_new_project(changed); });
    EXPECT_EQ(message.rfind(std::string(field) + " must be one of: ", 0), 0u) << message;
  }
  form = valid_project();
  form["timeline"] = 3;
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }).rfind("timeline must be one of: ", 0), 0u);
}

TEST(ProjectForm, RefusesUnknownDeliverablesAndNonLists) {
  for (const json& deliverables : {json({"CNC Files"}), json("Cut Lists"), json({1}), json::object()}) {
    auto form = valid_project();
    form["deliverables"] = deliverables;
    EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }).rfind("deliverables must be a list of: ", 0),
              0u)
        << deliverables.dump();
  }
}

TEST(ProjectForm, TextFieldsMustBeText) {
  auto form = valid_project();
  form["title"] = 12345;
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "title must be text");
  form["title"] = std::string("Oak kitchen\0 run", 16);
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_project(form); }), "title must not contain a null character");
  auto bid = valid_bid();
  bid["proposal"] = std::string("a\0b", 3);
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(bid); }), "proposal must not contain a null character");
}

// ---- the bid form --------------------------------------------------------------------------------------------------

TEST(BidForm, AcceptsAValidBid) {
  auto form = valid_bid();
  form["proposal"] = "  Drawings in a week. ";
  form["amount"] = "2500.5";
  auto bid = projects::api::parse_new_bid(form);
  EXPECT_EQ(bid.project_id, 7);
  EXPECT_EQ(bid.amount.cents(), 250050);
  EXPECT_EQ(bid.proposal, "Drawings in a week.");
  EXPECT_EQ(bid.timeline, "1 week");
}

TEST(BidForm, AMissingOrBlankFieldAsksToFillInEverything) {
  for (const char* field : {"projectId", "amount", "proposal", "timeline"}) {
    for (const json& blank : {json(nullptr), json(""), json(" ")}) {
      auto form = valid_bid();
      form[field] = blank;
      EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "Please fill in all fields") << field;
    }
    auto form = valid_bid();
    form.erase(field);
    EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "Please fill in all fields") << field;
  }
}

TEST(BidForm, NamesTheBadField) {
  auto form = valid_bid();
  form["amount"] = 0;
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }),
            "amount must be a number greater than 0 and at most 10,000,000, with at most 2 decimals");
  form = valid_bid();
  form["projectId"] = "7";
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "projectId must be a whole number");
  form["projectId"] = 7.5;
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "projectId must be a whole number");
  form = valid_bid();
  form["proposal"] = std::string(5001, 'x');
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "proposal must be at most 5000 characters");
  form = valid_bid();
  form["timeline"] = std::string(101, 'x');
  EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }), "timeline must be at most 100 characters");
  form["timeline"] = std::string(100, 'x');
  EXPECT_NO_THROW(projects::api::parse_new_bid(form));
}

TEST(BidForm, ABidIsAtLeastFiveDollarsSoThatEveryStageIsAtLeastOneDollar) {
  EXPECT_EQ(projects::kMinimumBidCents, 500);
  for (const json& amount : {json(0.01), json(1), json("4.99"), json(4.99), json("4.94")}) {
    auto form = valid_bid();
    form["amount"] = amount;
    EXPECT_EQ(invalid_message([&] { projects::api::parse_new_bid(form); }),
              "amount must be at least $5.00 so that every payment stage is at least $1")
        << amount;
  }
  for (const json& amount : {json(5), json("5.00"), json(5.01), json(10'000'000)}) {
    auto form = valid_bid();
    form["amount"] = amount;
    EXPECT_GE(projects::api::parse_new_bid(form).amount.cents(), 500) << amount;
  }
  EXPECT_EQ(invalid_message([] { projects::check_bid_amount(*cw::amount_of_text("4.99")); }),
            projects::kBidBelowMinimum);
  EXPECT_NO_THROW(projects::check_bid_amount(*cw::amount_of_text("5.00")));
}

TEST(BidForm, AProjectIdBeyondAnyProjectIsJustUnknown) {
  auto form = valid_bid();
  form["projectId"] = json::parse("18446744073709551615");
  EXPECT_EQ(projects::api::parse_new_bid(form).project_id, 0);
  form["projectId"] = -3;
  EXPECT_EQ(projects::api::parse_new_bid(form).project_id, -3);
}

// ---- browsing ------------------------------------------------------------------------------------------------------

TEST(Browse, DefaultsToTheFirstPageOfTwentyWithoutFilters) {
  auto query = projects::parse_browse({});
  EXPECT_EQ(query.page, 1);
  EXPECT_EQ(query.page_size, 20);
  EXPECT_EQ(query.offset(), 0);
  EXPECT_EQ(query.cabinet_type, "");
  EXPECT_EQ(query.text_query, "");
}

TEST(Browse, FiltersAreTheSpecsValuesOrAllOrEmpty) {
  projects::BrowseParams params;
  params.cabinet_type = "Bathroom Vanity";
  params.budget_range = "all";
  params.material_type = "";
  params.page = "3";
  params.page_size = "50";
  auto query = projects::parse_browse(params);
  EXPECT_EQ(query.cabinet_type, "Bathroom Vanity");
  EXPECT_EQ(query.budget_range, "");
  EXPECT_EQ(query.material_type, "");
  EXPECT_EQ(query.offset(), 100);
  params.material_type = "Oak";
  EXPECT_EQ(invalid_message([&] { projects::parse_browse(params); }),
            "materialType must be one of: Plywood, MDF, Solid Wood, Mixed Materials");
}

TEST(Browse, PagesAreWholeNumbersAndPageSizeAtMostFifty) {
  for (const char* bad : {"0", "-1", "abc", "1.5", "51", "9999999"}) {
    projects::BrowseParams params;
    params.page_size = bad;
    EXPECT_EQ(invalid_message([&] { projects::parse_browse(params); }), "pageSize must be a whole number from 1 to 50")
        << bad;
  }
  for (const char* bad : {"0", "x", "100001"}) {
    projects::BrowseParams params;
    params.page = bad;
    EXPECT_EQ(invalid_message([&] { projects::parse_browse(params); }), "page must be a whole number from 1 to 100000")
        << bad;
  }
}

TEST(Browse, SearchWordsBecomePrefixesThatMustAllMatch) {
  EXPECT_EQ(projects::prefix_text_query("Oak  KITCH"), "oak:* & kitch:*");
  EXPECT_EQ(projects::prefix_text_query("built-in"), "built:* & in:*");
  EXPECT_EQ(projects::prefix_text_query("ab & cd | !ef:* (gh) <-> 'ij'"), "ab:* & cd:* & ef:* & gh:* & ij:*");
  EXPECT_EQ(projects::prefix_text_query("   "), "");
  EXPECT_EQ(projects::prefix_text_query("&|!"), "");
  EXPECT_EQ(projects::prefix_text_query("Küche"), "küche:*");
  EXPECT_EQ(projects::prefix_text_query("a b 3d x"), "3d:*");
  EXPECT_EQ(projects::prefix_text_query("11 12 13 14 15 16 17 18 19 20"),
            "11:* & 12:* & 13:* & 14:* & 15:* & 16:* & 17:* & 18:*");
}

TEST(Browse, SearchNeverPassesOnBrokenUtf8) {
  EXPECT_EQ(projects::prefix_text_query("oak\xff" "kitchen"), "oak:* & kitchen:*");
  EXPECT_EQ(projects::prefix_text_query("\xc3"), "");                // cut short
  EXPECT_EQ(projects::prefix_text_query("\xc0\xaf" "xy"), "xy:*");     // overlong
  EXPECT_EQ(projects::prefix_text_query("\xed\xa0\x80" "yz"), "yz:*");  // surrogate
  // Only the first 100 characters count, cut between characters.
  EXPECT_EQ(projects::prefix_text_query(std::string(99, 'a') + "üb"), std::string(99, 'a') + "ü:*");
}
