#include "domain/notification.hpp"

#include <cw/errors.hpp>
#include <cw/money.hpp>
#include <cw/params.hpp>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>

namespace messaging {

namespace {

constexpr int kMaxRevisions = 3;                  // as projects allows (its domain/milestone.hpp)
constexpr int kAutoApprovalDays = 7;              // likewise
constexpr std::int64_t kWholeShare = 10000;       // basis points

// A project whose posting the projection missed still gets a name.
std::string project_label(const std::string& title) { return title.empty() ? "your project" : "\"" + title + "\""; }
std::string project_name(const ProjectRef& project) { return project_label(project.title); }

// "the down payment", "the milestone payment", "the final payment": what a stage's money is called.
std::string payment_name(cw::ProjectStage stage) {
  switch (stage) {
    case cw::ProjectStage::down_payment: return "down payment";
    case cw::ProjectStage::milestone: return "milestone payment";
    case cw::ProjectStage::final_payment: return "final payment";
  }
  return "payment";
}

// The work a stage pays for: "the down payment stage", "the milestone stage", "the final stage".
std::string stage_name(cw::ProjectStage stage) {
  switch (stage) {
    case cw::ProjectStage::down_payment: return "down payment stage";
    case cw::ProjectStage::milestone: return "milestone stage";
    case cw::ProjectStage::final_payment: return "final stage";
  }
  return "stage";
}

// " ($1,600.00)" when the stage's amount is known, else nothing.
std::string stage_amount_text(const ProjectRef& project, cw::ProjectStage stage) {
  if (!project.price_cents) return "";
  return " (" + money_text(stage_amount_cents(*project.price_cents, stage)) + ")";
}

NotificationDraft about(const ProjectRef& project, const char* section, std::string type, std::string kind,
                        std::string title, std::string message) {
  return {std::move(type), std::move(title), std::move(message), std::move(kind), project_link(project.id, section),
          project.id};
}

}  // namespace

NotificationQuery notification_query(const std::optional<std::string>& unread, const std::optional<std::string>& before,
                                     const std::optional<std::string>& limit) {
  NotificationQuery query;
  if (unread && !unread->empty()) {
    query.unread_only = cw::fields::one_of(*unread, "unread", {"true", "false"}) == "true";
  }
  if (before && !before->empty()) {
    query.before = cw::fields::id_text(*before);
    if (!query.before) throw cw::invalid("before must be a notification id");
  }
  query.limit = cw::fields::whole_number_param(limit, "limit", kNotificationsShown, kNotificationsShown);
  return query;
}

NotificationDraft welcome_notification(cw::Role role, const std::string& first_name) {
  const std::string greeting = "Welcome to CabinetWorks, " + first_name + "!";
  if (role == cw::Role::engineer) {
    return {"welcome", greeting,
            "Complete your profile and pass the certification test to start bidding on cabinet projects.",
            std::nullopt, std::nullopt, std::nullopt};
  }
  if (role == cw::Role::client) {
    return {"welcome", greeting, "Post your first cabinet project to start receiving bids from certified engineers.",
            std::nullopt, std::nullopt, std::nullopt};
  }
  return {"welcome", greeting, "Your account is ready.", std::nullopt, std::nullopt, std::nullopt};
}

std::string money_text(std::int64_t cents) { return cw::Money::from_cents(cents).display(); }

std::string project_link(std::int64_t project_id, const char* section) {
  return "/project/" + std::to_string(project_id) + "#" + section;
}

std::int64_t stage_amount_cents(std::int64_t price_cents, cw::ProjectStage stage) {
  const auto down = price_cents * 50 / 100;
  const auto milestone = price_cents * 30 / 100;
  switch (stage) {
    case cw::ProjectStage::down_payment: return down;
    case cw::ProjectStage::milestone: return milestone;
    case cw::ProjectStage::final_payment: return price_cents - down - milestone;
  }
  return 0;
}

namespace {

// "Dec 4": the day `days_after` days after an ISO-8601 time; the text as it is when it is not one.
std::string day_after(const std::string& time, int days_after) {
  using namespace std::chrono;
  int y = 0;
  unsigned m = 0, d = 0;
  if (std::sscanf(time.c_str(), "%4d-%2u-%2u", &y, &m, &d) != 3) return time;
  const year_month_day start{year{y}, month{m}, day{d}};
  if (!start.ok()) return time;
  const year_month_day due{sys_days(start) + days{days_after}};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  return std::string(kMonths[static_cast<unsigned>(due.month()) - 1]) + " " +
         std::to_string(static_cast<unsigned>(due.day()));
}

// "Dec 4, 2026": the day of an ISO-8601 time with its year; the text as it is when it is not one.
std::string day_with_year(const std::string& time) {
  int year = 0;
  if (std::sscanf(time.c_str(), "%4d-", &year) != 1) return time;
  const auto day = day_after(time, 0);
  return day == time ? time : day + ", " + std::to_string(year);
}

// The provider's words as a sentence: "Your card was declined."
std::string sentence(std::string words) {
  if (words.empty()) return "Your card was declined.";
  if (words.back() != '.' && words.back() != '!' && words.back() != '?') words += '.';
  return words;
}

// "Professional" from "professional".
std::string plan_name(std::string plan) {
  if (!plan.empty()) plan[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(plan[0])));
  return plan;
}

NotificationDraft about_plan(const char* kind, const char* title, std::string message) {
  return {"account", title, std::move(message), kind, "/subscription", std::nullopt};
}

}  // namespace

