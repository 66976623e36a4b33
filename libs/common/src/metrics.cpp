#include <cw/metrics.hpp>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <fstream>
#include <stdexcept>

namespace cw::metrics {

Histogram::Histogram(const std::vector<double>& bounds)
    : bounds_(bounds), counts_(std::make_unique<std::atomic<std::uint64_t>[]>(bounds.size() + 1)) {
  if (!std::is_sorted(bounds_.begin(), bounds_.end())) throw std::logic_error("histogram bounds must ascend");
}

void Histogram::observe(double value) {
  // A value equal to a bound belongs to that bound's bucket (le: less than or equal).
  const auto bucket = std::lower_bound(bounds_.begin(), bounds_.end(), value) - bounds_.begin();
  counts_[static_cast<std::size_t>(bucket)].fetch_add(1, std::memory_order_relaxed);
  sum_.fetch_add(value, std::memory_order_relaxed);
}

Histogram::Snapshot Histogram::snapshot() const {
  Snapshot snapshot{bounds_, {}, sum_.load(std::memory_order_relaxed)};
  std::uint64_t running = 0;
  for (std::size_t i = 0; i <= bounds_.size(); ++i) {
    running += counts_[i].load(std::memory_order_relaxed);
    snapshot.cumulative.push_back(running);
  }
  return snapshot;
}

const std::vector<double>& latency_buckets() {
  static const std::vector<double> buckets{0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1,
                                           0.25,  0.5,    1,     2.5,  5,     10};
  return buckets;
}

std::string escape_label_value(const std::string& value) {
  std::string escaped;
  escaped.reserve(value.size());
  for (char c : value) {
    if (c == '\\') {
      escaped += "\\\\";
    } else if (c == '"') {
      escaped += "\\\"";
    } else if (c == '\n') {
      escaped += "\\n";
    } else {
      escaped += c;
    }
  }
  return escaped;
}

std::string escape_help(const std::string& help) {
  std::string escaped;
  for (char c : help) {
    if (c == '\\') {
      escaped += "\\\\";
    } else if (c == '\n') {
      escaped += "\\n";
    } else {
      escaped += c;
    }
  }
  return escaped;
}

std::string format_value(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
  if (value == std::floor(value) && std::fabs(value) < 9007199254740992.0) {
    return std::to_string(static_cast<std::int64_t>(value));
  }
  char buffer[32];
  auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return error == std::errc() ? std::string(buffer, end) : "NaN";
}

namespace {

const char* type_name(Type type) {
  switch (type) {
    case Type::counter: return "counter";
    case Type::gauge: return "gauge";
    case Type::histogram: return "histogram";
  }
  return "untyped";
}

// `{a="x",b="y"}`, or "" without labels.
std::string label_text(const std::vector<std::pair<std::string, std::string>>& labels) {
  if (labels.empty()) return "";
  std::string text = "{";
  for (std::size_t i = 0; i < labels.size(); ++i) {
    if (i > 0) text += ',';
    text += labels[i].first + "=\"" + escape_label_value(labels[i].second) + '"';
  }
  return text + '}';
}

std::vector<std::pair<std::string, std::string>> zip(const std::vector<std::string>& names, const LabelValues& values) {
  std::vector<std::pair<std::string, std::string>> labels;
  for (std::size_t i = 0; i < names.size(); ++i) labels.emplace_back(names[i], i < values.size() ? values[i] : "");
  return labels;
}

// One family's text as the scrape assembles it: the header once, then the sample lines of every source.
struct Text {
  std::string help;
  Type type = Type::gauge;
  std::string samples;
};

void add_line(std::string& out, const std::string& name,
              const std::vector<std::pair<std::string, std::string>>& labels, double value) {
  out += name;
  out += label_text(labels);
  out += ' ';
  out += format_value(value);
  out += '\n';
}

template <class Metric, class Write>
void add_family(std::map<std::string, Text>& texts, const Family<Metric>& family, Type type, Write write) {
  auto& text = texts[family.name()];
  text.help = family.help();
  text.type = type;
  family.each([&](const LabelValues& values, const Metric& metric) {
    write(text.samples, zip(family.label_names(), values), metric);
  });
}

template <class Metric>
Family<Metric>& find_or_make(std::map<std::string, std::unique_ptr<Family<Metric>>>& families,
                             const std::string& name, const std::string& help, std::vector<std::string> labels,
                             std::vector<double> bounds = {}) {
  auto& family = families[name];
  if (!family) family = std::make_unique<Family<Metric>>(name, help, std::move(labels), std::move(bounds));
  return *family;
}

double seconds_since_epoch(std::chrono::system_clock::time_point time) {
  return std::chrono::duration<double>(time.time_since_epoch()).count();
}

// Resident memory from /proc/self/statm (its second field, in pages); 0 when it cannot be read.
double resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  long long size = 0;
  long long resident = 0;
  if (!(statm >> size >> resident)) return 0;
  return static_cast<double>(resident) * static_cast<double>(::sysconf(_SC_PAGESIZE));
}

double cpu_seconds() {
  rusage usage{};
  if (::getrusage(RUSAGE_SELF, &usage) != 0) return 0;
  auto seconds = [](const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace

CollectorHandle& CollectorHandle::operator=(CollectorHandle&& other) noexcept {
  if (this != &other) {
    reset();
    registry_ = std::exchange(other.registry_, nullptr);
    id_ = std::exchange(other.id_, 0);
  }
  return *this;
}

void CollectorHandle::reset() {
  if (registry_ != nullptr) registry_->remove_collector(id_);
  registry_ = nullptr;
}

Family<Counter>& Registry::counter(const std::string& name, const std::string& help, std::vector<std::string> labels) {
  std::lock_guard lock(mutex_);
  return find_or_make(counters_, name, help, std::move(labels));
}

Family<Gauge>& Registry::gauge(const std::string& name, const std::string& help, std::vector<std::string> labels) {
  std::lock_guard lock(mutex_);
  return find_or_make(gauges_, name, help, std::move(labels));
}

Family<Histogram>& Registry::histogram(const std::string& name, const std::string& help,
                                       std::vector<std::string> labels, std::vector<double> bounds) {
  std::lock_guard lock(mutex_);
  return find_or_make(histograms_, name, help, std::move(labels), std::move(bounds));
}

CollectorHandle Registry::add_collector(Collector collector) {
  std::lock_guard collecting(collect_mutex_);
  std::lock_guard lock(mutex_);
  const auto id = next_collector_++;
  collectors_.emplace(id, std::move(collector));
  return CollectorHandle(this, id);
}

void Registry::remove_collector(std::uint64_t id) {
  // Waits for a scrape that may be running the collector: what it captured may go once this returns.
  std::lock_guard collecting(collect_mutex_);
  std::lock_guard lock(mutex_);
  collectors_.erase(id);
}

std::string Registry::expose() const {
  std::map<std::string, Text> texts;
  std::lock_guard collecting(collect_mutex_);
  {
    std::lock_guard lock(mutex_);
    for (const auto& [name, family] : counters_) {
      add_family(texts, *family, Type::counter, [&](std::string& out, const auto& labels, const Counter& counter) {
        add_line(out, name, labels, counter.value());
      });
    }
    for (const auto& [name, family] : gauges_) {
      add_family(texts, *family, Type::gauge, [&](std::string& out, const auto& labels, const Gauge& gauge) {
        add_line(out, name, labels, gauge.value());
      });
    }
    for (const auto& [name, family] : histograms_) {
      add_family(texts, *family, Type::histogram,
                 [&](std::string& out, const auto& labels, const Histogram& histogram) {
                   const auto snapshot = histogram.snapshot();
                   auto with_le = labels;
                   with_le.emplace_back("le", "");
                   for (std::size_t i = 0; i < snapshot.cumulative.size(); ++i) {
                     with_le.back().second = i < snapshot.bounds.size() ? format_value(snapshot.bounds[i]) : "+Inf";
                     add_line(out, name + "_bucket", with_le, static_cast<double>(snapshot.cumulative[i]));
                   }
                   add_line(out, name + "_sum", labels, snapshot.sum);
                   add_line(out, name + "_count", labels, static_cast<double>(snapshot.cumulative.back()));
                 });
    }
  }
  // The collectors run outside the registry's lock (they may query a database); collect_mutex_ keeps them alive.
  for (const auto& [id, collector] : collectors_) {
    std::vector<CollectedFamily> families;
    try {
      families = collector();
    } catch (const std::exception&) {
      continue;  // nothing from this source this time; the scrape itself still answers
    }
    for (const auto& family : families) {
      auto& text = texts[family.name];
      text.help = family.help;
      text.type = family.type;
      for (const auto& sample : family.samples) add_line(text.samples, family.name, sample.labels, sample.value);
    }
  }
  std::string out;
  for (const auto& [name, text] : texts) {
    out += "# HELP " + name + ' ' + escape_help(text.help) + '\n';
    out += "# TYPE " + name + ' ' + type_name(text.type) + '\n';
    out += text.samples;
  }
  return out;
}

Registry& registry() {
  static Registry the_registry;
  static const auto started = seconds_since_epoch(std::chrono::system_clock::now());
  static CollectorHandle process = the_registry.add_collector([] {
    return std::vector<CollectedFamily>{
        {"process_start_time_seconds", "When the process started, in seconds since the Unix epoch", Type::gauge,
         {{{}, started}}},
        {"process_cpu_seconds_total", "User and system CPU time the process spent, in seconds", Type::counter,
         {{{}, cpu_seconds()}}},
        {"process_resident_memory_bytes", "Resident memory of the process, in bytes", Type::gauge,
         {{{}, resident_bytes()}}},
    };
  });
  return the_registry;
}

}  // namespace cw::metrics
