// The Stripe adapter's pure parts: form encoding, webhook signatures and reading (hostile) answers.
#include "payments/form_encoding.hpp"
#include "payments/stripe_answers.hpp"
#include "payments/stripe_provider.hpp"
#include "payments/webhook_signature.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <functional>
#include <limits>
#include <string>
#include <vector>

using namespace billing::payments;

namespace {

// The event body stripe-python's own tests sign, at the timestamp of Stripe's documented example header.
const std::string kPayload = "{\n  \"id\": \"evt_test_webhook\",\n  \"object\": \"event\"\n}";
const std::string kSecret = "whsec_test_secret";
constexpr std::int64_t kTimestamp = 1492774577;
// Computed independently: python3 -c 'import hmac,hashlib; print(hmac.new(b"whsec_test_secret",
//   b"1492774577." + payload, hashlib.sha256).hexdigest())'
const std::string kReferenceSignature = "c2f890decbc5ede7c5060bb9a6d31e0626a4342bacb9aeae2adb1bcea72f9812";

SignatureCheck verify(const std::string& header, std::int64_t now = kTimestamp) {
  return verify_stripe_signature(kPayload, header, kSecret, now);
}

}  // namespace

// --- form encoding ---

TEST(StripeForm, PercentEncodingKeepsOnlyUnreservedCharacters) {
  EXPECT_EQ(percent_encode("AZaz09-._~"), "AZaz09-._~");
  EXPECT_EQ(percent_encode("a b&c=d+e/f?g#h%i"), "a%20b%26c%3Dd%2Be%2Ff%3Fg%23h%25i");
  EXPECT_EQ(percent_encode("[]"), "%5B%5D");
  EXPECT_EQ(percent_encode("caf\xC3\xA9"), "caf%C3%A9");  // UTF-8 bytes, upper-case hex
  EXPECT_EQ(percent_encode(std::string("a\0b", 3)), "a%00b");
  EXPECT_EQ(percent_encode("\r\n"), "%0D%0A");
  EXPECT_EQ(percent_encode(""), "");
}

TEST(StripeForm, NestedKeysAreBracketed) {
  EXPECT_EQ(form_key("items", {"0", "price_data", "recurring", "interval"}),
            "items[0][price_data][recurring][interval]");
  EXPECT_EQ(form_key("expand", {""}), "expand[]");
  EXPECT_EQ(form_key("metadata", {"user_id"}), "metadata[user_id]");
  EXPECT_EQ(form_key("amount", {}), "amount");
}

TEST(StripeForm, EncodesFieldsInOrderWithLiteralBracketsInKeys) {
  Form form;
  form.add("amount", std::int64_t{2900})
      .add("currency", "usd")
      .add("description", "CabinetWorks Professional & more")
      .add_bool(form_key("automatic_payment_methods", {"enabled"}), true)
      .add(form_key("expand", {""}), "latest_invoice.payments")
      .add_bool("cancel_at_period_end", false);
  EXPECT_EQ(form.encode(),
            "amount=2900&currency=usd&description=CabinetWorks%20Professional%20%26%20more"
            "&automatic_payment_methods[enabled]=true&expand[]=latest_invoice.payments&cancel_at_period_end=false");
}

TEST(StripeForm, MetadataKeysAndValuesAreEncoded) {
  Form form;
  form.add_metadata({{"payment_id", "42"}, {"kind", "subscription"}, {"note", "a=b&c"}, {"clé", "v"}});
  EXPECT_EQ(form.encode(),
            "metadata[payment_id]=42&metadata[kind]=subscription&metadata[note]=a%3Db%26c&metadata[cl%C3%A9]=v");
}

TEST(StripeForm, AHostileValueCannotAddAField) {
  Form form;
  form.add("description", "x&amount=1&metadata[evil]=1");
  EXPECT_EQ(form.encode(), "description=x%26amount%3D1%26metadata%5Bevil%5D%3D1");
}

TEST(StripeForm, MetadataKeysWithBracketsOrEmptyAreRefused) {
  Form form;
  EXPECT_THROW(form.add_metadata({{"a]&b[", "1"}}), std::invalid_argument);
  EXPECT_THROW(form.add_metadata({{"a[b]", "1"}}), std::invalid_argument);
  EXPECT_THROW(form.add_metadata({{"", "1"}}), std::invalid_argument);
  EXPECT_TRUE(form.fields().empty());
}

