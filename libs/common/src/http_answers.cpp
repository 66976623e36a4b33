#include "http_answers.hpp"

#include <cw/log.hpp>

#include <string>
#include <utility>

namespace cw::http::detail {

namespace {

const char* default_message(int status) {
  switch (status) {
    case 400: return "Bad request";
    case 404: return "Not found";
    case 405: return "Method not allowed";
    case 413: return "Request body too large";
    case 431: return "Request headers too large";
    case 503: return "Service unavailable";
    default: return status >= 500 ? "Something went wrong on our side. Please try again." : "Request refused";
  }
}

}  // namespace

void send_default_error(Response& response, int status) {
  send_json(response, status, {{"message", default_message(status)}, {"code", "http_" + std::to_string(status)}});
}

void send_overloaded(Response& response) {
  send_json(response, 503, {{"message", "The service is busy. Please try again in a moment."}, {"code", "overloaded"}});
  response.set_header("Retry-After", "1");
  response.set_header("Cache-Control", "no-store");
}

void send_internal_error(Response& response, const char* what) {
  log::error("unhandled exception", {{"error", what}});
  send_json(response, 500, {{"message", "Something went wrong on our side. Please try again."}, {"code", "internal"}});
}

Handler catching_exceptions(Handler handler) {
  return [handler = std::move(handler)](const Request& request, Response& response) {
    try {
      handler(request, response);
    } catch (const MoveToWorkerPool&) {
      throw;
    } catch (const DomainError& error) {
      send_error(response, error);
    } catch (const std::exception& e) {
      send_internal_error(response, e.what());
    } catch (...) {
      send_internal_error(response, "unknown exception");
    }
  };
}

}  // namespace cw::http::detail
