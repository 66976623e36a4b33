// The paid certification tracks' rules (services/auth/domain/certification_track.hpp).
#include "domain/certification_track.hpp"

#include <gtest/gtest.h>

#include <set>

namespace {

using auth::Clock;
using auth::StartDecision;
using auth::TrackStanding;
using auth::whole_days;

Clock::time_point at(int year, unsigned month, unsigned day, int hour = 12) {
  using namespace std::chrono;
  return sys_days{std::chrono::year{year} / std::chrono::month{month} / std::chrono::day{day}} + hours(hour);
}

const auto kNow = at(2026, 11, 28);

TEST(TrackStart, NeedsAPaidAttempt) {
  TrackStanding standing;
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::fee_required);
  EXPECT_FALSE(auth::can_start(standing, kNow));
  EXPECT_TRUE(auth::can_buy(standing, kNow));
  standing.paid_attempts = 1;
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::start);
  EXPECT_TRUE(auth::can_start(standing, kNow));
}

TEST(TrackStart, ResumesAnAttemptWithTimeLeftOnly) {
  TrackStanding standing;
  standing.in_progress_deadline = kNow + std::chrono::minutes(1);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::resume);
  EXPECT_TRUE(auth::can_start(standing, kNow));
  standing.in_progress_deadline = kNow - std::chrono::seconds(1);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::fee_required);
}

TEST(TrackStart, WaitsSevenDaysAfterAnUnsuccessfulAttempt) {
  TrackStanding standing;
  standing.paid_attempts = 1;
  standing.last_unsuccessful_end = kNow - whole_days(6);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::retake_wait);
  EXPECT_EQ(auth::next_attempt_at(standing, kNow), kNow + whole_days(1));
  EXPECT_TRUE(auth::can_buy(standing, kNow));  // paying makes sense after the wait
  EXPECT_FALSE(auth::can_start(standing, kNow));
  standing.last_unsuccessful_end = kNow - whole_days(7);
  EXPECT_EQ(auth::next_attempt_at(standing, kNow), std::nullopt);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::start);
}

TEST(TrackStart, ACertifiedEngineerRenewsInTheLastNinetyDaysOrAfterTheLapse) {
  TrackStanding standing;
  standing.paid_attempts = 1;
  standing.certificate_expires = kNow + whole_days(91);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::already_certified);
  EXPECT_FALSE(auth::can_buy(standing, kNow));
  EXPECT_EQ(auth::renewal_opens(*standing.certificate_expires), kNow + whole_days(1));
  standing.certificate_expires = kNow + whole_days(90);
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::start);
  EXPECT_TRUE(auth::can_buy(standing, kNow));
  standing.certificate_expires = kNow - whole_days(1);  // lapsed
  EXPECT_EQ(auth::start_decision(standing, kNow), StartDecision::start);
}

TEST(TrackExpiry, ARenewalBeforeTheLapseExtendsTheOldExpiry) {
  const auto old_expiry = at(2027, 1, 15, 9);
  EXPECT_EQ(auth::new_certificate_expiry(kNow, old_expiry, 24), at(2029, 1, 15, 9));
  EXPECT_EQ(auth::new_certificate_expiry(kNow, std::nullopt, 24), at(2028, 11, 28));
  EXPECT_EQ(auth::new_certificate_expiry(kNow, kNow - whole_days(1), 24), at(2028, 11, 28));  // after the lapse
}

TEST(TrackExpiry, MonthsClampToTheMonthsLastDay) {
  EXPECT_EQ(auth::add_months(at(2026, 1, 31), 1), at(2026, 2, 28));
  EXPECT_EQ(auth::add_months(at(2026, 2, 29 - 1), 24), at(2028, 2, 28));
  EXPECT_EQ(auth::add_months(at(2028, 2, 29), 12), at(2029, 2, 28));
  EXPECT_EQ(auth::add_months(at(2026, 11, 30), 3), at(2027, 2, 28));
}

TEST(TrackReminders, ThirtyThenSevenEachOnce) {
  const auto expires = kNow + whole_days(40);
  EXPECT_EQ(auth::due_reminder(kNow, expires, false, false), std::nullopt);
  EXPECT_EQ(auth::due_reminder(expires - whole_days(30), expires, false, false), 30);
  EXPECT_EQ(auth::due_reminder(expires - whole_days(20), expires, true, false), std::nullopt);
  EXPECT_EQ(auth::due_reminder(expires - whole_days(7), expires, true, false), 7);
  EXPECT_EQ(auth::due_reminder(expires - whole_days(3), expires, true, true), std::nullopt);
  EXPECT_EQ(auth::due_reminder(expires + std::chrono::seconds(1), expires, false, false), std::nullopt);
}

TEST(TrackReminders, NeverTheThirtyDayOneWithFewerThanSevenDaysLeft) {
  const auto expires = kNow + whole_days(5);
  EXPECT_EQ(auth::due_reminder(kNow, expires, false, false), 7);
}

TEST(TrackScoring, PassMarkIsTheTracks) {
  EXPECT_TRUE(auth::passes(20, 25, 80));
  EXPECT_FALSE(auth::passes(19, 25, 80));
  EXPECT_FALSE(auth::passes(0, 0, 80));
}

TEST(CertificateId, CrockfordBase32WithTheTrackCode) {
  std::set<std::string> seen;
  for (int i = 0; i < 200; ++i) {
    const auto id = auth::new_certificate_id("CV");
    ASSERT_EQ(id.size(), 14u) << id;
    EXPECT_EQ(id.substr(0, 6), "CW-CV-");
    EXPECT_TRUE(auth::is_certificate_id(id)) << id;
    EXPECT_EQ(id.find_first_of("ILOU", 6), std::string::npos) << id;
    seen.insert(id);
  }
  EXPECT_EQ(seen.size(), 200u);
}

TEST(CertificateId, OtherFormsAreNotIds) {
  EXPECT_TRUE(auth::is_certificate_id("CW-CV-7K3M9QX2"));
  EXPECT_TRUE(auth::is_certificate_id("CW-ABC-7K3M9QX2"));
  for (const auto* id : {"", "CW-CV-7K3M9QX", "CW-CV-7K3M9QX22", "CW-cv-7K3M9QX2", "CW-CV-7K3M9QXI", "XX-CV-7K3M9QX2",
                         "CW-C-7K3M9QX2", "CW-ABCD-7K3M9QX2", "CW-CV_7K3M9QX2", "CW-CV-7k3m9qx2"}) {
    EXPECT_FALSE(auth::is_certificate_id(id)) << id;
  }
  EXPECT_FALSE(auth::is_certificate_id(std::string("CW-CV-7K3M9Q\0" "2", 14)));
}

}  // namespace