TEST(StripeForm, AnEmptyFormEncodesToNothing) { EXPECT_EQ(Form().encode(), ""); }

// --- webhook signatures ---

TEST(StripeSignature, BuildsTheHeaderStripeWouldSend) {
  EXPECT_EQ(stripe_signature_header(kPayload, kSecret, kTimestamp), "t=1492774577,v1=" + kReferenceSignature);
}

TEST(StripeSignature, AcceptsTheReferenceSignature) {
  EXPECT_EQ(verify("t=1492774577,v1=" + kReferenceSignature), SignatureCheck::valid);
  // As Stripe documents the header: v0 (test scheme) beside v1, ignored.
  EXPECT_EQ(verify("t=1492774577,v1=" + kReferenceSignature +
                   ",v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39"),
            SignatureCheck::valid);
  // Upper-case hex names the same bytes.
  std::string upper = kReferenceSignature;
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(verify("t=1492774577,v1=" + upper), SignatureCheck::valid);
}

TEST(StripeSignature, AcceptsItsOwnHeadersForAnyPayload) {
  for (const std::string& payload : {std::string(), std::string("{}"), std::string("\0\xff\n", 3)}) {
    const auto header = stripe_signature_header(payload, "whsec_other", 1700000000);
    EXPECT_EQ(verify_stripe_signature(payload, header, "whsec_other", 1700000000), SignatureCheck::valid);
  }
}

TEST(StripeSignature, RefusesATamperedPayload) {
  const auto header = stripe_signature_header(kPayload, kSecret, kTimestamp);
  EXPECT_EQ(verify_stripe_signature(kPayload + " ", header, kSecret, kTimestamp),
            SignatureCheck::no_matching_signature);
  std::string flipped = kPayload;
  flipped[5] = 'X';
  EXPECT_EQ(verify_stripe_signature(flipped, header, kSecret, kTimestamp), SignatureCheck::no_matching_signature);
  EXPECT_EQ(verify_stripe_signature("", header, kSecret, kTimestamp), SignatureCheck::no_matching_signature);
}

TEST(StripeSignature, RefusesAnotherSecret) {
  const auto header = stripe_signature_header(kPayload, kSecret, kTimestamp);
  EXPECT_EQ(verify_stripe_signature(kPayload, header, "whsec_test_secreT", kTimestamp),
            SignatureCheck::no_matching_signature);
  // The whole string is the key: the secret without its whsec_ prefix is another secret.
  EXPECT_EQ(verify_stripe_signature(kPayload, header, "test_secret", kTimestamp),
            SignatureCheck::no_matching_signature);
  EXPECT_EQ(verify_stripe_signature(kPayload, header, "", kTimestamp), SignatureCheck::missing_secret);
}

TEST(StripeSignature, RefusesAnotherTimestampForTheSameSignature) {
  // The timestamp is signed: moving it forward to pass the tolerance breaks the signature.
  EXPECT_EQ(verify("t=1492774578,v1=" + kReferenceSignature, 1492774578), SignatureCheck::no_matching_signature);
}

TEST(StripeSignature, RefusesStaleAndFutureEvents) {
  const auto header = stripe_signature_header(kPayload, kSecret, kTimestamp);
  EXPECT_EQ(verify(header, kTimestamp + 300), SignatureCheck::valid);
  EXPECT_EQ(verify(header, kTimestamp - 300), SignatureCheck::valid);
  EXPECT_EQ(verify(header, kTimestamp + 301), SignatureCheck::outside_tolerance);
  EXPECT_EQ(verify(header, kTimestamp - 301), SignatureCheck::outside_tolerance);
  EXPECT_EQ(verify_stripe_signature(kPayload, header, kSecret, kTimestamp + 1000, 3600), SignatureCheck::valid);
  EXPECT_EQ(verify_stripe_signature(kPayload, header, kSecret, kTimestamp + 1, 0), SignatureCheck::outside_tolerance);
  // Clocks at the ends of the range do not overflow into "valid".
  EXPECT_EQ(verify(header, std::numeric_limits<std::int64_t>::min()), SignatureCheck::outside_tolerance);
  EXPECT_EQ(verify(header, std::numeric_limits<std::int64_t>::max()), SignatureCheck::outside_tolerance);
}