std::string auto_approval_day(const std::string& submitted_at) { return day_after(submitted_at, kAutoApprovalDays); }

std::optional<NotificationDraft> subscription_notification(const PlanState& before, const PlanState& after) {
  if (before.plan == "starter") return std::nullopt;  // a paid plan bought: its payment is told
  if (after.plan == "starter") {
    return about_plan("subscription_cancelled", "Subscription Ended",
                      "Your " + plan_name(before.plan) + " plan ended: you are on Starter now.");
  }
  if (after.plan != before.plan) return std::nullopt;  // a change of plan: its payment is told
  if (!before.cancel_at_period_end && after.cancel_at_period_end) {
    const auto until = after.current_period_end ? " it stays yours until " + day_after(*after.current_period_end, 0) +
                                                      ", then you move to Starter."
                                                : std::string(" you move to Starter when the period ends.");
    return about_plan("subscription_cancelled", "Subscription Cancelled",
                      "Your " + plan_name(after.plan) + " plan is cancelled:" + until);
  }
  const bool longer = after.current_period_end && before.current_period_end &&
                      *after.current_period_end > *before.current_period_end;
  if (!after.cancel_at_period_end && longer) {
    return about_plan("subscription_renewed", "Subscription Renewed",
                      "Your " + plan_name(after.plan) + " plan renewed until " +
                          day_after(*after.current_period_end, 0) + ".");
  }
  return std::nullopt;
}

NotificationDraft period_ending_notification(const std::string& plan, const std::string& billing_cycle,
                                             const std::string& period_end, bool renews, std::int64_t amount_cents) {
  if (renews) {
    return about_plan("subscription_renewing", "Subscription Renews Soon",
                      "Your " + plan_name(plan) + " plan renews on " + day_with_year(period_end) + " for " +
                          money_text(amount_cents) + " (" + billing_cycle + ").");
  }
  return about_plan("subscription_expiring", "Subscription Ending",
                    "Your " + plan_name(plan) + " plan ends on " + day_with_year(period_end) +
                        ": you move to Starter then. Reactivate it on /subscription to keep it.");
}

NotificationDraft trial_ending_notification(const std::string& plan, const std::string& billing_cycle,
                                            const std::string& trial_ends_at, std::int64_t amount_cents) {
  const auto day = day_with_year(trial_ends_at);
  return about_plan("trial_ending", "Free Trial Ends Soon",
                    "Your free trial of the " + plan_name(plan) + " plan ends on " + day +
                        ": your card is then charged " + money_text(amount_cents) + " (" + billing_cycle +
                        "). Cancel on /subscription before " + day + " and you pay nothing.");
}

