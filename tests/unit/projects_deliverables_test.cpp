// The deliverables' rules without a server: the milestone state machine, dispute shares, the final delivery's
// preflight rule, file names, formats, plan limits and content checks.
#include "domain/milestone.hpp"
#include "domain/project_file.hpp"
#include "storage/file_storage.hpp"

#include <cw/errors.hpp>

#include <gtest/gtest.h>

#include <algorithm>

#include "domain_error.hpp"

#include <cstdio>
#include <functional>
#include <string>

using namespace projects;

namespace {

using cw::testing::error_of;

const Participants kWho{1, 2};
const cw::Caller kClient{1, cw::Role::client};
const cw::Caller kEngineer{2, cw::Role::engineer};
const cw::Caller kStranger{3, cw::Role::engineer};
const cw::Caller kAdmin{9, cw::Role::admin};

Milestone at(MilestoneState state, Stage stage = Stage::down_payment, int revisions_used = 0) {
  Milestone milestone;
  milestone.project_id = 41;
  milestone.stage = stage;
  milestone.state = state;
  milestone.revisions_used = revisions_used;
  return milestone;
}

}  // namespace

TEST(Milestones, FundingMovesOnlyAPendingStage) {
  EXPECT_EQ(state_after_funding(MilestoneState::pending), MilestoneState::funded);
  for (auto state : {MilestoneState::funded, MilestoneState::submitted, MilestoneState::approved,
                     MilestoneState::disputed, MilestoneState::resolved}) {
    EXPECT_FALSE(state_after_funding(state)) << to_string(state);
  }
}

TEST(Milestones, OnlyTheEngineerSubmitsAFundedStageAfterThePreviousIsClosed) {
  EXPECT_EQ(state_after_submit(kWho, kEngineer, at(MilestoneState::funded), std::nullopt), MilestoneState::submitted);
  EXPECT_EQ(state_after_submit(kWho, kEngineer, at(MilestoneState::changes_requested), std::nullopt),
            MilestoneState::submitted);
  EXPECT_EQ(error_of([] { state_after_submit(kWho, kClient, at(MilestoneState::funded), std::nullopt); }).kind(),
            cw::ErrorKind::forbidden);
  EXPECT_EQ(error_of([] { state_after_submit(kWho, kStranger, at(MilestoneState::funded), std::nullopt); }).kind(),
            cw::ErrorKind::forbidden);
  for (auto state : {MilestoneState::pending, MilestoneState::submitted, MilestoneState::approved,
                     MilestoneState::disputed, MilestoneState::resolved}) {
    EXPECT_EQ(error_of([&] { state_after_submit(kWho, kEngineer, at(state), std::nullopt); }).kind(),
              cw::ErrorKind::conflict)
        << to_string(state);
  }
  const auto second = at(MilestoneState::funded, Stage::milestone);
  auto refused = error_of([&] {
    state_after_submit(kWho, kEngineer, second, at(MilestoneState::submitted, Stage::down_payment));
  });
  EXPECT_EQ(std::string(refused.what()), "Down payment must be approved before the design approval is submitted");
  EXPECT_EQ(state_after_submit(kWho, kEngineer, second, at(MilestoneState::resolved)), MilestoneState::submitted);
}

TEST(Milestones, TheClientAsksForChangesThreeTimesAtMost) {
  for (int used = 0; used < kMaxRevisions; ++used) {
    EXPECT_EQ(state_after_request_changes(kWho, kClient, at(MilestoneState::submitted, Stage::milestone, used)),
              MilestoneState::changes_requested);
  }
  auto refused = error_of([] {
    state_after_request_changes(kWho, kClient, at(MilestoneState::submitted, Stage::milestone, kMaxRevisions));
  });
  EXPECT_EQ(std::string(refused.what()), "Maximum Revisions Reached");
  EXPECT_EQ(refused.kind(), cw::ErrorKind::conflict);
  EXPECT_EQ(error_of([] { state_after_request_changes(kWho, kEngineer, at(MilestoneState::submitted)); }).kind(),
            cw::ErrorKind::forbidden);
  EXPECT_EQ(error_of([] { state_after_request_changes(kWho, kClient, at(MilestoneState::funded)); }).kind(),
            cw::ErrorKind::conflict);
}