TEST(StripeSignature, AcceptsWhenAnyOfSeveralV1Matches) {
  const std::string wrong(64, 'a');
  EXPECT_EQ(verify("t=1492774577,v1=" + wrong + ",v1=" + kReferenceSignature), SignatureCheck::valid);
  EXPECT_EQ(verify("t=1492774577,v1=" + kReferenceSignature + ",v1=" + wrong), SignatureCheck::valid);
  EXPECT_EQ(verify("t=1492774577,v1=" + wrong + ",v1=" + std::string(64, 'b')),
            SignatureCheck::no_matching_signature);
  // A v1 that cannot be a digest (too short, not hex) does not match, and does not hide a good one.
  EXPECT_EQ(verify("t=1492774577,v1=abc,v1=" + kReferenceSignature), SignatureCheck::valid);
  EXPECT_EQ(verify("t=1492774577,v1=" + kReferenceSignature.substr(0, 62)), SignatureCheck::no_matching_signature);
  EXPECT_EQ(verify("t=1492774577,v1=" + std::string(64, 'z')), SignatureCheck::no_matching_signature);
  EXPECT_EQ(verify("t=1492774577,v1=" + kReferenceSignature + "00"), SignatureCheck::no_matching_signature);
}

TEST(StripeSignature, OnlyV1Counts) {
  // A correct digest under v0 (or any other scheme name) is not a v1 signature.
  EXPECT_EQ(verify("t=1492774577,v0=" + kReferenceSignature), SignatureCheck::malformed_header);
  EXPECT_EQ(verify("t=1492774577,v2=" + kReferenceSignature), SignatureCheck::malformed_header);
  EXPECT_EQ(verify("t=1492774577,V1=" + kReferenceSignature), SignatureCheck::malformed_header);
}

TEST(StripeSignature, ToleratesSpacesAndEmptyItems) {
  EXPECT_EQ(verify(" t=1492774577 , v1=" + kReferenceSignature + " ,"), SignatureCheck::valid);
  EXPECT_EQ(verify("t=1492774577,,v1=" + kReferenceSignature), SignatureCheck::valid);
}

TEST(StripeSignature, NamesAMissingHeader) {
  EXPECT_EQ(verify(""), SignatureCheck::missing_header);
  EXPECT_EQ(verify("   "), SignatureCheck::missing_header);
}

TEST(StripeSignature, RefusesMalformedHeaders) {
  const std::string v1 = ",v1=" + kReferenceSignature;
  for (const std::string& header : std::vector<std::string>{
           "v1=" + kReferenceSignature,                                 // no t
           "t=" + v1,                                                   // empty t
           "t=abc" + v1,                                                // not a number
           "t=-1492774577" + v1,                                        // signed
           "t=+1492774577" + v1,                                        // signed
           "t=1492774577.0" + v1,                                       // not an integer
           "t=1e9" + v1,                                                // exponent
           "t=0x58f9" + v1,                                             // hex
           "t=99999999999999999999999999999999" + v1,                   // does not fit 64 bits
           "t=9223372036854775808" + v1,                                // one past INT64_MAX
           "t=1492774577,t=1492774577" + v1,                            // two timestamps
           "t=1492774577",                                              // no v1
           "t=1492774577,v1",                                           // v1 without '='
           "t=1492774577,garbage" + v1,                                 // an item without '='
           "=1492774577" + v1,                                          // no key
           std::string("t=1492774577\0", 13) + v1,                      // NUL inside t
           "t 1492774577" + v1,                                         // no '='
           ",,,",                                                       // nothing
       }) {
    EXPECT_EQ(verify(header), SignatureCheck::malformed_header) << header;
  }
}

TEST(StripeSignature, SurvivesLongAndOddHeaders) {
  std::string many = "t=1492774577";
  for (int i = 0; i < 10000; ++i) many += ",v1=" + std::string(64, '0');
  EXPECT_EQ(verify(many), SignatureCheck::no_matching_signature);
  EXPECT_EQ(verify(std::string(100000, ',')), SignatureCheck::malformed_header);
  EXPECT_EQ(verify(std::string(100000, '=')), SignatureCheck::malformed_header);
  EXPECT_EQ(verify("t=1492774577,v1=" + std::string("\xff\x00\x80", 3)), SignatureCheck::no_matching_signature);
}

