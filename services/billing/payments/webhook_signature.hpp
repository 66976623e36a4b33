#pragma once
// Stripe's webhook signatures (https://docs.stripe.com/webhooks#verify-manually), checked before billing trusts an
// event. The algorithm, for anyone who needs to sign a test event (the Python contract tests do the same):
//   header          = "Stripe-Signature: t=<unix seconds>,v1=<hex>"
//   signed_payload  = "<unix seconds>" + "." + <the raw request body, byte for byte>
//   <hex>           = lower-case hex of HMAC-SHA256(key = the whole endpoint secret "whsec_...", signed_payload)
// Python: hmac.new(secret.encode(), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
// The header may carry several v1 values (while a secret is rolled) and v0 values (a test scheme, ignored).
#include <cstdint>
#include <string>
#include <string_view>

namespace billing::payments {

enum class SignatureCheck {
  valid,
  missing_header,          // no Stripe-Signature header, or an empty one
  missing_secret,          // we have no endpoint secret to check against: a configuration error, never "valid"
  malformed_header,        // an item without '=', no t, a t that is not a plain number or too large, two t, no v1
  no_matching_signature,   // no v1 is the HMAC of this payload and timestamp under this secret
  outside_tolerance,       // signed correctly, but t is further than the tolerance from now (a replay?)
};

// "valid", "missing_header", ...: for logs.
std::string_view to_string(SignatureCheck check);

// Checks a Stripe-Signature header for a raw payload. The signature is checked before the timestamp, so
// outside_tolerance means an authentic but old (or future) event. The comparison takes constant time.
SignatureCheck verify_stripe_signature(std::string_view payload, std::string_view header, std::string_view secret,
                                       std::int64_t now_epoch, std::int64_t tolerance_seconds = 300);

// A header Stripe would send for this payload at this time: "t=<timestamp>,v1=<hex>".
std::string stripe_signature_header(std::string_view payload, std::string_view secret, std::int64_t timestamp);

}  // namespace billing::payments
