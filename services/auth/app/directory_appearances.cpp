#include "app/directory_appearances.hpp"

#include "store/directory_appearance_store.hpp"

#include <cw/events.hpp>
#include <cw/log.hpp>

#include <sodium.h>

#include <cstdio>

namespace auth {

namespace {

// The UTC day `days_back` days before now, YYYY-MM-DD.
std::string appearance_day(int days_back = 0) {
  const std::chrono::year_month_day date{std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now()) -
                                         std::chrono::days(days_back)};
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(date.year()),
                static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()));
  return text;
}

}  // namespace

DirectoryAppearances::DirectoryAppearances(cw::db::Pool& db, const std::string& fingerprint_secret,
                                           std::chrono::milliseconds every)
    : db_(db),
      dropped_(cw::metrics::registry()
                   .counter("cw_directory_appearances_dropped_total",
                            "Directory appearances not counted: too many were waiting to be written")
                   .with({})),
      waiting_(cw::metrics::registry()
                   .gauge("cw_directory_appearances_waiting", "Directory appearances waiting to be written")
                   .with({})),
      writer_("directory-appearances", every, [this] { flush(); }) {
  crypto_generichash(fingerprint_key_.data(), fingerprint_key_.size(),
                     reinterpret_cast<const unsigned char*>(fingerprint_secret.data()), fingerprint_secret.size(),
                     nullptr, 0);
}

DirectoryAppearances::~DirectoryAppearances() { stop(); }

void DirectoryAppearances::record(const std::optional<cw::Caller>& caller, const std::string& address,
                                  const std::string& user_agent, const std::vector<std::int64_t>& engineers) {
  if (engineers.empty()) return;
  const auto viewer = directory_viewer(caller, caller ? std::string() : fingerprint(address, user_agent));
  if (!viewer) return;
  const auto day = appearance_day();
  std::size_t dropped = 0;
  std::size_t waiting = 0;
  {
    std::lock_guard lock(mutex_);
    dropped = buffer_.record(day, *viewer, engineers);
    waiting = buffer_.size();
  }
  if (dropped > 0) dropped_.inc(static_cast<double>(dropped));
  waiting_.set(static_cast<double>(waiting));
}

void DirectoryAppearances::stop() {
  writer_.stop();
  flush();
}

void DirectoryAppearances::flush() {
  std::set<Appearance> taken;
  {
    std::lock_guard lock(mutex_);
    taken = buffer_.take();
  }
  waiting_.set(0);
  // Rows before yesterday no longer decide anything (a write just after midnight may still carry yesterday's).
  const auto first_kept = appearance_day(1);
  if (taken.empty() && first_kept == cleared_before_) return;
  try {
    db_.with_transaction([&](pqxx::work& tx) {
      if (first_kept != cleared_before_) store::forget_directory_appearances_before(tx, first_kept);
      if (taken.empty()) return;
      std::vector<cw::events::OutboxRow> events;
      for (auto& batch : appearance_batches(store::add_directory_appearances(tx, taken),
                                            cw::events::EngineerDirectoryAppearances::kMaxEngineers)) {
        cw::events::EngineerDirectoryAppearances event{std::move(batch.day), {}};
        for (const auto& [engineer, viewers] : batch.engineers) event.appearances.push_back({engineer, viewers});
        events.push_back(cw::events::outbox_row(event));
      }
      if (!events.empty()) cw::events::publish_rows(tx, events);
    });
    cleared_before_ = first_kept;
  } catch (const std::exception& error) {
    cw::log::warn("directory appearances not written yet; kept for the next write", {{"error", error.what()}});
    std::size_t dropped = 0;
    std::size_t waiting = 0;
    {
      std::lock_guard lock(mutex_);
      dropped = buffer_.restore(taken);
      waiting = buffer_.size();
    }
    if (dropped > 0) dropped_.inc(static_cast<double>(dropped));
    waiting_.set(static_cast<double>(waiting));
  }
}

std::string DirectoryAppearances::fingerprint(const std::string& address, const std::string& user_agent) const {
  const auto input = address + '\n' + user_agent;
  std::array<unsigned char, 16> digest{};
  crypto_generichash(digest.data(), digest.size(), reinterpret_cast<const unsigned char*>(input.data()), input.size(),
                     fingerprint_key_.data(), fingerprint_key_.size());
  std::array<char, 33> hex{};
  sodium_bin2hex(hex.data(), hex.size(), digest.data(), digest.size());
  return std::string(hex.data(), 32);
}

}  // namespace auth