TEST(StripeSignature, ReasonsHaveNames) {
  EXPECT_EQ(to_string(SignatureCheck::valid), "valid");
  EXPECT_EQ(to_string(SignatureCheck::outside_tolerance), "outside_tolerance");
  EXPECT_EQ(to_string(SignatureCheck::no_matching_signature), "no_matching_signature");
}

// --- reading answers ---

namespace {

std::string message_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const ProviderError& error) {
    return error.what();
  } catch (...) {
    return "not a ProviderError";
  }
  return "no error";
}

}  // namespace

TEST(StripeAnswers, AnErrorCarriesStripesTypeAndMessage) {
  const auto message = message_of([] {
    stripe::read_answer("POST /v1/payment_intents", 400,
                        R"({"error":{"type":"invalid_request_error","code":"parameter_missing","param":"amount",)"
                        R"("message":"Missing required param: amount."}})");
  });
  EXPECT_EQ(message,
            "stripe POST /v1/payment_intents: answered 400 (type invalid_request_error, code parameter_missing, "
            "param amount): Missing required param: amount.");
}

TEST(StripeAnswers, AnErrorWithoutStripesShapeStillThrowsProviderError) {
  for (const std::string body : {"", "<html>bad gateway</html>", "{}", R"({"error":"x"})", R"({"error":{}})", "[1]",
                                 "null", R"({"error":{"message":42,"type":[]}})"}) {
    const auto message = message_of([&] { stripe::read_answer("GET /v1/x", 502, body); });
    EXPECT_NE(message.find("stripe GET /v1/x: answered 502"), std::string::npos) << body << " -> " << message;
  }
}

TEST(StripeAnswers, AVeryLongErrorMessageIsCut) {
  const std::string body = R"({"error":{"message":")" + std::string(100000, 'm') + R"("}})";
  const auto message = message_of([&] { stripe::read_answer("POST /v1/x", 400, body); });
  EXPECT_LT(message.size(), 500u);
  EXPECT_NE(message.find("..."), std::string::npos);
}

TEST(StripeAnswers, ASuccessMustBeAJsonObject) {
  const std::vector<std::string> bodies = {"", "not json", "[]", "\"pi_1\"", "42", "{\"id\":", "{\"a\":1} trailing",
                                          std::string("{\"a\":\"\0\"}", 10)};
  for (const auto& body : bodies) {
    const auto message = message_of([&] { stripe::read_answer("POST /v1/x", 200, body); });
    EXPECT_NE(message.find("stripe POST /v1/x"), std::string::npos) << body << " -> " << message;
  }
  EXPECT_EQ(stripe::read_answer("POST /v1/x", 200, R"({"id":"pi_1"})")["id"], "pi_1");
}

TEST(StripeAnswers, DeepNestingIsRefusedWithoutParsingIt) {
  const std::string deep = std::string(500000, '[') + std::string(500000, ']');
  EXPECT_NE(message_of([&] { stripe::read_answer("GET /v1/x", 200, deep); }), "no error");
  const std::string deep_error = R"({"error":)" + std::string(100000, '{');
  EXPECT_NE(message_of([&] { stripe::read_answer("GET /v1/x", 400, deep_error); }).find("answered 400"),
            std::string::npos);
  // Brackets inside strings are not nesting.
  const std::string brackets_in_string = R"({"id":")" + std::string(1000, '[') + R"("})";
  EXPECT_EQ(stripe::read_answer("GET /v1/x", 200, brackets_in_string)["id"].get<std::string>().size(), 1000u);
}