TEST(Milestones, OnlyTheClientApprovesASubmission) {
  EXPECT_EQ(state_after_approve(kWho, kClient, at(MilestoneState::submitted)), MilestoneState::approved);
  EXPECT_EQ(error_of([] { state_after_approve(kWho, kEngineer, at(MilestoneState::submitted)); }).kind(),
            cw::ErrorKind::forbidden);
  EXPECT_EQ(error_of([] { state_after_approve(kWho, kAdmin, at(MilestoneState::submitted)); }).kind(),
            cw::ErrorKind::forbidden);
  EXPECT_EQ(error_of([] { state_after_approve(kWho, kClient, at(MilestoneState::changes_requested)); }).kind(),
            cw::ErrorKind::conflict);
}

TEST(Milestones, EitherParticipantDisputesHeldMoneyAndOnlyAnAdminResolves) {
  for (auto state : {MilestoneState::funded, MilestoneState::submitted, MilestoneState::changes_requested}) {
    EXPECT_EQ(state_after_dispute(kWho, kClient, at(state)), MilestoneState::disputed);
    EXPECT_EQ(state_after_dispute(kWho, kEngineer, at(state)), MilestoneState::disputed);
  }
  EXPECT_EQ(error_of([] { state_after_dispute(kWho, kStranger, at(MilestoneState::funded)); }).kind(),
            cw::ErrorKind::forbidden);
  for (auto state : {MilestoneState::pending, MilestoneState::approved, MilestoneState::disputed,
                     MilestoneState::resolved}) {
    EXPECT_EQ(error_of([&] { state_after_dispute(kWho, kClient, at(state)); }).kind(), cw::ErrorKind::conflict);
  }
  EXPECT_EQ(state_after_resolve(kAdmin, at(MilestoneState::disputed)), MilestoneState::resolved);
  EXPECT_EQ(error_of([] { state_after_resolve(kClient, at(MilestoneState::disputed)); }).kind(),
            cw::ErrorKind::forbidden);
  EXPECT_EQ(error_of([] { state_after_resolve(kAdmin, at(MilestoneState::resolved)); }).kind(),
            cw::ErrorKind::conflict);
}

TEST(Milestones, AStagePaidDirectlyToTheEngineerCannotBeDisputed) {
  for (auto state : {MilestoneState::funded, MilestoneState::submitted, MilestoneState::changes_requested}) {
    auto milestone = at(state);
    milestone.paid_directly = true;
    for (const auto& who : {kClient, kEngineer}) {
      const auto error = error_of([&] { state_after_dispute(kWho, who, milestone); });
      EXPECT_EQ(error.kind(), cw::ErrorKind::conflict);
      EXPECT_EQ(error.code(), "not_in_escrow");
      EXPECT_NE(std::string(error.what()).find("not held in escrow"), std::string::npos) << error.what();
    }
  }
}

TEST(Milestones, SevenDaysOfSilenceAreDue) {
  const auto submitted = std::chrono::system_clock::time_point(std::chrono::hours(1000));
  EXPECT_FALSE(due_for_auto_approval(submitted, submitted + kAutoApproveAfter - std::chrono::seconds(1)));
  EXPECT_TRUE(due_for_auto_approval(submitted, submitted + kAutoApproveAfter));
}