NotificationDraft renewal_failed_notification(const std::string& plan, std::int64_t amount_cents,
                                              const std::string& reason,
                                              const std::optional<std::string>& next_attempt_at) {
  const auto next = next_attempt_at ? " Stripe tries again on " + day_with_year(*next_attempt_at) +
                                          "; update your card before then to keep your plan."
                                    : std::string(" Your plan ends unless you pay for it on /premium-plans.");
  return {"payment", "Renewal Payment Failed",
          "The " + money_text(amount_cents) + " renewal of your " + plan_name(plan) +
              " plan did not go through: " + sentence(reason) + next,
          "renewal_failed", "/subscription", std::nullopt};
}

NotificationDraft new_bid_notification(const ProjectRef& project, std::int64_t amount_cents) {
  return about(project, "bids", "bid", "new_bid", "New Bid",
               "An engineer bid " + money_text(amount_cents) + " on " + project_name(project) + ".");
}

NotificationDraft bid_accepted_notification(const ProjectRef& project, std::int64_t amount_cents) {
  return about(project, "milestones", "bid", "bid_accepted", "Bid Accepted",
               "Your bid of " + money_text(amount_cents) + " on " + project_name(project) + " was accepted.");
}

NotificationDraft project_completed_notification(const ProjectRef& project, Party to) {
  return about(project, "milestones", "project_update", "project_completed", "Project Update",
               to == Party::engineer ? "The client marked " + project_name(project) + " as completed."
                                     : "You marked " + project_name(project) + " as completed.");
}

NotificationDraft invitation_notification(std::int64_t project_id, const std::string& client_name,
                                          const std::string& project_title) {
  const auto who = client_name.empty() ? std::string("A client") : client_name;
  return {"bid", "Invitation to Bid", who + " invited you to bid on " + project_label(project_title) + ".",
          "bid_invitation", "/project/" + std::to_string(project_id), project_id};
}

NotificationDraft project_cancelled_notification(const ProjectRef& project, Party to) {
  return about(project, "milestones", "project_update", "project_cancelled", "Project Update",
               to == Party::engineer ? "The client cancelled " + project_name(project) + "."
                                     : "You cancelled " + project_name(project) + ".");
}

NotificationDraft stage_submitted_notification(const ProjectRef& project, cw::ProjectStage stage, std::int64_t revision,
                                               const std::string& submitted_at) {
  const bool final_delivery = stage == cw::ProjectStage::final_payment;
  const auto what = final_delivery ? std::string("The engineer delivered the final stage of ")
                                   : "The engineer submitted the " + stage_name(stage) + " of ";
  const auto again = revision > 1 ? " (revision " + std::to_string(revision) + ")" : std::string();
  return about(project, "milestones", "project_update", final_delivery ? "final_delivery" : "stage_submitted",
               final_delivery ? "Final Delivery" : "Submitted for Review",
               what + project_name(project) + stage_amount_text(project, stage) + again +
                   " for your review. It approves automatically on " + auto_approval_day(submitted_at) +
                   " unless you respond.");
}

NotificationDraft changes_requested_notification(const ProjectRef& project, cw::ProjectStage stage,
                                                 std::int64_t revisions_used,
                                                 const std::optional<std::string>& note) {
  const auto left = std::max<std::int64_t>(0, kMaxRevisions - revisions_used);
  auto message = "The client asked for changes to the " + stage_name(stage) + " of " + project_name(project) + ".";
  if (note && !note->empty()) {
    message += " \"";
    message += *note;
    message += '"';
  }
  message += ' ';
  message += std::to_string(left);
  message += left == 1 ? " revision left." : " revisions left.";
  return about(project, "milestones", "project_update", "changes_requested", "Changes Requested", message);
}