TEST(StripeAnswers, AnIntentNeedsItsThreeFields) {
  const auto good =
      nlohmann::json::parse(R"({"id":"pi_1","client_secret":"pi_1_secret_2","status":"requires_payment_method"})");
  const auto intent = stripe::read_intent(good, "POST /v1/payment_intents");
  EXPECT_EQ(intent.id, "pi_1");
  EXPECT_EQ(intent.client_secret, "pi_1_secret_2");
  EXPECT_EQ(intent.status, "requires_payment_method");
  for (const char* broken : {R"({"client_secret":"s","status":"x"})", R"({"id":"pi_1","status":"x"})",
                             R"({"id":"pi_1","client_secret":"s"})", R"({"id":7,"client_secret":"s","status":"x"})",
                             R"({"id":"cus_1","client_secret":"s","status":"x"})",
                             R"({"id":"pi_1","client_secret":null,"status":"x"})",
                             R"({"id":"pi_1","client_secret":"","status":"x"})", "[]", "null", "\"pi_1\""}) {
    EXPECT_NE(message_of([&] { stripe::read_intent(nlohmann::json::parse(broken), "c"); }).find("stripe c:"),
              std::string::npos)
        << broken;
  }
}

TEST(StripeAnswers, TheLatestInvoiceIsAnIdOrAnObject) {
  EXPECT_EQ(stripe::latest_invoice_id(nlohmann::json::parse(R"({"latest_invoice":"in_1"})"), "c"), "in_1");
  EXPECT_EQ(stripe::latest_invoice_id(nlohmann::json::parse(R"({"latest_invoice":{"id":"in_2"}})"), "c"), "in_2");
  for (const char* broken : {R"({})", R"({"latest_invoice":null})", R"({"latest_invoice":""})",
                             R"({"latest_invoice":{}})", R"({"latest_invoice":{"id":"pi_1"}})",
                             R"({"latest_invoice":5})", "[]"}) {
    EXPECT_NE(message_of([&] { stripe::latest_invoice_id(nlohmann::json::parse(broken), "c"); }).find("stripe c:"),
              std::string::npos)
        << broken;
  }
}

TEST(StripeAnswers, ATrialsSetupIntentIsItsPendingSetupIntentExpanded) {
  const auto setup = stripe::pending_setup_intent(nlohmann::json::parse(R"({"id":"sub_1","pending_setup_intent":
      {"id":"seti_1","client_secret":"seti_1_secret_x","status":"requires_payment_method"}})"), "c");
  EXPECT_EQ(setup.id, "seti_1");
  EXPECT_EQ(setup.client_secret, "seti_1_secret_x");
  EXPECT_EQ(setup.status, "requires_payment_method");
  for (const char* broken : {R"({})", R"({"pending_setup_intent":null})", R"({"pending_setup_intent":"seti_1"})",
                             R"({"pending_setup_intent":{"id":"pi_1","client_secret":"x","status":"s"}})",
                             R"({"pending_setup_intent":{"id":"seti_1","status":"s"}})", "[]"}) {
    EXPECT_NE(message_of([&] { stripe::pending_setup_intent(nlohmann::json::parse(broken), "c"); }).find("stripe c:"),
              std::string::npos)
        << broken;
  }
}

TEST(StripeAnswers, TheInvoicesPaymentIntentComesFromItsDefaultPayment) {
  const auto invoice = nlohmann::json::parse(R"({"id":"in_1","payments":{"data":[
      {"is_default":false,"payment":{"type":"payment_intent","payment_intent":
          {"id":"pi_old","client_secret":"pi_old_secret_x","status":"canceled"}}},
      {"is_default":true,"payment":{"type":"payment_intent","payment_intent":
          {"id":"pi_new","client_secret":"pi_new_secret_y","status":"requires_payment_method"}}}]}})");
  const auto intent = stripe::invoice_payment_intent(invoice, "GET /v1/invoices/in_1");
  EXPECT_EQ(intent.id, "pi_new");
  EXPECT_EQ(intent.client_secret, "pi_new_secret_y");
  EXPECT_EQ(intent.status, "requires_payment_method");

  const auto without_default = nlohmann::json::parse(R"({"payments":{"data":[
      {"payment":{"type":"charge","charge":"ch_1"}},
      {"payment":{"type":"payment_intent","payment_intent":{"id":"pi_1","client_secret":"s","status":"x"}}}]}})");
  EXPECT_EQ(stripe::invoice_payment_intent(without_default, "c").id, "pi_1");
}

