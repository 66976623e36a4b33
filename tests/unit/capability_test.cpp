// The capability ids, names and default matrix (spec section 6), and the plan_required refusal's body.
#include <cw/capability.hpp>
#include <cw/http.hpp>

#include <gtest/gtest.h>
#include <algorithm>
#include <nlohmann/json.hpp>

using cw::Capability;

TEST(Capability, IdsRoundTripInTheContractOrder) {
  const std::vector<std::string> expected = {
      "direct_messages",    "analytics",    "data_export", "advanced_filters",   "priority_support",
      "engineer_ratings",   "verified_engineers", "custom_rates", "escrow", "milestone_payments",
      "custom_integrations", "white_label"};
  ASSERT_EQ(cw::kAllCapabilities.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(cw::to_string(cw::kAllCapabilities[i]), expected[i]);
    EXPECT_EQ(cw::parse_capability(expected[i]), cw::kAllCapabilities[i]);
  }
  EXPECT_EQ(cw::parse_capability("teleportation"), std::nullopt);
  EXPECT_EQ(cw::parse_capability(""), std::nullopt);
}

TEST(Capability, DisplayNames) {
  EXPECT_EQ(cw::display_name(Capability::data_export), "Data export");
  EXPECT_EQ(cw::display_name(Capability::direct_messages), "Direct messages");
  EXPECT_EQ(cw::display_name(Capability::white_label), "White-label");
}

TEST(Capability, DefaultMatrix) {
  EXPECT_TRUE(cw::default_capabilities("starter").empty());
  EXPECT_TRUE(cw::default_capabilities("gold").empty());
  const auto professional = cw::capability_ids(cw::default_capabilities("professional"));
  EXPECT_EQ(professional.size(), 10u);
  EXPECT_EQ(std::count(professional.begin(), professional.end(), "custom_integrations"), 0);
  EXPECT_EQ(std::count(professional.begin(), professional.end(), "white_label"), 0);
  EXPECT_EQ(cw::default_capabilities("enterprise").size(), 12u);
  EXPECT_EQ(cw::cheapest_plan(Capability::data_export), "professional");
  EXPECT_EQ(cw::cheapest_plan(Capability::escrow), "professional");
  EXPECT_EQ(cw::cheapest_plan(Capability::white_label), "enterprise");
  EXPECT_EQ(cw::cheapest_plan(Capability::custom_integrations), "enterprise");
}

TEST(Capability, IdsAreSortedDeduplicatedAndUnknownIdsDropped) {
  EXPECT_EQ(cw::capability_ids({Capability::escrow, Capability::analytics, Capability::escrow}),
            (std::vector<std::string>{"analytics", "escrow"}));
  EXPECT_EQ(cw::parse_capabilities({"escrow", "time_travel", "analytics"}),
            (std::vector<Capability>{Capability::escrow, Capability::analytics}));
}

TEST(PlanRequired, AnswersTheContractBody) {
  cw::http::Response response;
  cw::http::send_error(response, cw::plan_required(Capability::data_export, "professional"));
  EXPECT_EQ(response.status, 403);
  EXPECT_EQ(nlohmann::json::parse(response.body),
            (nlohmann::json{{"message", "Data export is part of the Professional plan: upgrade to use it."},
                            {"code", "plan_required"},
                            {"capability", "data_export"},
                            {"plan", "professional"},
                            {"link", "/premium-plans"}}));
}

TEST(PlanRequired, OtherErrorsKeepTheirTwoFields) {
  cw::http::Response response;
  cw::http::send_error(response, cw::forbidden("No"));
  EXPECT_EQ(nlohmann::json::parse(response.body), (nlohmann::json{{"message", "No"}, {"code", "forbidden"}}));
}
