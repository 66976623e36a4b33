#pragma once
// Errors a use case raises. They carry no HTTP: the http layer maps each kind to a status.
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cw {

// payment_failed: a card the payment provider refused (402, with the provider's message for the payer).
enum class ErrorKind {
  invalid, unauthenticated, payment_failed, forbidden, not_found, conflict, too_large, rate_limited, unavailable
};

class DomainError : public std::runtime_error {
 public:
  DomainError(ErrorKind kind, std::string message, std::string code = {}, int retry_after_seconds = 0)
      : std::runtime_error(message), kind_(kind), code_(std::move(code)), retry_after_seconds_(retry_after_seconds) {}
  ErrorKind kind() const { return kind_; }
  const std::string& code() const { return code_; }
  int retry_after_seconds() const { return retry_after_seconds_; }
  // Text fields the error body carries beside message and code (plan_required: capability, plan, link).
  const std::vector<std::pair<std::string, std::string>>& fields() const { return fields_; }
  void add_field(std::string name, std::string value) { fields_.emplace_back(std::move(name), std::move(value)); }

 private:
  ErrorKind kind_;
  std::string code_;
  int retry_after_seconds_;
  std::vector<std::pair<std::string, std::string>> fields_;
};

inline DomainError invalid(std::string message) { return {ErrorKind::invalid, std::move(message), "invalid"}; }
inline DomainError unauthenticated() { return {ErrorKind::unauthenticated, "Not authenticated", "unauthenticated"}; }
inline DomainError payment_failed(std::string message, std::string code) {
  return {ErrorKind::payment_failed, std::move(message), std::move(code)};
}
inline DomainError forbidden(std::string message) { return {ErrorKind::forbidden, std::move(message), "forbidden"}; }
inline DomainError not_found(std::string message) { return {ErrorKind::not_found, std::move(message), "not_found"}; }
inline DomainError conflict(std::string message, std::string code = "conflict") {
  return {ErrorKind::conflict, std::move(message), std::move(code)};
}
inline DomainError too_large(std::string message) {
  return {ErrorKind::too_large, std::move(message), "too_large"};
}
inline DomainError rate_limited(std::string message, int retry_after_seconds) {
  return {ErrorKind::rate_limited, std::move(message), "rate_limited", retry_after_seconds};
}
inline DomainError unavailable(std::string message) {
  return {ErrorKind::unavailable, std::move(message), "unavailable"};
}

}  // namespace cw
