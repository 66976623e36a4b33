#include "domain/support.hpp"

#include <cw/text.hpp>

namespace messaging {

namespace {

using namespace std::chrono;

constexpr std::size_t kNotificationPreviewBytes = 240;

// US rules since 2007: from the second Sunday of March to the first Sunday of November, switching at 02:00 local
// time (10:00 UTC in March, still on standard time; 09:00 UTC in November, still on daylight time).
sys_seconds dst_start(year y) { return sys_days(y / March / Sunday[2]) + hours(10); }
sys_seconds dst_end(year y) { return sys_days(y / November / Sunday[1]) + hours(9); }

struct OpenHours {
  int from = 0;  // local hour; from == to: closed all day
  int to = 0;
};

OpenHours open_hours(weekday day) {
  if (day == Sunday) return {};
  if (day == Saturday) return {9, 14};
  return {8, 18};
}

// The instant of a local wall-clock time on a local day (never inside a daylight-saving switch: the desk opens after
// 08:00 and closes before 19:00).
sys_seconds at_local(local_days day, int hour) {
  const auto standard = sys_seconds(day.time_since_epoch() + hours(hour) + hours(8));
  return standard - (pacific_offset(standard) + hours(8));
}

}  // namespace

const char* to_string(SupportAuthor author) {
  switch (author) {
    case SupportAuthor::member: return "member";
    case SupportAuthor::visitor: return "visitor";
    case SupportAuthor::admin: return "admin";
  }
  return "member";
}

bool may_see(const SupportConversation& conversation, const SupportCaller& caller) {
  if (caller.admin) return true;
  if (caller.user_id && conversation.member_id == caller.user_id) return true;
  return caller.visitor_conversation_id && !conversation.member_id &&
         *caller.visitor_conversation_id == conversation.id;
}

std::int64_t visitor_socket_key(std::int64_t conversation_id) { return -conversation_id; }

seconds pacific_offset(sys_seconds at) {
  const auto y = year_month_day(floor<days>(at)).year();
  return at >= dst_start(y) && at < dst_end(y) ? -hours(7) : -hours(8);
}

SupportHours support_hours(sys_seconds now) {
  const auto local_now = local_seconds((now + pacific_offset(now)).time_since_epoch());
  const auto today = floor<days>(local_now);
  for (int ahead = 0; ahead <= 7; ++ahead) {
    const auto day = today + days(ahead);
    const auto hours_of_day = open_hours(weekday(day));
    if (hours_of_day.from == hours_of_day.to) continue;
    const auto opens = at_local(day, hours_of_day.from);
    const auto closes = at_local(day, hours_of_day.to);
    if (now < opens) return {false, opens};
    if (now < closes) return {true, now};
  }
  return {false, now};  // not reached: every week has open hours
}

NotificationDraft support_opened_notification(const std::string& who, const std::string& first_message) {
  auto preview = cw::text::truncated(first_message, kNotificationPreviewBytes);
  if (preview.size() < first_message.size()) preview += "…";
  return {"support", "New support chat", who + ": " + preview, std::string("support_opened"),
          std::string("/admin?tab=support"), std::nullopt};
}

}  // namespace messaging
