#pragma once
// Stripe's request bodies: application/x-www-form-urlencoded with nested parameters written as bracketed keys, as
// Stripe's own libraries send them:
//   metadata[payment_id]=42
//   items[0][price_data][recurring][interval]=month
//   expand[]=latest_invoice
// Keys and values are percent-encoded (RFC 3986: only A-Z a-z 0-9 - . _ ~ stay as they are), except the brackets
// that give a key its structure, which stay literal for readable logs of the form (the server accepts both).
#include "payments/provider.hpp"

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace billing::payments {

// RFC 3986 percent-encoding of every byte but the unreserved ones; a space becomes %20.
std::string percent_encode(std::string_view text);

// A bracketed key: form_key("items", {"0", "price_data", "recurring", "interval"}) is
// "items[0][price_data][recurring][interval]"; an empty part gives "[]" (an array append, as in "expand[]").
std::string form_key(std::string_view root, std::initializer_list<std::string_view> parts);

class Form {
 public:
  Form& add(std::string key, std::string value);
  Form& add(std::string key, const char* value) { return add(std::move(key), std::string(value)); }
  Form& add(std::string key, std::int64_t value) { return add(std::move(key), std::to_string(value)); }
  Form& add(std::string key, bool value) = delete;  // would pass as an integer: say add_bool
  Form& add_bool(std::string key, bool value) { return add(std::move(key), std::string(value ? "true" : "false")); }
  // Each pair as <root>[key]=value. Throws std::invalid_argument for an empty key or one with a bracket in it:
  // the server would read that bracket as structure (Stripe does not allow them in metadata keys either).
  Form& add_metadata(const Metadata& metadata, std::string_view root = "metadata");

  // key=value pairs joined by '&', in the order they were added.
  std::string encode() const;
  const std::vector<std::pair<std::string, std::string>>& fields() const { return fields_; }

 private:
  std::vector<std::pair<std::string, std::string>> fields_;
};

}  // namespace billing::payments