NotificationDraft stage_approved_notification(const ProjectRef& project, cw::ProjectStage stage, bool automatic,
                                              bool paid_directly, Party to) {
  const auto amount = stage_amount_text(project, stage);
  std::string money = ".";
  if (to == Party::engineer) {
    money = paid_directly ? ". It was paid to you when it was funded." : ": its money goes to you.";
  }
  if (automatic) {
    return about(project, "milestones", "project_update", "stage_auto_approved", "Stage Auto-Approved",
                 "The " + stage_name(stage) + " of " + project_name(project) + amount + " was approved automatically " +
                     "after " + std::to_string(kAutoApprovalDays) + " days without an answer" + money);
  }
  return about(project, "milestones", "project_update", "stage_approved", "Stage Approved",
               "The client approved the " + stage_name(stage) + " of " + project_name(project) + amount + money);
}

NotificationDraft dispute_opened_notification(const ProjectRef& project, cw::ProjectStage stage, Party opened_by) {
  const auto who = opened_by == Party::client ? "The client" : "The engineer";
  return about(project, "milestones", "project_update", "dispute_opened", "Dispute Opened",
               std::string(who) + " opened a dispute on the " + stage_name(stage) + " of " + project_name(project) +
                   stage_amount_text(project, stage) + ". Its money stays held until an admin decides.");
}

NotificationDraft dispute_resolved_notification(const ProjectRef& project, cw::ProjectStage stage,
                                                cw::DisputeOutcome outcome, std::int64_t engineer_share_bp) {
  std::string decision;
  const auto amount = project.price_cents ? money_text(stage_amount_cents(*project.price_cents, stage)) + " "
                                          : std::string();
  switch (outcome) {
    case cw::DisputeOutcome::release: decision = "the held " + amount + "goes to the engineer."; break;
    case cw::DisputeOutcome::refund: decision = "the held " + amount + "goes back to the client."; break;
    case cw::DisputeOutcome::split: {
      const auto percent = [](std::int64_t bp) {
        char text[24];
        if (bp % 100 == 0) {
          std::snprintf(text, sizeof text, "%lld%%", static_cast<long long>(bp / 100));
        } else {
          std::snprintf(text, sizeof text, "%lld.%lld%%", static_cast<long long>(bp / 100),
                        static_cast<long long>(bp % 100 / 10));
        }
        return std::string(text);
      };
      decision = "the held " + amount + "is split: " + percent(engineer_share_bp) + " to the engineer, " +
                 percent(kWholeShare - engineer_share_bp) + " to the client.";
      break;
    }
  }
  return about(project, "payments", "project_update", "dispute_resolved", "Dispute Resolved",
               "An admin resolved the dispute on the " + stage_name(stage) + " of " + project_name(project) + ": " +
                   decision);
}

NotificationDraft stage_paid_notification(const ProjectRef& project, cw::ProjectStage stage, std::int64_t amount_cents,
                                          Party to, bool escrow) {
  const auto payment = money_text(amount_cents) + " " + payment_name(stage);
  if (to == Party::client) {
    return about(project, "payments", "payment", "payment_succeeded", "Payment Succeeded",
                 "Your " + payment + " for " + project_name(project) + " succeeded; " +
                     (escrow ? "it is held in escrow." : "it went to the engineer at once (not held in escrow)."));
  }
  const auto lead = stage == cw::ProjectStage::down_payment ? std::string("You can start: the client")
                                                            : std::string("The client");
  if (!escrow) {
    return about(project, "milestones", "payment", "stage_funded", "Stage Funded",
                 lead + " paid you the " + payment + " for " + project_name(project) + " directly (no escrow).");
  }
  return about(project, "milestones", "payment", "stage_funded", "Stage Funded",
               lead + " paid the " + payment + " into escrow for " + project_name(project) + ".");
}

NotificationDraft plan_paid_notification(std::int64_t amount_cents) {
  return {"payment", "Payment Succeeded", "Your payment of " + money_text(amount_cents) + " for your plan succeeded.",
          "payment_succeeded", "/subscription", std::nullopt};
}

NotificationDraft stage_released_notification(const ProjectRef& project, cw::ProjectStage stage,
                                              std::int64_t amount_cents) {
  return about(project, "payments", "payment", "stage_released", "Money Released",
               money_text(amount_cents) + " of the " + payment_name(stage) + " for " + project_name(project) +
                   " was released to you.");
}