TEST(Milestones, DisputeSharesAreBasisPoints) {
  EXPECT_EQ(engineer_share_bp(DisputeOutcome::release, std::nullopt), 10000);
  EXPECT_EQ(engineer_share_bp(DisputeOutcome::refund, std::nullopt), 0);
  EXPECT_EQ(engineer_share_bp(DisputeOutcome::split, 60), 6000);
  EXPECT_EQ(engineer_share_bp(DisputeOutcome::split, 1), 100);
  EXPECT_EQ(engineer_share_bp(DisputeOutcome::split, 99), 9900);
  for (std::optional<std::int64_t> bad : {std::optional<std::int64_t>(), std::optional<std::int64_t>(0),
                                          std::optional<std::int64_t>(100), std::optional<std::int64_t>(-5)}) {
    EXPECT_EQ(error_of([&] { engineer_share_bp(DisputeOutcome::split, bad); }).kind(), cw::ErrorKind::invalid);
  }
  EXPECT_EQ(error_of([] { engineer_share_bp(DisputeOutcome::release, 50); }).kind(), cw::ErrorKind::invalid);
}

TEST(Milestones, TheFinalDeliveryRefusesAFailingDxfUnlessWaived) {
  const std::vector<SubmittedFile> failing = {{1, "notes.pdf v1", "pdf", std::nullopt, false},
                                              {2, "side.dxf v1", "dxf", std::string("fail"), false}};
  EXPECT_NO_THROW(ensure_deliverable(Stage::milestone, failing));
  auto refused = error_of([&] { ensure_deliverable(Stage::final_payment, failing); });
  EXPECT_NE(std::string(refused.what()).find("side.dxf v1"), std::string::npos);
  EXPECT_EQ(refused.code(), "preflight_failed");
  const std::vector<SubmittedFile> unchecked = {{3, "x.dxf v1", "dxf", std::string("error"), false}};
  EXPECT_EQ(error_of([&] { ensure_deliverable(Stage::final_payment, unchecked); }).kind(), cw::ErrorKind::conflict);
  const std::vector<SubmittedFile> waived = {{2, "side.dxf v1", "dxf", std::string("fail"), true},
                                             {4, "top.dxf v1", "dxf", std::string("pass"), false}};
  EXPECT_NO_THROW(ensure_deliverable(Stage::final_payment, waived));
}

TEST(ProjectFiles, NamesLoseTheirPathAndRefuseWhatCouldDeceive) {
  EXPECT_EQ(clean_file_name("  side panel.dxf "), "side panel.dxf");
  EXPECT_EQ(clean_file_name("../../etc/passwd.pdf"), "passwd.pdf");
  EXPECT_EQ(clean_file_name("C:\\Users\\me\\cut list.csv"), "cut list.csv");
  EXPECT_EQ(clean_file_name("Küche – Seite.dxf"), "Küche – Seite.dxf");
  for (std::string bad : {std::string(""), std::string("   "), std::string("dir/"), std::string(".."),
                          std::string("a\0b.pdf", 7), std::string("tab\t.pdf"), std::string("new\nline.pdf"),
                          std::string("evil\xE2\x80\xAE" "fdp.exe"), std::string("iso\xE2\x81\xA6x.pdf"),
                          std::string("\xFF\xFE.pdf"), std::string(256, 'a')}) {
    EXPECT_EQ(error_of([&] { clean_file_name(bad); }).kind(), cw::ErrorKind::invalid) << bad;
  }
}

