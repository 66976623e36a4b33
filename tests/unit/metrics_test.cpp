// cw::metrics: the text exposition format 0.0.4 (HELP, TYPE, escaping, cumulative buckets) and concurrent counting.
#include <cw/metrics.hpp>

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <thread>
#include <vector>

namespace {

using cw::metrics::CollectedFamily;
using cw::metrics::Registry;
using cw::metrics::Type;

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST(Metrics, CounterAndGaugeWithLabelsAreExposedWithHelpAndType) {
  Registry registry;
  auto& requests = registry.counter("cw_test_requests_total", "Requests seen", {"route", "status"});
  requests.with({"/api/plans", "200"}).inc();
  requests.with({"/api/plans", "200"}).inc(2);
  registry.gauge("cw_test_open", "Open things").with({}).set(5);
  const auto text = registry.expose();
  EXPECT_TRUE(contains(text, "# HELP cw_test_requests_total Requests seen\n# TYPE cw_test_requests_total counter\n"));
  EXPECT_TRUE(contains(text, "cw_test_requests_total{route=\"/api/plans\",status=\"200\"} 3\n"));
  EXPECT_TRUE(contains(text, "# TYPE cw_test_open gauge\ncw_test_open 5\n"));
}

TEST(Metrics, FamiliesAreSortedByNameAndTheSameNameGivesTheSameFamily) {
  Registry registry;
  registry.gauge("cw_b", "b").with({}).set(1);
  registry.gauge("cw_a", "a").with({}).set(1);
  EXPECT_EQ(&registry.gauge("cw_a", "a"), &registry.gauge("cw_a", "a"));
  const auto text = registry.expose();
  EXPECT_LT(text.find("cw_a"), text.find("cw_b"));
}

TEST(Metrics, LabelValuesAndHelpAreEscaped) {
  Registry registry;
  registry.counter("cw_test_total", "A \\ help\nline", {"path"}).with({"a\"b\\c\nd"}).inc();
  const auto text = registry.expose();
  EXPECT_TRUE(contains(text, "# HELP cw_test_total A \\\\ help\\nline\n"));
  EXPECT_TRUE(contains(text, "cw_test_total{path=\"a\\\"b\\\\c\\nd\"} 1\n"));
  EXPECT_EQ(cw::metrics::escape_label_value("plain"), "plain");
}

TEST(Metrics, ValuesAreFormattedAsPrometheusReadsThem) {
  EXPECT_EQ(cw::metrics::format_value(3), "3");
  EXPECT_EQ(cw::metrics::format_value(-2), "-2");
  EXPECT_EQ(cw::metrics::format_value(0.25), "0.25");
  EXPECT_EQ(cw::metrics::format_value(0.1), "0.1");
  EXPECT_EQ(cw::metrics::format_value(std::numeric_limits<double>::infinity()), "+Inf");
  EXPECT_EQ(cw::metrics::format_value(-std::numeric_limits<double>::infinity()), "-Inf");
  EXPECT_EQ(cw::metrics::format_value(std::nan("")), "NaN");
  EXPECT_EQ(cw::metrics::format_value(1e20), "1e+20");
}

TEST(Metrics, HistogramBucketsAreCumulativeAndEndWithInfEqualToCount) {
  Registry registry;
  auto& latency = registry.histogram("cw_test_seconds", "Latency", {"route"}, {0.01, 0.1, 1}).with({"/x"});
  latency.observe(0.005);
  latency.observe(0.01);  // on a bound: in that bound's bucket
  latency.observe(0.5);
  latency.observe(30);
  const auto text = registry.expose();
  EXPECT_TRUE(contains(text, "# TYPE cw_test_seconds histogram\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_bucket{route=\"/x\",le=\"0.01\"} 2\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_bucket{route=\"/x\",le=\"0.1\"} 2\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_bucket{route=\"/x\",le=\"1\"} 3\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_bucket{route=\"/x\",le=\"+Inf\"} 4\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_sum{route=\"/x\"} 30.515\n"));
  EXPECT_TRUE(contains(text, "cw_test_seconds_count{route=\"/x\"} 4\n"));
}

TEST(Metrics, HistogramBoundsMustAscend) {
  EXPECT_THROW(cw::metrics::Histogram({1, 0.5}), std::logic_error);
}

TEST(Metrics, LatencyBucketsSpanOneMillisecondToTenSeconds) {
  const auto& buckets = cw::metrics::latency_buckets();
  EXPECT_DOUBLE_EQ(buckets.front(), 0.001);
  EXPECT_DOUBLE_EQ(buckets.back(), 10);
}

TEST(Metrics, CountingFromManyThreadsLosesNothing) {
  Registry registry;
  auto& family = registry.counter("cw_test_total", "t", {"thread"});
  auto& histogram = registry.histogram("cw_test_seconds", "t", {}, {0.5}).with({});
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < 10000; ++i) {
        family.with({std::to_string(t % 2)}).inc();
        histogram.observe(i % 2 == 0 ? 0.25 : 1);  // exact in binary: the sum has no rounding to forgive
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_EQ(family.with({"0"}).value() + family.with({"1"}).value(), 80000);
  const auto snapshot = histogram.snapshot();
  EXPECT_EQ(snapshot.cumulative[0], 40000u);
  EXPECT_EQ(snapshot.cumulative[1], 80000u);
  EXPECT_EQ(snapshot.sum, 40000 * 0.25 + 40000 * 1.0);
}

TEST(Metrics, CollectorsAreMergedByNameAndOneThatThrowsDoesNotFailTheScrape) {
  Registry registry;
  auto family = [](const std::string& partition) {
    return std::vector<CollectedFamily>{{"cw_test_lag", "Lag", Type::gauge, {{{{"partition", partition}}, 7}}}};
  };
  auto first = registry.add_collector([&] { return family("0"); });
  auto second = registry.add_collector([&] { return family("1"); });
  auto broken = registry.add_collector([]() -> std::vector<CollectedFamily> { throw std::runtime_error("down"); });
  auto text = registry.expose();
  EXPECT_EQ(text.find("# TYPE cw_test_lag gauge"), text.rfind("# TYPE cw_test_lag gauge"));
  EXPECT_TRUE(contains(text, "cw_test_lag{partition=\"0\"} 7\ncw_test_lag{partition=\"1\"} 7\n"));

  second.reset();
  text = registry.expose();
  EXPECT_FALSE(contains(text, "partition=\"1\""));
  {
    auto moved = std::move(first);
  }  // a handle that goes removes its collector
  EXPECT_FALSE(contains(registry.expose(), "cw_test_lag"));
}

TEST(Metrics, TheProcessRegistryReportsTheProcess) {
  const auto text = cw::metrics::registry().expose();
  EXPECT_TRUE(contains(text, "# TYPE process_start_time_seconds gauge\n"));
  EXPECT_TRUE(contains(text, "# TYPE process_cpu_seconds_total counter\n"));
  EXPECT_TRUE(contains(text, "process_resident_memory_bytes "));
  EXPECT_FALSE(contains(text, "process_resident_memory_bytes 0\n"));
}

}  // namespace