TEST(StripeAnswers, AnInvoiceWithoutAnExpandedPaymentIntentIsAnError) {
  for (const char* broken : {
           R"({})",                                                                 // payments not expanded
           R"({"payments":null})",
           R"({"payments":{"data":{}}})",
           R"({"payments":{"data":[]}})",                                           // nothing to pay
           R"({"payments":{"data":[1,"x",null,[]]}})",
           R"({"payments":{"data":[{"payment":{"type":"charge","charge":"ch_1"}}]}})",
           R"({"payments":{"data":[{"payment":{"type":"payment_intent"}}]}})",      // no payment_intent
           R"({"payments":{"data":[{"payment":{"type":"payment_intent","payment_intent":null}}]}})",
           R"({"payments":{"data":[{"payment":{"type":"payment_intent","payment_intent":"pi_1"}}]}})",  // an id only
           R"({"payments":{"data":[{"payment":{"type":"payment_intent","payment_intent":{"id":"pi_1"}}}]}})",
           R"({"payment_intent":{"id":"pi_1","client_secret":"s","status":"x"}})",  // the pre-basil shape
           "[]",
       }) {
    EXPECT_NE(message_of([&] { stripe::invoice_payment_intent(nlohmann::json::parse(broken), "c"); })
                  .find("stripe c:"),
              std::string::npos)
        << broken;
  }
}

// --- the provider's own checks, before any request ---

TEST(StripeProviderChecks, RefusesABadConfiguration) {
  EXPECT_THROW(StripeProvider(""), std::invalid_argument);
  EXPECT_THROW(StripeProvider("sk_test_1 2"), std::invalid_argument);
  EXPECT_THROW(StripeProvider("sk_test_1\r\nX-Evil: 1"), std::invalid_argument);
  EXPECT_THROW(StripeProvider("sk_test_1", "ftp://example.com"), std::invalid_argument);
  EXPECT_THROW(StripeProvider("sk_test_1", "api.stripe.com"), std::invalid_argument);
  EXPECT_EQ(StripeProvider("sk_test_1").name(), "stripe");
}

TEST(StripeProviderChecks, RefusesBadArgumentsWithProviderErrorAndNoRequest) {
  // Port 9 (discard) on a reserved test address: reaching it would fail differently (and slowly).
  StripeProvider provider("sk_test_1", "http://192.0.2.1:9");
  NewIntent intent;
  intent.amount_cents = 0;
  intent.idempotency_key = "k";
  EXPECT_NE(message_of([&] { provider.create_intent(intent); }).find("positive amount"), std::string::npos);
  intent.amount_cents = 100;
  intent.metadata = {{"bad]key", "1"}};
  EXPECT_NE(message_of([&] { provider.create_intent(intent); }).find("square bracket"), std::string::npos);
  intent.metadata.clear();
  intent.customer_id = "cus_1/../../v1/charges";
  EXPECT_NE(message_of([&] { provider.create_intent(intent); }).find("not a Stripe id"), std::string::npos);
  intent.customer_id.reset();
  intent.idempotency_key.clear();
  EXPECT_NE(message_of([&] { provider.create_intent(intent); }).find("idempotency key"), std::string::npos);

  EXPECT_NE(message_of([&] { provider.set_cancel_at_period_end("sub_1?x=1", true, "k"); }).find("not a Stripe id"),
            std::string::npos);
  EXPECT_NE(message_of([&] { provider.set_cancel_at_period_end("", true, "k"); }).find("not a Stripe id"),
            std::string::npos);
  EXPECT_NE(message_of([&] { provider.set_cancel_at_period_end("sub_1", true, ""); }).find("idempotency key"),
            std::string::npos);
  EXPECT_NE(message_of([&] { provider.cancel_intent("pi_1/../../v1/charges", "k"); }).find("not a Stripe id"),
            std::string::npos);
  EXPECT_NE(message_of([&] { provider.cancel_intent("", "k"); }).find("not a Stripe id"), std::string::npos);
  EXPECT_NE(message_of([&] { provider.cancel_intent("pi_1", ""); }).find("idempotency key"), std::string::npos);

  NewSubscription subscription;
  subscription.customer_id = "cus_1";
  subscription.product_name = "CabinetWorks Professional";
  subscription.unit_amount_cents = 2900;
  subscription.interval = "month";
  EXPECT_NE(message_of([&] { provider.create_subscription(subscription); }).find("idempotency key"),
            std::string::npos);
}