// Each kind of character that would make a name read as something else is refused with what it is and where it is
// in Unicode; the letters, punctuation and emoji of real names pass.
TEST(ProjectFiles, NamesRefuseControlBidirectionalAndInvisibleCharacters) {
  auto utf8 = [](char32_t c) {
    std::string out;
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
    return out;
  };
  const std::vector<std::pair<std::string, std::vector<char32_t>>> refused = {
      {"control characters (U+", {0x01, 0x1B, 0x7F, 0x80, 0x85, 0x9B, 0x9F, 0x2028, 0x2029}},
      {"bidirectional control characters (U+",
       {0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069}},
      {"invisible formatting characters (U+",
       {0x00AD, 0x034F, 0x0600, 0x115F, 0x180B, 0x180E, 0x200B, 0x200C, 0x200D, 0x2060, 0x2061, 0x2062, 0x2063,
        0x2064, 0x206A, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9, 0x1D173, 0xE0001, 0xE0041}},
  };
  for (const auto& [words, code_points] : refused) {
    for (char32_t c : code_points) {
      for (const auto& name : {utf8(c) + "side.dxf", "side" + utf8(c) + ".dxf", "side.dxf" + utf8(c)}) {
        const auto error = error_of([&] { clean_file_name(name); });
        EXPECT_EQ(error.kind(), cw::ErrorKind::invalid) << std::hex << static_cast<unsigned>(c);
        EXPECT_NE(std::string(error.what()).find(words), std::string::npos)
            << std::hex << static_cast<unsigned>(c) << ": " << error.what();
      }
    }
  }
  char label[16];
  std::snprintf(label, sizeof label, "(U+%04X)", 0x200Bu);
  EXPECT_NE(std::string(error_of([&] { clean_file_name("zero" + utf8(0x200B) + "width.pdf"); }).what()).find(label),
            std::string::npos);
  // Visible neighbours of the refused ranges, accents, CJK, emoji with its variation selector, and a no-break space.
  for (char32_t c : {char32_t{0x20}, char32_t{0x7E}, char32_t{0xA0}, char32_t{0xA9}, char32_t{0xE9},
                     char32_t{0x2010}, char32_t{0x2013}, char32_t{0x2030}, char32_t{0x20AC}, char32_t{0x5716},
                     char32_t{0xFE0F}, char32_t{0x1F600}}) {
    const auto name = "side" + utf8(c) + ".dxf";
    EXPECT_EQ(clean_file_name(name), name) << std::hex << static_cast<unsigned>(c);
  }
}

TEST(ProjectFiles, FormatsAreTheSpecsExtensionsThePlansFormatsAndCsv) {
  EXPECT_EQ(format_of_name("Side.DXF")->extension, "dxf");
  EXPECT_EQ(format_of_name("photo.jpeg")->plan_format, "jpg");
  EXPECT_EQ(format_of_name("job.mzd")->plan_format, "mozaik");
  EXPECT_EQ(format_of_name("cuts.csv")->plan_format, "");
  // Every format a plan names can be uploaded under an extension of its own (spec section 9).
  for (const char* plan_format : {"dwg", "pdf", "jpg", "png", "dxf", "step", "iges", "mozaik", "cv", "kcd", "brd",
                                  "ecw", "hkp", "skp", "max", "3ds", "obj", "fbx", "ifc", "rvt"}) {
    EXPECT_TRUE(std::any_of(accepted_formats().begin(), accepted_formats().end(),
                            [&](const auto& format) { return format.plan_format == plan_format; }))
        << plan_format;
  }
  for (const char* name : {"virus.exe", "page.html", "noext", "trailing.", "archive.tar.gz", "x.svg"}) {
    EXPECT_FALSE(format_of_name(name)) << name;
  }
  EXPECT_EQ(unknown_format_message("x"), "Unknown Format: x");
}

