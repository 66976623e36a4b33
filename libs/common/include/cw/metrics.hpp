#pragma once
// Prometheus metrics in the text exposition format 0.0.4, served on each service's own port at GET /metrics.
//
// Debian bookworm packages no Prometheus client for C++ (prometheus-cpp is not in it; `apt-cache search prometheus`
// lists Go and Perl libraries only), and every library here comes from Debian: so this small one. It has what the
// services use: counters, gauges and histograms with fixed buckets, each in a family with label names, plus
// collectors that read a value when scraped (a pool's usage, the outbox's backlog).
//
// The hot path is lock-free: a child (one set of label values) is found once under the family's lock and kept by the
// caller, or looked up under a shared lock; counting is atomics only.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <string>
#include <utility>
#include <vector>

namespace cw::metrics {

using LabelValues = std::vector<std::string>;

class Counter {
 public:
  void inc(double amount = 1) { value_.fetch_add(amount, std::memory_order_relaxed); }
  double value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<double> value_{0};
};

class Gauge {
 public:
  void set(double value) { value_.store(value, std::memory_order_relaxed); }
  void inc(double amount = 1) { value_.fetch_add(amount, std::memory_order_relaxed); }
  void dec(double amount = 1) { value_.fetch_add(-amount, std::memory_order_relaxed); }
  double value() const { return value_.load(std::memory_order_relaxed); }

 private:
  std::atomic<double> value_{0};
};

class Histogram {
 public:
  // bounds: the buckets' upper bounds, ascending; +Inf is implied.
  explicit Histogram(const std::vector<double>& bounds);
  void observe(double value);

  struct Snapshot {
    std::vector<double> bounds;
    std::vector<std::uint64_t> cumulative;  // per bound, then +Inf (== count)
    double sum = 0;
  };
  Snapshot snapshot() const;

 private:
  std::vector<double> bounds_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> counts_;  // per bucket, not cumulative; the last one is +Inf
  std::atomic<double> sum_{0};
};

// Request latencies in seconds: 1 ms to 10 s.
const std::vector<double>& latency_buckets();

enum class Type { counter, gauge, histogram };

// One metric name with its label names; a child per set of label values.
template <class Metric>
class Family {
 public:
  Family(std::string name, std::string help, std::vector<std::string> label_names, std::vector<double> bounds = {})
      : name_(std::move(name)), help_(std::move(help)), label_names_(std::move(label_names)),
        bounds_(std::move(bounds)) {}

  // The child for these label values (as many as label names), made on first use; the reference stays valid.
  Metric& with(const LabelValues& values) {
    {
      std::shared_lock lock(mutex_);
      auto found = children_.find(values);
      if (found != children_.end()) return *found->second;
    }
    std::unique_lock lock(mutex_);
    auto& child = children_[values];
    if (!child) child = make();
    return *child;
  }

  const std::string& name() const { return name_; }
  const std::string& help() const { return help_; }
  const std::vector<std::string>& label_names() const { return label_names_; }

  template <class Visit>
  void each(Visit visit) const {
    std::shared_lock lock(mutex_);
    for (const auto& [values, child] : children_) visit(values, *child);
  }

 private:
  std::unique_ptr<Metric> make() {
    if constexpr (std::is_same_v<Metric, Histogram>) {
      return std::make_unique<Histogram>(bounds_);
    } else {
      return std::make_unique<Metric>();
    }
  }

  std::string name_;
  std::string help_;
  std::vector<std::string> label_names_;
  std::vector<double> bounds_;
  mutable std::shared_mutex mutex_;
  std::map<LabelValues, std::unique_ptr<Metric>> children_;
};

// What a collector reports when scraped: one family of counter or gauge samples.
struct Sample {
  std::vector<std::pair<std::string, std::string>> labels;
  double value = 0;
};
struct CollectedFamily {
  std::string name;
  std::string help;
  Type type = Type::gauge;
  std::vector<Sample> samples;
};
using Collector = std::function<std::vector<CollectedFamily>()>;

class Registry;

// Keeps a collector registered while it lives.
class CollectorHandle {
 public:
  CollectorHandle() = default;
  CollectorHandle(Registry* registry, std::uint64_t id) : registry_(registry), id_(id) {}
  CollectorHandle(CollectorHandle&& other) noexcept { *this = std::move(other); }
  CollectorHandle& operator=(CollectorHandle&& other) noexcept;
  ~CollectorHandle() { reset(); }
  void reset();

 private:
  Registry* registry_ = nullptr;
  std::uint64_t id_ = 0;
};

class Registry {
 public:
  Registry() = default;
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  // The family of that name, made on first call (a later call with the same name gets the same family: it must
  // agree on the labels). Its reference stays valid as long as the registry.
  Family<Counter>& counter(const std::string& name, const std::string& help, std::vector<std::string> labels = {});
  Family<Gauge>& gauge(const std::string& name, const std::string& help, std::vector<std::string> labels = {});
  Family<Histogram>& histogram(const std::string& name, const std::string& help, std::vector<std::string> labels,
                               std::vector<double> bounds);

  // Runs at every scrape. A collector that throws reports nothing that time (its families keep their HELP and
  // TYPE only when another source reports them); families of the same name from several sources are merged.
  [[nodiscard]] CollectorHandle add_collector(Collector collector);
  void remove_collector(std::uint64_t id);

  // Every family in the text format 0.0.4, sorted by name.
  std::string expose() const;

 private:
  mutable std::mutex collect_mutex_;  // held while collectors run, and to remove one
  mutable std::mutex mutex_;
  std::map<std::string, std::unique_ptr<Family<Counter>>> counters_;
  std::map<std::string, std::unique_ptr<Family<Gauge>>> gauges_;
  std::map<std::string, std::unique_ptr<Family<Histogram>>> histograms_;
  std::map<std::uint64_t, Collector> collectors_;
  std::uint64_t next_collector_ = 1;
};

// The process's registry: what GET /metrics shows. It reports the process's start time, CPU time and resident
// memory itself.
Registry& registry();

inline constexpr const char* kContentType = "text/plain; version=0.0.4; charset=utf-8";

// The text format's escapes: a label value escapes \, " and line feeds; HELP text \ and line feeds.
std::string escape_label_value(const std::string& value);
std::string escape_help(const std::string& help);
// A sample value as Prometheus writes it: integers without a fraction, +Inf, -Inf, NaN, else the shortest exact form.
std::string format_value(double value);

}  // namespace cw::metrics
