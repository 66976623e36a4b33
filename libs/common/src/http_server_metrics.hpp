#pragma once
// What the server counts for /metrics: per route pattern, method and status, the requests and their latency, how
// many are being served and how many wait for a worker, and the requests shed under overload.
#include <cw/metrics.hpp>

#include <string>

namespace cw::http::detail {

struct Route;

struct HttpMetrics {
  metrics::Family<metrics::Counter>& requests = metrics::registry().counter(
      "cw_http_requests_total", "HTTP requests answered, by route pattern, method and status",
      {"route", "method", "status"});
  metrics::Family<metrics::Histogram>& latency = metrics::registry().histogram(
      "cw_http_request_duration_seconds", "Time from reading a request to its answer, by route pattern and method",
      {"route", "method"}, metrics::latency_buckets());
  metrics::Gauge& in_flight = metrics::registry()
                                  .gauge("cw_http_requests_in_flight", "HTTP requests being handled now")
                                  .with({});
  metrics::Family<metrics::Counter>& shed = metrics::registry().counter(
      "cw_http_requests_shed_total",
      "HTTP requests refused with 503 under overload (too many waited for a worker, or the event loop was behind)",
      {"route"});
  metrics::Gauge& waiting_for_worker = metrics::registry()
                                           .gauge("cw_http_requests_waiting_for_worker",
                                                  "HTTP requests queued for the worker pool, not started yet")
                                           .with({});
};

HttpMetrics& http_metrics();

// Counts an answered request under its route's pattern, or under "unmatched" when no route matched (route nullptr).
void count_request(const Route* route, const std::string& method, int status, double seconds);

// The in-flight gauge, up for the lifetime of the object.
class InFlight {
 public:
  InFlight() { http_metrics().in_flight.inc(); }
  ~InFlight() { http_metrics().in_flight.dec(); }
  InFlight(const InFlight&) = delete;
  InFlight& operator=(const InFlight&) = delete;
};

}  // namespace cw::http::detail