TEST(ProjectFiles, APlanLimitsFormatSizeAndCount) {
  const auto starter = cw::member_plans::starter();
  const auto dxf = *format_of_name("a.dxf");
  const auto pdf = *format_of_name("a.pdf");
  const auto csv = *format_of_name("a.csv");
  const auto refused = *why_plan_refuses_upload(starter, dxf, 100, 0);
  EXPECT_EQ(refused.message,
            "Your Starter plan does not include .dxf files (it allows pdf, dwg, jpg, jpeg, png, tiff, bmp, csv). "
            "The Professional plan takes them: upgrade at /premium-plans.");
  EXPECT_EQ(refused.required_plan, "professional");
  EXPECT_FALSE(why_plan_refuses_upload(starter, pdf, 10LL * 1024 * 1024, 4));
  EXPECT_FALSE(why_plan_refuses_upload(starter, csv, std::nullopt, 0));
  EXPECT_EQ(why_plan_refuses_upload(starter, pdf, 10LL * 1024 * 1024 + 1, 0)->message,
            "Your Starter plan allows 10 MB per file. Upgrade at /premium-plans for larger files.");
  EXPECT_EQ(why_plan_refuses_upload(starter, pdf, 1, 5)->message,
            "Your Starter plan allows 5 uploads per project. Upgrade at /premium-plans for more uploads.");
  cw::member_plans::MemberPlan enterprise{"enterprise", {-1, -1, -1, 500, -1, {"dwg", "pdf", "dxf", "obj"}}, {}};
  EXPECT_FALSE(why_plan_refuses_upload(enterprise, dxf, 499LL * 1024 * 1024, 10'000));
  EXPECT_FALSE(why_plan_refuses_upload(enterprise, *format_of_name("m.3dm"), 1, 0));
  // A size or count limit names no plan of its own.
  EXPECT_EQ(why_plan_refuses_upload(starter, pdf, 1, 5)->required_plan, "");
}

TEST(ProjectFiles, ARefusedFormatNamesTheCheapestPlanThatTakesIt) {
  const auto starter = cw::member_plans::starter();
  const cw::member_plans::MemberPlan professional{
      "professional", {-1, -1, 25, 100, -1, {"dwg", "pdf", "jpg", "png", "dxf", "step", "iges", "mozaik", "cv"}}, {}};
  auto required = [](const cw::member_plans::MemberPlan& plan, const char* name) {
    const auto refusal = why_plan_refuses_upload(plan, *format_of_name(name), 1, 0);
    return refusal ? refusal->required_plan : std::string("(taken)");
  };
  EXPECT_EQ(required(starter, "a.dxf"), "professional");
  EXPECT_EQ(required(starter, "a.stp"), "professional");
  EXPECT_EQ(required(starter, "a.mz3"), "professional");
  EXPECT_EQ(required(starter, "a.skp"), "enterprise");
  EXPECT_EQ(required(starter, "a.3dm"), "enterprise");
  EXPECT_EQ(required(starter, "a.tiff"), "(taken)");
  EXPECT_EQ(required(professional, "a.rvt"), "enterprise");
  EXPECT_EQ(required(professional, "a.dxf"), "(taken)");
  EXPECT_EQ(why_plan_refuses_upload(professional, *format_of_name("a.fbx"), 1, 0)->message,
            "Your Professional plan does not include .fbx files (it allows pdf, dwg, dxf, mzp, mz3, mzd, cv, cvx, cvp, "
            "cvs, jpg, jpeg, png, tiff, bmp, step, stp, iges, igs, csv). The Enterprise plan takes them: upgrade at "
            "/premium-plans.");
  // Every accepted format has a plan that takes it; a cut list is on every plan.
  for (const auto& format : accepted_formats()) {
    const auto plan = cheapest_plan_taking(format);
    EXPECT_TRUE(plan == "starter" || plan == "professional" || plan == "enterprise") << format.extension;
  }
  EXPECT_EQ(cheapest_plan_taking(*format_of_name("list.csv")), "starter");
  EXPECT_EQ(cheapest_plan_taking(*format_of_name("a.jpeg")), "starter");
  // The page names the way up before it sends: every extension the plan refuses, with the plan that takes it.
  const auto upgrades = upgrades_for(starter);
  EXPECT_EQ(upgrades.at("dxf"), "professional");
  EXPECT_EQ(upgrades.at("skp"), "enterprise");
  EXPECT_FALSE(upgrades.contains("pdf"));
  EXPECT_FALSE(upgrades.contains("csv"));
  EXPECT_EQ(upgrades_for(professional).size(), accepted_formats().size() - extensions_allowed(professional).size());
}

TEST(ProjectFiles, ContentMustBeWhatTheNameSays) {
  auto matches = [](const char* name, std::string head) { return content_matches(*format_of_name(name), head); };
  EXPECT_TRUE(matches("a.pdf", "%PDF-1.7\n..."));
  EXPECT_TRUE(matches("a.png", "\x89PNG\r\n\x1a\n...."));
  EXPECT_TRUE(matches("a.jpg", "\xFF\xD8\xFF\xE0"));
  EXPECT_TRUE(matches("a.dxf", "  0\r\nSECTION\r\n  2\r\nHEADER\r\n"));
  EXPECT_TRUE(matches("a.dxf", "999\nmade by us\n0\nSECTION\n"));
  EXPECT_TRUE(matches("a.dxf", std::string("AutoCAD Binary DXF\r\n\x1a\0", 22)));
  EXPECT_TRUE(matches("a.dwg", "AC1032\0\0\0"));
  EXPECT_TRUE(matches("a.step", "ISO-10303-21;\nHEADER;"));
  EXPECT_TRUE(matches("a.csv", "part,material,thickness\nSide,Birch,18\n"));
  EXPECT_TRUE(matches("a.mzp", "PK\x03\x04 zip of a Mozaik job"));
  EXPECT_TRUE(matches("a.cvx", "\x01\x02\x03 binary cabinet vision data"));
  EXPECT_TRUE(matches("a.kcd", "\x01\x02 kcd job"));
  EXPECT_TRUE(matches("a.rvt", "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1...."));
  EXPECT_TRUE(matches("a.max", "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1...."));
  EXPECT_TRUE(matches("a.ifc", "ISO-10303-21;\nHEADER;FILE_SCHEMA(('IFC4'));"));
  EXPECT_TRUE(matches("a.obj", "# cabinet\nv 0 0 0\nv 600 0 0\nf 1 2 3\n"));
  EXPECT_TRUE(matches("a.fbx", std::string("Kaydara FBX Binary  \0\x1a\0", 23)));
  EXPECT_TRUE(matches("a.3ds", std::string("MM\x10\x00\x00\x00", 6)));

  EXPECT_FALSE(matches("a.pdf", "MZ\x90\x00"));
  EXPECT_FALSE(matches("a.png", "%PDF-1.4"));
  EXPECT_FALSE(matches("a.dxf", "%PDF-1.4"));
  EXPECT_FALSE(matches("a.dxf", "0\nSECTIONX\n"));
  EXPECT_FALSE(matches("a.dwg", "AC10"));
  EXPECT_FALSE(matches("a.csv", std::string("a,b\0,c", 6)));
  EXPECT_FALSE(matches("a.csv", "\xFF\xFE\xFD not utf-8"));
  EXPECT_FALSE(matches("a.csv", "<html><script>x</script>"));
  EXPECT_FALSE(matches("a.mzp", "\x7F" "ELF program"));
  EXPECT_FALSE(matches("a.cv", "<!DOCTYPE html>"));
  EXPECT_FALSE(matches("a.cv", ""));
  EXPECT_FALSE(matches("a.rvt", "PK\x03\x04 not a revit model"));
  EXPECT_FALSE(matches("a.ifc", "%PDF-1.4"));
  EXPECT_FALSE(matches("a.obj", "MZ\x90\x00"));
  EXPECT_FALSE(matches("a.fbx", "\x01\x02 random"));
  EXPECT_FALSE(matches("a.kcd", "#!/bin/sh\nrm -rf /"));
  // A cut multi-byte character at the end of the sampled bytes is not held against a CSV.
  EXPECT_TRUE(matches("a.csv", "part\n\xC3"));
}

TEST(ProjectFiles, ContentDispositionKeepsTheNameAndAnAsciiFallback) {
  EXPECT_EQ(content_disposition("side.dxf"), "attachment; filename=\"side.dxf\"; filename*=UTF-8''side.dxf");
  EXPECT_EQ(content_disposition("a \"b\";c\\d é.pdf"),
            "attachment; filename=\"a _b__c_d __.pdf\"; filename*=UTF-8''a%20%22b%22%3Bc%5Cd%20%C3%A9.pdf");
  EXPECT_EQ(content_disposition("line\r\nX-Injected: 1.pdf").find('\r'), std::string::npos);
  EXPECT_EQ(content_disposition("line\r\nX-Injected: 1.pdf").find('\n'), std::string::npos);
}
