// cw-ledger-bench: how many escrow ledger transactions per second billing's store commits, with PostgreSQL's fsync
// and synchronous_commit as the server has them (make bench reports both). Each worker thread runs, for the
// duration, the two transactions of a project stage's life through billing's own store code (store/payment_store):
//   payment: a new stage payment marked succeeded and its transfer client -> escrow (the deferred balance check runs);
//   release: its transfer escrow -> engineer.
// Usage: cw-ledger-bench <database url> <threads> <seconds>; prints one JSON line:
//   {"transactions", "seconds", "perSecond", "p50Ms", "p99Ms", "threads", "fsync", "synchronousCommit"}.
// The rows it writes stay (the ledger is append-only): payers and projects from 9,000,000,000,000 to
// 9,099,999,999,999, apart from every real id and from bench (k)'s projects.
#include "store/payment_store.hpp"

#include <cw/db.hpp>
#include <cw/random.hpp>

#include <nlohmann/json.hpp>
#include <sodium.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::int64_t kFirstBenchId = 9'000'000'000'000;
constexpr std::int64_t kPastBenchIds = 9'100'000'000'000;  // make bench (k) seeds its projects from here on

std::string setting(cw::db::Pool& db, const char* name) {
  return db.read([&](pqxx::nontransaction& tx) { return tx.exec1(std::string("SHOW ") + name)[0].as<std::string>(); });
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 || sodium_init() < 0) {
    std::cerr << "usage: cw-ledger-bench <database url> <threads> <seconds>\n";
    return 2;
  }
  const std::string url = argv[1];
  const int threads = std::clamp(std::stoi(argv[2]), 1, 64);
  const auto duration = std::chrono::seconds(std::clamp(std::stoi(argv[3]), 1, 120));
  cw::db::Pool db(url, "billing", threads, billing::store::payment_queries());
  // Ids above every real one, below those of bench (k), and above every earlier run's.
  const auto first = db.read([](pqxx::nontransaction& tx) {
    return tx.exec1("SELECT greatest(coalesce(max(project_id), 0) + 1, " + std::to_string(kFirstBenchId) +
                    ") FROM payments WHERE project_id >= " + std::to_string(kFirstBenchId) + " AND project_id < " +
                    std::to_string(kPastBenchIds))[0].as<std::int64_t>();
  });
  std::atomic<std::int64_t> next_project{first};
  std::atomic<bool> stop{false};
  std::vector<std::vector<double>> latencies(static_cast<std::size_t>(threads));
  std::vector<std::thread> workers;
  const auto started = Clock::now();
  for (int t = 0; t < threads; ++t) {
    workers.emplace_back([&, t] {
      auto& mine = latencies[static_cast<std::size_t>(t)];
      while (!stop.load()) {
        const auto project_id = next_project++;
        billing::Payment payment;
        payment.intent_id = "pi_bench_" + cw::random_hex(12);
        payment.client_secret = payment.intent_id + "_secret_" + cw::random_hex(8);
        payment.payer_id = project_id;  // a bench payer per project, apart from real members
        payment.kind = billing::PaymentKind::project_stage;
        payment.project_id = project_id;
        payment.stage = billing::Stage::down_payment;
        payment.amount_cents = 125000;
        payment.description = "ledger bench";
        payment.status = "requires_payment_method";
        const auto t0 = Clock::now();
        const auto id = db.with_transaction([&](pqxx::work& tx) {
          auto stored = billing::store::insert_payment(tx, payment, std::nullopt);
          billing::store::mark_succeeded(tx, stored.id, {});
          billing::store::record_transfer(tx, billing::store::TransferKind::payment, stored.id,
                                          "client:" + std::to_string(project_id),
                                          "escrow:project:" + std::to_string(project_id), payment.amount_cents);
          return stored.id;
        });
        const auto t1 = Clock::now();
        db.with_transaction([&](pqxx::work& tx) {
          billing::store::record_transfer(tx, billing::store::TransferKind::release, id,
                                          "escrow:project:" + std::to_string(project_id),
                                          "engineer:" + std::to_string(project_id), payment.amount_cents);
        });
        const auto t2 = Clock::now();
        mine.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
        mine.push_back(std::chrono::duration<double, std::milli>(t2 - t1).count());
      }
    });
  }
  std::this_thread::sleep_for(duration);
  stop = true;
  for (auto& worker : workers) worker.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - started).count();
  std::vector<double> all;
  for (auto& mine : latencies) all.insert(all.end(), mine.begin(), mine.end());
  std::sort(all.begin(), all.end());
  auto pct = [&](double p) { return all.empty() ? 0.0 : all[std::min(all.size() - 1, static_cast<std::size_t>(p * all.size()))]; };
  nlohmann::json result = {{"transactions", all.size()},
                           {"seconds", seconds},
                           {"perSecond", static_cast<double>(all.size()) / seconds},
                           {"p50Ms", pct(0.50)},
                           {"p99Ms", pct(0.99)},
                           {"threads", threads},
                           {"fsync", setting(db, "fsync")},
                           {"synchronousCommit", setting(db, "synchronous_commit")}};
  std::cout << result.dump() << std::endl;
  return 0;
}
