// Who may export (data_export, professional and up; never an admin) and each export row as its CSV fields.
#include "domain/export.hpp"

#include "domain_error.hpp"

#include <gtest/gtest.h>

using cw::testing::error_of;
using namespace projects;

namespace {

cw::member_plans::MemberPlan on(const std::string& plan) {
  auto member = cw::member_plans::starter();
  member.plan = plan;
  member.capabilities = cw::default_capabilities(plan);
  return member;
}

}  // namespace

TEST(ExportScope, AStarterMemberIsToldWhichPlanExports) {
  const auto error = error_of([] { export_scope({7, cw::Role::client}, cw::member_plans::starter()); });
  EXPECT_EQ(error.kind(), cw::ErrorKind::forbidden);
  EXPECT_EQ(error.code(), "plan_required");
  EXPECT_EQ(std::string(error.what()), "Data export is part of the Professional plan: upgrade to use it.");
  EXPECT_EQ(error.fields(), (std::vector<std::pair<std::string, std::string>>{
                                {"capability", "data_export"}, {"plan", "professional"}, {"link", "/premium-plans"}}));
}

TEST(ExportScope, ProfessionalAndEnterpriseMembersExportTheirOwnSide) {
  const auto client = export_scope({7, cw::Role::client}, on("professional"));
  EXPECT_EQ(client.side, cw::Role::client);
  EXPECT_EQ(client.user_id, 7);
  const auto engineer = export_scope({9, cw::Role::engineer}, on("enterprise"));
  EXPECT_EQ(engineer.side, cw::Role::engineer);
  EXPECT_EQ(engineer.user_id, 9);
}

TEST(ExportScope, AnAdminIsForbiddenNotAskedToUpgrade) {
  const auto error = error_of([] { export_scope({1, cw::Role::admin}, on("enterprise")); });
  EXPECT_EQ(error.code(), "forbidden");
  EXPECT_TRUE(error.fields().empty());
}

TEST(ExportRows, FieldsFollowTheHeader) {
  ProjectExportRow project{41, "Oak", "completed", "Kitchen Cabinets", "$1,000 - $2,500", "2-4 weeks", "Plywood",
                           cw::Money::from_cents(160000), "2026-11-01T10:00:00.000Z", "2026-11-20T10:00:00.000Z"};
  EXPECT_EQ(export_fields(project).size(), export_header(ExportKind::projects).size());
  EXPECT_EQ(export_fields(project)[7], "1600.00");
  project.final_amount.reset();
  project.completed_at.reset();
  EXPECT_EQ(export_fields(project)[7], "");
  EXPECT_EQ(export_fields(project)[9], "");
  const BidExportRow bid{5, 41, "Oak", cw::Money::from_cents(90050), "2 weeks", "pending", "2026-11-02T10:00:00.000Z"};
  EXPECT_EQ(export_fields(bid), (std::vector<std::string>{"5", "41", "Oak", "900.50", "2 weeks", "pending",
                                                          "2026-11-02T10:00:00.000Z"}));
  EXPECT_EQ(export_header(ExportKind::bids).size(), 7u);
}