NotificationDraft stage_refunded_notification(const ProjectRef& project, cw::ProjectStage stage,
                                              std::int64_t amount_cents, Party to) {
  return about(project, "payments", "payment", "stage_refunded", "Refund",
               money_text(amount_cents) + " of the " + payment_name(stage) + " for " + project_name(project) +
                   (to == Party::client ? " was refunded to you." : " went back to the client."));
}

NotificationDraft payment_failed_notification(const std::optional<ProjectRef>& project,
                                              std::optional<cw::ProjectStage> stage, std::int64_t amount_cents,
                                              bool requires_action, const std::string& reason) {
  const auto what = project && stage ? money_text(amount_cents) + " " + payment_name(*stage) + " for " +
                                           project_name(*project)
                                     : money_text(amount_cents) + " payment for your plan";
  const auto kind = requires_action ? "payment_requires_action" : "payment_failed";
  const auto title = requires_action ? "Payment Needs Authentication" : "Payment Failed";
  const auto message = requires_action
                           ? "Your " + what + " needs you to authenticate it with your bank before it can go through."
                           : "Your " + what + " did not go through" + (reason.empty() ? "." : ": " + reason) +
                                 " You can try again with another card.";
  if (project && stage) return about(*project, "payments", "payment", kind, title, message);
  return {"payment", title, message, kind, "/subscription", std::nullopt};
}

NotificationDraft files_uploaded_notification(const ProjectRef& project, Party by,
                                              const std::vector<std::string>& file_names) {
  const std::string who = by == Party::client ? "The client" : "The engineer";
  std::string files;
  for (const auto& name : file_names) files += (files.empty() ? "" : ", ") + name;
  const auto what = file_names.size() == 1 ? files : std::to_string(file_names.size()) + " files (" + files + ")";
  return about(project, "files", "project_update", "files_uploaded", "Files Uploaded",
               who + " uploaded " + what + " to " + project_name(project) + ".");
}

std::string files_uploaded_more_text(const ProjectRef& project, Party by) {
  return std::string(by == Party::client ? "The client" : "The engineer") + " uploaded several files to " +
         project_name(project) + ".";
}

NotificationDraft review_received_notification(const ProjectRef& project, std::int64_t rating) {
  return {"account", "New Review",
          "A client rated your work on " + project_name(project) + " " + std::to_string(rating) + " of 5.",
          "review_received", "/profile", project.id};
}

NotificationDraft application_approved_notification() {
  return {"account", "Application Approved",
          "Your engineer application was approved. You can bid on cabinet projects now.", "application_approved",
          "/dashboard", std::nullopt};
}

NotificationDraft application_rejected_notification(const std::string& reason) {
  return {"account", "Application Not Approved",
          "Your engineer application was not approved. The reviewer wrote: \"" + reason + "\"",
          "application_rejected", "/profile", std::nullopt};
}

NotificationDraft verification_revoked_notification(const std::string& reason) {
  return {"account", "Verification Withdrawn",
          "Your engineer verification was withdrawn, so you cannot bid for now. The reason given: \"" + reason + "\"",
          "verification_revoked", "/dashboard", std::nullopt};
}

NotificationDraft certification_notification(bool passed, std::int64_t score, std::int64_t total_questions) {
  const auto result = std::to_string(score) + " of " + std::to_string(total_questions);
  return {"account", passed ? "Certification Passed" : "Certification Not Passed",
          passed ? "You passed the certification test with " + result + " correct."
                 : "You did not pass the certification test (" + result + " correct). You can try again.",
          "certification_result", "/certification", std::nullopt};
}

std::string project_update_text(ProjectChange change, const std::string& project_title) {
  const auto name = project_title.empty() ? std::string("The project") : "\"" + project_title + "\"";
  switch (change) {
    case ProjectChange::assigned: return name + " is now in progress: a bid was accepted.";
    case ProjectChange::completed: return name + " was marked completed.";
    case ProjectChange::cancelled: return name + " was cancelled.";
  }
  return name + " changed.";
}

}  // namespace messaging
