// Forgetting the ids of events applied long ago: processed_events would otherwise grow with every event, forever.
#include <cw/events/consumer.hpp>
#include "prepared.hpp"
#include <cw/log.hpp>

namespace cw::events {

namespace {

// Up to $3 of consumer $1's ids of events applied more than $2 days ago. Event ids are UUIDv7 (envelope.cpp), which
// begin with their creation time, so the primary key's range below the cut-off (the time $2 days ago as a v7 id)
// finds them without a scan; processed_at guards ids of other versions, which do not sort by time.
constexpr db::NamedQuery kForgetOldest{"cw_events_forget_processed", R"sql(
  WITH old AS (
    SELECT event_id FROM processed_events
    WHERE consumer = $1
      AND event_id < (lpad(to_hex((extract(epoch FROM now() - make_interval(days => $2::int)) * 1000)::bigint), 12, '0')
                      || '70008000000000000000')::uuid
      AND processed_at < now() - make_interval(days => $2::int)
    LIMIT $3)
  DELETE FROM processed_events p USING old WHERE p.consumer = $1 AND p.event_id = old.event_id
)sql"};

constexpr int kForgetBatch = 5000;
constexpr int kMaxBatchesPerRun = 200;  // a run forgets at most a million ids; the next run goes on

}  // namespace

std::size_t forget_processed_events(db::Pool& pool, const std::string& consumer, int older_than_days) {
  std::size_t forgotten = 0;
  for (int batch = 0; batch < kMaxBatchesPerRun; ++batch) {
    const auto deleted = pool.with_transaction([&](pqxx::work& tx) {
      return detail::exec_library_statement(tx, kForgetOldest, consumer, older_than_days, kForgetBatch)
          .affected_rows();
    });
    forgotten += deleted;
    if (deleted < static_cast<std::size_t>(kForgetBatch)) break;
  }
  if (forgotten > 0) log::info("forgot the ids of events applied long ago", {{"group", consumer}, {"count", forgotten}});
  return forgotten;
}

}  // namespace cw::events
